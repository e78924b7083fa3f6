import { lazy, Suspense, useEffect, useState } from 'react';
import { useToast } from './use-toast';

// The package's own name, not a relative path: a build shares '@fresh-pouf/ui/toaster' as a
// singleton, so this loads the one toaster of the page.
const loadToaster = () => import('@fresh-pouf/ui/toaster');
const Toaster = lazy(() => loadToaster().then((module) => ({ default: module.Toaster })));

// What a visitor does before a toast: a press, a key, or reaching a field. Its code is fetched
// then, so the toast that follows shows at once, as if it had been there from the start.
const FIRST_GESTURES = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * The <Toaster/> (Radix Toast, about 10 KB gzip) loads with the visitor's first press, key or field,
 * not with the page (most visits never see a toast), and is mounted with the first toast.
 * Mount it once, in the shell; remotes only call toast().
 */
export function DeferredToaster() {
  const { toasts } = useToast();
  const [wanted, setWanted] = useState(false);
  if (toasts.length > 0 && !wanted) setWanted(true);
  useEffect(() => {
    const warm = () => {
      for (const type of FIRST_GESTURES) document.removeEventListener(type, warm, true);
      void loadToaster();
    };
    for (const type of FIRST_GESTURES) document.addEventListener(type, warm, true);
    return () => {
      for (const type of FIRST_GESTURES) document.removeEventListener(type, warm, true);
    };
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
