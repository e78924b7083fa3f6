import { pageTitle } from '@fresh-pouf/contracts/values';
import { Button } from '@fresh-pouf/ui';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { DiagnosticsCards } from '../features/diagnostics/components/diagnostics-cards';
import './diagnostics.css';

export function NotFoundRoute() {
  useEffect(() => {
    document.title = pageTitle('404 Page Not Found');
  }, []);
  return (
    <section className="shell-not-found" aria-labelledby="not-found-title">
      {/* One "404": the large figure is the start of the heading, which reads '404 Page Not Found'. */}
      <h1 id="not-found-title" className="shell-not-found__title">
        <span className="shell-not-found__code">404</span> Page Not Found
      </h1>
      <p>The page you are looking for doesn't exist.</p>
      <Button asChild>
        <Link to="/">Go back home</Link>
      </Button>
      {/* docs/product/overview.md#not-found-screen: the 404 screen carries the diagnostics cards too. */}
      <div className="shell-not-found__diagnostics">
        <DiagnosticsCards />
      </div>
    </section>
  );
}
