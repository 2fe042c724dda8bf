import { Component, type ReactNode } from 'react';
import { PageState } from '@universo/platform';

interface RemoteBoundaryProps {
  remoteName: string;
  /** Changing it (a new pathname) clears a previous error. */
  resetKey: string;
  onRetry: () => void;
  children: ReactNode;
}

interface RemoteBoundaryState {
  failed: boolean;
}

/** Keeps a remote that cannot load or crashes inside its own box: the rest of the site keeps working. */
export class RemoteBoundary extends Component<RemoteBoundaryProps, RemoteBoundaryState> {
  override state: RemoteBoundaryState = { failed: false };

  static getDerivedStateFromError(): RemoteBoundaryState {
    return { failed: true };
  }

  override componentDidUpdate(previous: RemoteBoundaryProps): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  private readonly retry = () => {
    this.setState({ failed: false });
    this.props.onRetry();
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="uf-container" data-remote-error={this.props.remoteName}>
        <PageState
          status="error"
          headingLevel={1}
          title="Esta sección no se pudo cargar"
          message="Parece que esta parte del universo está descansando. Revisa tu conexión e inténtalo de nuevo."
          onRetry={this.retry}
        />
      </div>
    );
  }
}
