import { pageTitle } from '@fresh-pouf/contracts/values';
import { Button } from '@fresh-pouf/ui';
import './diagnostics.css';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { DiagnosticsCards } from '../features/diagnostics/components/diagnostics-cards';

/** /diagnostics and /test123: the same screen on both paths (docs/product/e-mails.md#diagnostics-screen). */
export function DiagnosticsRoute() {
  useEffect(() => {
    document.title = pageTitle('System Diagnostics');
  }, []);
  return (
    <section className="shell-diagnostics" aria-labelledby="diagnostics-title">
      <header className="shell-diagnostics__header">
        <h1 id="diagnostics-title">System Diagnostics</h1>
        <Button asChild variant="outline">
          <Link to="/">Return to Home</Link>
        </Button>
      </header>
      <DiagnosticsCards />
    </section>
  );
}
