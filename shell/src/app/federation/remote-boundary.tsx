import { Component, type ErrorInfo, type ReactNode } from 'react';
import { MESSAGES } from '@akiya/contracts';
import { QueryError, Spinner } from '@akiya/shared-ui';
import { getRemoteFailure, isChunkLoadError } from './remote-failures';
import { diagnoseLoadFailure, sharedVersionRefusal, type RemoteFailureCause } from './diagnose-failure';
import { chunkReloadAllowed, reloadForChunkError } from './chunk-reload';
import { serverRemoteHtml } from './server-html';
import styles from './remote-boundary.module.css';

interface Props {
  remote: string;
  /** The remote's entry (manifest URL), asked again to tell a server fault from an unreachable remote. */
  entry?: string;
  /** Changes on navigation (the path): an error shown for the previous page is dropped. */
  resetKey?: string;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: unknown;
  /** A chunk failed and the page is about to reload: show the loading state, not the error panel. */
  reloading: boolean;
  /**
   * null until componentDidCatch has looked at the error, and for a load failure until the diagnosis
   * has answered (a neutral loading state is shown meanwhile, never a guess).
   */
  cause: RemoteFailureCause | null;
}

function isChunkFailure(error: unknown): boolean {
  return isChunkLoadError(error) || isChunkLoadError((error as { cause?: unknown })?.cause);
}

const PANEL_MESSAGE: Record<RemoteFailureCause, string> = {
  network: MESSAGES.remoteLoadFailed,
  unavailable: MESSAGES.remoteUnavailable,
  server: MESSAGES.remoteServerFailed,
  crash: MESSAGES.remoteCrashed,
};

/** Error boundary around one remote: its failure never takes the layout or other remotes down. */
export class RemoteBoundary extends Component<Props, State> {
  override state: State = { error: null, reloading: false, cause: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, reloading: isChunkFailure(error) && chunkReloadAllowed(), cause: null };
  }

  private loadFailed(error: unknown): boolean {
    return isChunkFailure(error) || getRemoteFailure(this.props.remote) !== undefined;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (isChunkFailure(error)) {
      if (reloadForChunkError()) return;
      // Throttled (another reload happened meanwhile): show the error after all.
      if (this.state.reloading) this.setState({ reloading: false });
    }
    console.error(`[shell] remote "${this.props.remote}" failed`, error, info.componentStack);
    if (!this.loadFailed(error)) {
      this.setState({ cause: 'crash' });
      return;
    }
    const refusal = sharedVersionRefusal(error);
    if (refusal) {
      // Built against a shared version the page does not have: say so in the log, and in the panel
      // that the fault is ours, not the connection's.
      console.error(`[shell] remote "${this.props.remote}" needs a shared version this page cannot give it: ${refusal}`);
      this.setState({ cause: 'server' });
      return;
    }
    // Whose fault it is (the remote, our server, or the visitor's connection) is asked before any
    // words are shown: until the diagnosis answers (3 s at most) the panel's place shows a spinner.
    const failed = error;
    void diagnoseLoadFailure(this.props.entry).then((cause) => {
      if (this.state.error === failed) this.setState({ cause });
    });
  }

  override componentDidUpdate(prev: Props): void {
    // A visitor who navigates on (a header link, back) gets a fresh try at the new page.
    if (prev.resetKey !== this.props.resetKey && this.state.error) {
      const wasLoadFailure = this.state.cause !== 'crash';
      this.setState({ error: null, reloading: false, cause: null });
      if (wasLoadFailure) this.props.onRetry();
    }
  }

  /**
   * The server's HTML of this page when the remote's code did not load (not after a crash): read-only,
   * its links are ordinary links, and a navigation to this remote then opens the page in full
   * (remote-outlet.tsx), rendered by the server.
   */
  private degradedPage() {
    if (typeof window === 'undefined') return null;
    const html = serverRemoteHtml(this.props.remote, window.location.pathname);
    if (!html) return null;
    return <div data-remote-root={this.props.remote} data-degraded="true" dangerouslySetInnerHTML={{ __html: html }} />;
  }

  private retry = () => {
    this.setState({ error: null, reloading: false, cause: null });
    this.props.onRetry();
  };

  override render() {
    // The page reloads itself in a moment: an error panel flashing before it would mislead.
    if (this.state.error && this.state.reloading) return <Spinner />;
    if (this.state.error) {
      if (this.state.cause === null && this.loadFailed(this.state.error)) {
        // Diagnosing: the server's HTML of the page (if any) already shows below, the words follow.
        return (
          <>
            <section className={styles.panel} data-testid="remote-error-checking" data-remote={this.props.remote} aria-busy="true">
              <Spinner />
            </section>
            {this.degradedPage()}
          </>
        );
      }
      const cause = this.state.cause ?? 'crash';
      return (
        <>
          <section
            className={styles.panel}
            data-testid="remote-error"
            data-remote={this.props.remote}
            data-cause={cause}
          >
            <QueryError message={PANEL_MESSAGE[cause]} onRetry={this.retry} />
          </section>
          {cause === 'crash' ? null : this.degradedPage()}
        </>
      );
    }
    return this.props.children;
  }
}
