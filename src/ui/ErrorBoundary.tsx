import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  onBack: () => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** If drawing the duel ever fails, say so and offer a way out instead of a blank page. */
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
    return (
      <main className="start">
        <p className="start__error" role="alert">
          Something went wrong while drawing the duel: {this.state.error.message}
        </p>
        <button
          type="button"
          className="button button--primary button--big"
          onClick={() => {
            this.setState({ error: null });
            this.props.onBack();
          }}
        >
          Back
        </button>
      </main>
    );
  }
}
