export { createTestDatabase, type TestDatabase } from './test-database';
export { startTestCore, type TestCore } from './start-test-core';
export { startFakePostmark, type FakePostmark, type FakePostmarkMode, type ReceivedEmail } from './fake-postmark';
export { freePort } from './free-port';
export { waitFor } from './wait-for';
