import { Component, type ErrorInfo, type ReactNode } from 'react';
import { MESSAGES } from '@akiya/contracts';
import { QueryError } from '@akiya/shared-ui';
import { isChunkLoadError } from './remote-failures';
import { reloadForChunkError } from './chunk-reload';
import styles from './remote-boundary.module.css';

interface Props {
  remote: string;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: unknown;
}

/** Error boundary around one remote: its failure never takes the layout or other remotes down. */
export class RemoteBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    const cause = (error as { cause?: unknown })?.cause;
    if (isChunkLoadError(error) || isChunkLoadError(cause)) {
      if (reloadForChunkError()) return;
    }
    console.error(`[shell] remote "${this.props.remote}" failed`, error, info.componentStack);
  }

  private retry = () => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  override render() {
    if (this.state.error) {
      return (
        <section className={styles.panel} data-testid="remote-error" data-remote={this.props.remote}>
          <QueryError message={MESSAGES.remoteLoadFailed} onRetry={this.retry} />
        </section>
      );
    }
    return this.props.children;
  }
}
