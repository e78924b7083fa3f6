import { type CheckoutCustomer, checkoutCustomerSchema, firstFieldErrors, formatJoinDate } from '@fresh-pouf/contracts';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, FormField, Input } from '@fresh-pouf/ui';
import { type FormEvent, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { CUSTOMER_FIELD_NAMES, type CustomerFormOutcome } from '../lib/customer-form-outcome';

type PostedForm = Extract<CustomerFormOutcome, { kind: 'form' }>;

interface CustomerFormProps {
  /** The server's checkout token for the form it draws (used only if the form is posted as HTML). */
  checkoutToken: string | undefined;
  /** What the form said when it was last posted as HTML: what was typed, the messages. */
  posted?: PostedForm | undefined;
  onDone: (customer: CheckoutCustomer) => void;
}

/**
 * A link with only the query parameters names a plan but nobody to bill: ask for the two things
 * the Early Bird form would have stored, with the waitlist's own rules and messages. A real form
 * that posts to this page (the checkout's server action sets the payment up), so it works before
 * the page's script; once taken over it is checked here and nothing is posted. Its fields are the
 * browser's own (uncontrolled), so what was typed before the takeover stays.
 */
export function CustomerForm({ checkoutToken, posted, onDone }: CustomerFormProps) {
  const { pathname, search } = useLocation();
  const [errors, setErrors] = useState<Record<string, string>>(posted?.errors ?? {});
  const formRef = useRef<HTMLFormElement>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const parsed = checkoutCustomerSchema.safeParse({
      fullName: data.get(CUSTOMER_FIELD_NAMES.fullName),
      email: data.get(CUSTOMER_FIELD_NAMES.email),
      joinDate: formatJoinDate(new Date()),
    });
    if (!parsed.success) {
      const next = firstFieldErrors(parsed.error);
      setErrors(next);
      const first = Object.keys(next)[0];
      if (first) formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    onDone(parsed.data);
  };

  return (
    <Card className="co-customer">
      <CardHeader>
        <CardTitle as="h2">Who is this subscription for?</CardTitle>
        <CardDescription>We send the receipt and delivery updates to this address.</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          ref={formRef}
          method="post"
          action={`${pathname}${search}`}
          onSubmit={submit}
          noValidate
          className="co-customer__form"
        >
          {posted?.message ? (
            <p className="co-customer__message" role="alert">
              {posted.message}
            </p>
          ) : null}
          {checkoutToken ? (
            <input type="hidden" name={CUSTOMER_FIELD_NAMES.checkoutToken} value={checkoutToken} />
          ) : null}
          <FormField id="co-customer-name" label="Full name" error={errors.fullName}>
            {(control) => (
              <Input
                {...control}
                name={CUSTOMER_FIELD_NAMES.fullName}
                autoComplete="name"
                defaultValue={posted?.values.fullName}
              />
            )}
          </FormField>
          <FormField id="co-customer-email" label="Email" error={errors.email}>
            {(control) => (
              <Input
                {...control}
                name={CUSTOMER_FIELD_NAMES.email}
                type="email"
                autoComplete="email"
                defaultValue={posted?.values.email}
              />
            )}
          </FormField>
          <Button type="submit">Continue to payment</Button>
        </form>
      </CardContent>
    </Card>
  );
}
