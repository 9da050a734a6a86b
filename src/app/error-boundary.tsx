import { Component, type ErrorInfo, type ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button';
import { useLocale } from '@/lib/i18n/locale';
import { textsNow } from '@/lib/i18n/texts';
import { onConnection, useOffline } from '@/lib/online';
import { appTexts } from './texts';
import { retryFailedPages } from './lazy-component';

type Props = {
  children: ReactNode;
  /** A new key (a navigation) gives the content a fresh start. */
  resetKey: string;
  /** What shows instead of the content; the recoverable screen when not given. */
  fallback?: ReactNode;
};
/** `retried`: the content was rendered again here after a failure. */
type State = { error: unknown; resetKey: string; retried: boolean };

/**
 * A screen with a way out instead of a blank page. 'Try again' renders the content again (a page
 * whose code failed to load fetches it again), and so does the browser coming back online; when
 * that fails too, 'Try again' reloads the page.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey, retried: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey
      ? null
      : { error: null, resetKey: props.resetKey, retried: false };
  }

  private readonly retry = () => {
    if (!this.state.error) return;
    retryFailedPages();
    this.setState({ error: null, retried: true });
  };

  /** A second failure reloads the page: its code may have moved on (a deploy since it loaded). */
  private readonly tryAgain = () => (this.state.retried ? window.location.reload() : this.retry());

  /** The browser coming back online renders the content again, a moment later. */
  private stopListening: (() => void) | undefined;

  override componentDidMount() {
    this.stopListening = onConnection(this.retry);
  }

  override componentWillUnmount() {
    this.stopListening?.();
  }

  // Telemetry hears of it from the React root's onCaughtError (src/app/root-errors.ts), once.
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Page failed to render', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    if (this.props.fallback !== undefined) return this.props.fallback;
    return <FailedScreen onTryAgain={this.tryAgain} />;
  }
}

/**
 * The recoverable screen. Its texts never wait: a screen shown because something failed must not
 * fail or suspend in turn (its Hindi may be what could not load), so it reads as English until
 * the Hindi is in, and follows a switch.
 */
function FailedScreen({ onTryAgain }: { onTryAgain: () => void }) {
  useLocale();
  const t = textsNow(appTexts);
  // A page whose code could not arrive offline says so; it loads by itself once back online.
  const offline = useOffline();
  return (
    <div
      role="alert"
      className="flex min-h-[60dvh] flex-col items-center justify-center gap-4 p-6 text-center"
    >
      <h1 className="text-2xl font-semibold">{offline ? t.offlineTitle : t.failedTitle}</h1>
      <p className="max-w-md text-slate-600">{offline ? t.offlineText : t.failedText}</p>
      <div className="flex gap-3">
        <button type="button" className={buttonClass('primary')} onClick={onTryAgain}>
          {t.tryAgain}
        </button>
        <a className={buttonClass('secondary')} href="/">
          {t.goHome}
        </a>
      </div>
    </div>
  );
}
