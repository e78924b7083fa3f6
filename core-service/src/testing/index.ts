export { createTestDatabase, openTestDatabase, type OpenTestDatabase, type TestDatabase } from './test-database';
export { startTestCore, type TestCore } from './start-test-core';
export { useStarted, useTestCore } from './use-test-core';
export { freePort, waitFor } from '@fresh-pouf/dev-postgres';
export { monthlySubscriber, paidEvent } from './subscribers';
export { internalCall, type InternalAnswer } from './internal-call';
export { countedSignup, earlyBirdCheckout, storedSignup, uniqueEmail, validSignup, type StoredSignup } from './signups';
export { mailedLinks, withoutLinks } from './mailed-links';
export { createEditor, seededAdmin, sendingTo, staffId, startCoreWithAdmin } from './staff';
