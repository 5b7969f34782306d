import { useUiStore } from '../store/uiStore';
import { DuelBoard } from './DuelBoard';

export function App() {
  const status = useUiStore((s) => s.status);
  const startDuel = useUiStore((s) => s.startDuel);

  return (
    <div className="app">
      <header className="app__header">
        <h1 className="app__title">Rush Duel Simulator</h1>
        <button type="button" className="button button--primary" onClick={startDuel}>
          Start duel
        </button>
      </header>
      <p className="app__status" role="status">
        {status === 'requested' ? 'The duel engine is not connected yet: this board is a preview.' : ''}
      </p>
      <main className="app__main">
        <DuelBoard />
      </main>
    </div>
  );
}
