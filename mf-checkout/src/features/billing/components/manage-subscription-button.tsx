import { ApiRequestError } from '@fresh-pouf/api-client';
import { BILLING_MESSAGES, type PaymentStatusQuery } from '@fresh-pouf/contracts';
import { Button, toast } from '@fresh-pouf/ui';
import { useOpenPortal } from '../api/open-portal';

/** On /success once the payment is confirmed: straight into Stripe's customer portal for this customer. */
export function ManageSubscriptionButton({ payment }: { payment: PaymentStatusQuery }) {
  const open = useOpenPortal();
  return (
    <Button
      variant="outline"
      disabled={open.isPending}
      onClick={() =>
        open.mutate(payment, {
          onSuccess: (url) => window.location.assign(url),
          onError: (error) =>
            toast({
              title: BILLING_MESSAGES.portalFailedTitle,
              description: (error instanceof ApiRequestError && error.serverMessage) || BILLING_MESSAGES.portalUnavailable,
              variant: 'destructive',
            }),
        })
      }
    >
      {open.isPending ? BILLING_MESSAGES.openingPortal : BILLING_MESSAGES.manage}
    </Button>
  );
}
