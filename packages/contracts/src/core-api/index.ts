import { coreAdminApi } from './admin';
import { coreBillingApi } from './billing';
import { coreBlogApi } from './blog';
import { coreCheckoutApi } from './checkout';
import { coreDataRequestsApi } from './data-requests';
import { coreDiagnosticsApi } from './diagnostics';
import { coreListMailApi } from './list-mail';
import { coreRateLimitApi } from './rate-limit';
import { coreReferralHoldsApi } from './referral-holds';
import { coreStaffApi } from './staff';
import { coreWaitlistApi } from './waitlist';

export * from './route';
export * from './admin';
export * from './billing';
export * from './blog';
export * from './checkout';
export * from './data-requests';
export * from './diagnostics';
export * from './list-mail';
export * from './rate-limit';
export * from './referral-holds';
export * from './staff';
export * from './waitlist';

/** core-service's whole internal API: the BFFs' client and core's handlers are both typed from it. */
export const coreApi = {
  waitlist: coreWaitlistApi,
  checkout: coreCheckoutApi,
  billing: coreBillingApi,
  rateLimits: coreRateLimitApi,
  diagnostics: coreDiagnosticsApi,
  staff: coreStaffApi,
  admin: coreAdminApi,
  blog: coreBlogApi,
  listMail: coreListMailApi,
  dataRequests: coreDataRequestsApi,
  referralHolds: coreReferralHoldsApi,
} as const;
