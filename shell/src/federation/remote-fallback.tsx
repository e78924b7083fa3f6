import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@fresh-pouf/ui';
import { Link } from 'react-router-dom';
import { PagePlaceholderGone } from './page-placeholder';

interface RemoteFallbackProps {
  /** False when this part of the site is not released yet: retrying cannot help then. */
  deployed: boolean;
  onRetry: () => void;
}

export function RemoteFallback({ deployed, onRetry }: RemoteFallbackProps) {
  return (
    <div className="shell-fallback">
      <PagePlaceholderGone />
      <Card role="alert">
        <CardHeader>
          <CardTitle>
            {deployed ? "This part of the page didn't load" : "This part of Fresh Pouf isn't open yet"}
          </CardTitle>
          <CardDescription>
            {deployed
              ? "We couldn't reach this section of Fresh Pouf just now. The rest of the site still works. Check your connection and try again."
              : "We're still putting the finishing touches on this page. Everything else on the site works, and we'll open this part soon."}
          </CardDescription>
        </CardHeader>
        <CardContent className="shell-fallback__actions">
          {deployed ? (
            <Button onClick={onRetry}>Try again</Button>
          ) : (
            <Button asChild>
              <Link to="/">Go back home</Link>
            </Button>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
