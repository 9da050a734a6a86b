import { Component, type ErrorInfo, type ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button';

type Props = { children: ReactNode; resetKey: string };
type State = { error: unknown; resetKey: string };

/** The last line of defence: a screen with a way out instead of a blank page. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  /** Navigating elsewhere gives the new page a fresh start. */
  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Page failed to render', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div
        role="alert"
        className="flex min-h-[60dvh] flex-col items-center justify-center gap-4 p-6 text-center"
      >
        <h1 className="text-2xl font-semibold">Something went wrong</h1>
        <p className="max-w-md text-slate-600">
          This page could not be shown. Please try again; if it keeps happening, contact our team.
        </p>
        <div className="flex gap-3">
          <button
            type="button"
            className={buttonClass('primary')}
            onClick={() => window.location.reload()}
          >
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
