import { Component, type ErrorInfo, type ReactNode } from 'react';
import { translate, type Lang } from '../i18n';

/**
 * Leaves for a clean start: the address loses any link or screen (#scenario=..., #/duel), so the
 * page that failed is not opened again, and the page reloads from its plain address.
 */
export function leaveToStart(): void {
  window.history.replaceState(null, '', window.location.pathname + window.location.search);
  window.location.reload();
}

/** A link (#scenario=, #deck=, #replay=) is taken out of the address at once: a reload must not meet it again. */
export function dropLinkFromAddress(): void {
  if (/^#(scenario|deck|replay)=/.test(window.location.hash)) window.history.replaceState(null, '', window.location.pathname + window.location.search);
}

const describeError = (e: unknown): string => (e instanceof Error ? `${e.name}: ${e.message}` : String(e)).slice(0, 200);

/** What the player sees when the app could not start or draw at all: what happened, and a way back. */
export function StartFailed({ error, lang }: { error: unknown; lang: Lang }) {
  return (
    <main className="start">
      <h1 className="start__title">{translate(lang, 'app.title')}</h1>
      <p className="start__error" role="alert">
        {translate(lang, 'error.startup', { message: describeError(error) })}
      </p>
      <button type="button" className="button button--primary button--big" onClick={leaveToStart}>
        {translate(lang, 'error.toStart')}
      </button>
    </main>
  );
}

/** Around the whole app: the screens' own boundary (ErrorBoundary) cannot catch what fails around them. */
export class AppBoundary extends Component<{ lang: () => Lang; children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown): { error: unknown } {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    dropLinkFromAddress();
    console.warn('The app failed to draw:', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.error === null ? this.props.children : <StartFailed error={this.state.error} lang={this.props.lang()} />;
  }
}
