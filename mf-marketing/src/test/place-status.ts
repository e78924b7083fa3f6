/** A place link's token (43 characters, as the e-mails carry) and the status core answers for it, confirmed. */
export const PLACE_TOKEN = 'T'.repeat(43);

export const CONFIRMED_PLACE = {
  place: 12,
  total: 340,
  referrals: 2,
  heldReferrals: 0,
  referralCode: 'AbCdEfGhIjKl',
  confirmed: true,
  boost: 5,
};
