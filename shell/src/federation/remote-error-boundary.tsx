import type { RemoteName } from '@fresh-pouf/contracts';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteFallback } from './remote-fallback';
import { RemoteUnavailableError } from './remote-unavailable-error';

interface Props {
  remote: RemoteName;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  failed: boolean;
  deployed: boolean;
}

/** Catches a remote that fails to load or throws while rendering, so the rest of the site lives on. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, deployed: true };

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, deployed: !(error instanceof RemoteUnavailableError) || error.deployed };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`[shell] the ${this.props.remote} module failed`, error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.failed) return <RemoteFallback deployed={this.state.deployed} onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}
