export { createTestDatabase, type TestDatabase } from './test-database';
export { startTestCore, type TestCore } from './start-test-core';
export { freePort } from './free-port';
export { waitFor } from './wait-for';
