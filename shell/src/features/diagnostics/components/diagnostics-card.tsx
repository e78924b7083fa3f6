import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@fresh-pouf/ui';
import type { ReactNode } from 'react';

interface DiagnosticsCardProps {
  /** The title's id, which names the card. */
  titleId: string;
  title: string;
  description?: ReactNode;
  /** Buttons under the content, when the card has any to offer. */
  footer?: ReactNode;
  busy?: boolean;
  className?: string;
  children: ReactNode;
}

/** A diagnostics card as each one is laid out: titled (h2) and described, its content, then its buttons. */
export function DiagnosticsCard({
  titleId,
  title,
  description,
  footer,
  busy,
  className,
  children,
}: DiagnosticsCardProps) {
  return (
    <Card aria-labelledby={titleId} aria-busy={busy} className={className}>
      <CardHeader>
        <CardTitle as="h2" id={titleId}>
          {title}
        </CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent>{children}</CardContent>
      {footer ? <CardFooter>{footer}</CardFooter> : null}
    </Card>
  );
}
