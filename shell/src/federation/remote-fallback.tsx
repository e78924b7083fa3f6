import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@fresh-pouf/ui';

export function RemoteFallback({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="shell-fallback">
      <Card role="alert">
        <CardHeader>
          <CardTitle>This part of the page didn't load</CardTitle>
          <CardDescription>
            We couldn't reach this section of Fresh Pouf just now. The rest of the site still works. Check your
            connection and try again.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button onClick={onRetry}>Try again</Button>
        </CardContent>
      </Card>
    </div>
  );
}
