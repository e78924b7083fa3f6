// The sign-in calls (login.ts, verify-two-factor.ts) still live in this folder and read their
// answers with this helper; the staff area's other calls are in their features' api folders.
export { readJson } from '../lib/admin-request';
