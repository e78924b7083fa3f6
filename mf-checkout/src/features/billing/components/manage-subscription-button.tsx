import { ApiRequestError } from '@fresh-pouf/api-client';
import { BILLING_MESSAGES, MANAGE_SUBSCRIPTION_PATH, type PaymentStatusQuery } from '@fresh-pouf/contracts';
import { Button, toast } from '@fresh-pouf/ui';
import { useOpenPortal } from '../api/open-portal';

/**
 * On /success once the payment is confirmed: straight into Stripe's customer portal for this
 * customer. Before the page's code (or without it) the press opens /manage-subscription, which
 * mails a link into the same portal.
 */
export function ManageSubscriptionButton({ payment }: { payment: PaymentStatusQuery }) {
  const open = useOpenPortal();
  return (
    <form
      className="co-button-form"
      method="get"
      action={MANAGE_SUBSCRIPTION_PATH}
      onSubmit={(event) => {
        event.preventDefault();
        open.mutate(payment, {
          onSuccess: (url) => window.location.assign(url),
          onError: (error) =>
            toast({
              title: BILLING_MESSAGES.portalFailedTitle,
              description:
                (error instanceof ApiRequestError && error.serverMessage) || BILLING_MESSAGES.portalUnavailable,
              variant: 'destructive',
            }),
        });
      }}
    >
      <Button type="submit" variant="outline" disabled={open.isPending}>
        {open.isPending ? BILLING_MESSAGES.openingPortal : BILLING_MESSAGES.manage}
      </Button>
    </form>
  );
}
