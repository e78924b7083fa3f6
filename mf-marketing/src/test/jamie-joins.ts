import { formatJoinDate } from '@fresh-pouf/contracts';

/**
 * What bff-public is sent when Jamie Rivera joins today on the quarterly plan, by the form as
 * HTML (its server action) or in the page: one POST /api/waitlist with this body.
 */
export const jamieJoins = () => ({
  url: '/api/waitlist',
  method: 'POST',
  body: {
    fullName: 'Jamie Rivera',
    email: 'jamie@example.com',
    plan: 'quarterly',
    earlyBird: false,
    isFamily: false,
    numberOfPoufs: 1,
    frequency: 'quarterly',
    joinDate: formatJoinDate(new Date()),
  },
});
