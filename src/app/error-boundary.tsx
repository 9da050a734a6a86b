import { Component, type ErrorInfo, type ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button';

type Props = {
  children: ReactNode;
  /** A new key (a navigation) gives the content a fresh start. */
  resetKey: string;
  /** What shows instead of the content; the recoverable screen when not given. */
  fallback?: ReactNode;
};
type State = { error: unknown; resetKey: string };

/**
 * A screen with a way out instead of a blank page. 'Try again' renders the content again (a page
 * whose code failed to load fetches it again), and so does the browser coming back online.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  private readonly retry = () => this.setState({ error: null });

  override componentDidMount() {
    window.addEventListener('online', this.retry);
  }

  override componentWillUnmount() {
    window.removeEventListener('online', this.retry);
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Page failed to render', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    if (this.props.fallback !== undefined) return this.props.fallback;
    return (
      <div
        role="alert"
        className="flex min-h-[60dvh] flex-col items-center justify-center gap-4 p-6 text-center"
      >
        <h1 className="text-2xl font-semibold">Something went wrong</h1>
        <p className="max-w-md text-slate-600">
          This page could not be shown. Check your connection and try again; if it keeps happening,
          contact our team.
        </p>
        <div className="flex gap-3">
          <button type="button" className={buttonClass('primary')} onClick={this.retry}>
            Try again
          </button>
          <a className={buttonClass('secondary')} href="/">
            Go to home
          </a>
        </div>
      </div>
    );
  }
}
