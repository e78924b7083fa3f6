import { BRAND, pageTitle, LEGAL_DOCUMENTS, type LegalDocumentId } from '@fresh-pouf/contracts';
import { Button, Card, CardContent, Skeleton } from '@fresh-pouf/ui';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLegalDocument } from '../api/legal-document';
import './legal.css';

/** US long date of an ISO day ('2026-11-23' → 'November 23, 2026'), the same on server and browser. */
export function longDate(isoDay: string): string {
  return new Date(`${isoDay}T00:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/**
 * The Privacy Policy or the Terms of Service: title, version and effective date, then the text.
 * The title shows at once (it is known here); the text comes from bff-public.
 */
export function LegalPage({ id }: { id: LegalDocumentId }) {
  const { title } = LEGAL_DOCUMENTS[id];
  const navigate = useNavigate();
  const { data, isPending, isError, refetch, isFetching } = useLegalDocument(id);

  // Links between the documents stay in the page instead of reloading the site.
  const followInternalLink = (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as HTMLElement).closest('a');
    const href = link?.getAttribute('href');
    if (
      !href?.startsWith('/') ||
      href.startsWith('//') ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey
    )
      return;
    event.preventDefault();
    navigate(href);
  };

  return (
    <article className="mk-legal" aria-busy={isPending}>
      <title>{pageTitle(title)}</title>
      <header className="mk-legal__header">
        <h1 className="mk-legal__title">{title}</h1>
        {data ? (
          <p className="mk-legal__meta" data-testid="legal-meta">
            <span>Version {data.version}</span> ·{' '}
            <span>
              Effective <time dateTime={data.effectiveDate}>{longDate(data.effectiveDate)}</time>
            </span>
          </p>
        ) : null}
      </header>
      {isPending ? (
        <div aria-label={`Loading the ${title}`} data-testid="legal-skeleton">
          <Skeleton className="mk-legal__skeleton" />
          <Skeleton className="mk-legal__skeleton" />
          <Skeleton className="mk-legal__skeleton mk-legal__skeleton--short" />
        </div>
      ) : isError ? (
        <Card role="alert">
          <CardContent className="mk-legal__error">
            <p>{`We could not load the ${title} just now. Please try again, or write to ${BRAND.contactEmail}.`}</p>
            <Button variant="outline" onClick={() => void refetch()} disabled={isFetching}>
              Try again
            </Button>
          </CardContent>
        </Card>
      ) : (
        // Sanitised by bff-public (markdown-it, then sanitize-html: text markup and links only).
        <div className="mk-legal__body" onClick={followInternalLink} dangerouslySetInnerHTML={{ __html: data.html }} />
      )}
    </article>
  );
}
