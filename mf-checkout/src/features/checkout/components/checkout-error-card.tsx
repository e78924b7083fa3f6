import { CHECKOUT_MESSAGES } from '@fresh-pouf/contracts';
import { Button, Card, CardDescription, CardFooter, CardHeader, CardTitle } from '@fresh-pouf/ui';
import { useNavigate } from 'react-router-dom';

export const ERROR_CARD_TITLE = 'Checkout is not available';

interface CheckoutErrorCardProps {
  message: string;
  detail?: string | undefined;
  title?: string;
  /** A notice (check your inbox) is news, not an alarm: a polite status, not an alert. */
  tone?: 'error' | 'notice';
}

export function CheckoutErrorCard({ message, detail, title = ERROR_CARD_TITLE, tone = 'error' }: CheckoutErrorCardProps) {
  const navigate = useNavigate();
  // history.state.idx is react-router's position: 0 means this page opened the tab.
  const goBack = () => {
    const idx: unknown = (window.history.state as { idx?: unknown } | null)?.idx;
    if (typeof idx === 'number' && idx > 0) navigate(-1);
    else navigate('/');
  };
  return (
    <Card className={tone === 'error' ? 'co-error' : 'co-notice'} role={tone === 'error' ? 'alert' : 'status'}>
      <CardHeader>
        <CardTitle as="h2">{title}</CardTitle>
        <CardDescription>{message}</CardDescription>
        {detail && detail !== message ? <CardDescription>{detail}</CardDescription> : null}
      </CardHeader>
      <CardFooter>
        <Button variant="outline" onClick={goBack}>
          {CHECKOUT_MESSAGES.goBack}
        </Button>
      </CardFooter>
    </Card>
  );
}
