import { Component, type ErrorInfo, type ReactNode } from 'react';
import { translate, type Lang } from '../i18n';

interface Props {
  /** Back to the start screen, keeping the saved duel. */
  onBack: () => void;
  /** Back, discarding the saved duel. */
  onDiscard: () => void;
  /** Whether a duel is on show: only then is there a saved duel to keep or discard. */
  duel: boolean;
  lang: Lang;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** If drawing a screen ever fails, say so and offer a way out instead of a blank page. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.warn('The duel screen failed to draw:', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.error) return this.props.children;
    const t = (key: Parameters<typeof translate>[1], vars?: Record<string, string>) => translate(this.props.lang, key, vars);
    const leave = (how: () => void) => () => {
      this.setState({ error: null });
      how();
    };
    const message = this.state.error.message.slice(0, 200);
    // Another screen (the replays, the deck builder) has no saved duel to discard: just a way back.
    if (!this.props.duel) {
      return (
        <main className="start">
          <p className="start__error" role="alert">
            {t('error.screen', { message })}
          </p>
          <button type="button" className="button button--primary button--big" onClick={leave(this.props.onBack)}>
            {t('error.toStart')}
          </button>
        </main>
      );
    }
    return (
      <main className="start">
        <p className="start__error" role="alert">
          {t('error.drawing', { message })}
        </p>
        <button type="button" className="button button--primary button--big" onClick={leave(this.props.onBack)}>
          {t('error.backKeep')}
        </button>
        <button type="button" className="button button--big" onClick={leave(this.props.onDiscard)}>
          {t('saved.discard')}
        </button>
      </main>
    );
  }
}
