import { type CheckoutCustomer, checkoutCustomerSchema, firstFieldErrors, formatJoinDate } from '@fresh-pouf/contracts';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, FormField, Input } from '@fresh-pouf/ui';
import { type FormEvent, useState } from 'react';

/**
 * A link with only the query parameters names a plan but nobody to bill: ask for the two
 * things the Early Bird form would have stored, with the waitlist's own rules and messages.
 */
export function CustomerForm({ onDone }: { onDone: (customer: CheckoutCustomer) => void }) {
  const [fullName, setFullName] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = checkoutCustomerSchema.safeParse({ fullName, email, joinDate: formatJoinDate(new Date()) });
    if (!parsed.success) {
      setErrors(firstFieldErrors(parsed.error));
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
        <form onSubmit={submit} noValidate className="co-customer__form">
          <FormField label="Full name" error={errors.fullName}>
            {(control) => <Input {...control} autoComplete="name" value={fullName} onChange={(e) => setFullName(e.target.value)} />}
          </FormField>
          <FormField label="Email" error={errors.email}>
            {(control) => (
              <Input {...control} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
            )}
          </FormField>
          <Button type="submit">Continue to payment</Button>
        </form>
      </CardContent>
    </Card>
  );
}
