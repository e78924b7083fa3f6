import { DATA_REQUEST_MESSAGES } from '@fresh-pouf/contracts';
import { Button, Card, CardContent, CardHeader, CardTitle, Spinner } from '@fresh-pouf/ui';
import { formatDateTime } from '../../lib/format';
import { useDataRequests } from './api/data-requests';
import { useMarkDataRequestDone } from './api/mark-data-request-done';

/** People who asked, from the unsubscribe page, to have their data erased: tasks until Done (admins only). */
export function DataRequestsCard() {
  const requests = useDataRequests();
  const done = useMarkDataRequestDone();

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{DATA_REQUEST_MESSAGES.tasksTitle}</CardTitle>
      </CardHeader>
      <CardContent>
        {requests.isPending ? (
          <Spinner label="Loading data requests" />
        ) : !requests.data?.length ? (
          <p className="fpa-muted">{DATA_REQUEST_MESSAGES.tasksEmpty}</p>
        ) : (
          <ul className="fpa-stack" aria-label={DATA_REQUEST_MESSAGES.tasksTitle}>
            {requests.data.map((request) => (
              <li key={request.id} className="fpa-row fpa-row--between">
                <span>
                  #{request.entryId} {request.fullName} ({request.email}), asked {formatDateTime(request.requestedAt)}
                </span>
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`${DATA_REQUEST_MESSAGES.doneButton}: ${request.fullName}`}
                  disabled={done.isPending}
                  onClick={() => done.mutate(request.id)}
                >
                  {DATA_REQUEST_MESSAGES.doneButton}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
