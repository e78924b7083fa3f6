import { lazy, Suspense, useState } from 'react';
import { useToast } from './use-toast';

// The package's own name, not a relative path: a build shares '@fresh-pouf/ui/toaster' as a
// singleton, so this loads the one toaster of the page.
const Toaster = lazy(() => import('@fresh-pouf/ui/toaster').then((module) => ({ default: module.Toaster })));

/**
 * The <Toaster/> (Radix Toast, about 8 KB gzip) loads with the first toast, not with the page:
 * most visits never see one. Mount it once, in the shell; remotes only call toast().
 */
export function DeferredToaster() {
  const { toasts } = useToast();
  const [wanted, setWanted] = useState(false);
  if (toasts.length > 0 && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
