import { Toaster } from '@fresh-pouf/ui/toaster';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PreloadedRemotes, type PreloadedRemoteMap } from '../federation/preloaded-remotes';

interface AppProps {
  queryClient: QueryClient;
  /** The router with the route table inside: BrowserRouter in the browser, StaticRouter on the server. */
  children: ReactNode;
  /** Remote Apps loaded before the first render (server rendering and hydration). */
  preloaded?: PreloadedRemoteMap;
  /** False on an islands page: the browser never takes #root over, and its islands' toaster is mounted beside it. */
  toaster?: boolean;
}

/** The providers every screen renders in, the same on the server and in the browser. */
export function App({ queryClient, children, preloaded = new Map(), toaster = true }: AppProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <PreloadedRemotes value={preloaded}>{children}</PreloadedRemotes>
      {toaster ? <Toaster /> : null}
    </QueryClientProvider>
  );
}
