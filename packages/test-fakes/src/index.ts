export { startFakePostmark, type FakePostmark, type FakePostmarkMode, type ReceivedEmail } from './fake-postmark';
export {
  DECLINE_MESSAGE,
  DECLINED_CARD,
  PORTAL_URL,
  startFakeStripe,
  type FakeBillingReason,
  type FakeStripe,
  type RecordedStripeRequest,
} from './fake-stripe';
