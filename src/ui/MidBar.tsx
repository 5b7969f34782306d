import { HUMAN } from '../store/locate';
import { useDuel, useDuelStore } from './duelContext';

const PHASES = [
  ['draw', 'Draw'],
  ['main', 'Main'],
  ['battle', 'Battle'],
  ['end', 'End'],
] as const;

export function useStatus(): string {
  const state = useDuel((s) => s.state);
  const legal = useDuel((s) => s.legal);
  const selected = useDuel((s) => s.selected);
  const dragging = useDuel((s) => s.dragging);
  const p = state.pending;
  if (state.winner !== null) return 'The duel is over.';
  if (!p) return '';
  if (p.player !== HUMAN) return state.turnPlayer === HUMAN ? 'Waiting for the opponent…' : 'Opponent is playing…';
  if (legal.length === 0) return '';
  if (dragging !== null) return 'Drop it on a highlighted place.';
  if (selected !== null) return 'Pick an action, or tap a highlighted place.';
  if (p.kind === 'main') return 'Your Main Phase: drag a card, or tap it for its actions.';
  if (p.kind === 'battle') return 'Battle Phase: drag an attacker onto a target, or tap it.';
  return 'Answer the prompt.';
}

/** Turn, phase, the Battle Phase and End Turn buttons, and one line of help. */
export function MidBar() {
  const store = useDuelStore();
  const turn = useDuel((s) => s.shown.turn);
  const turnPlayer = useDuel((s) => s.shown.turnPlayer);
  const phase = useDuel((s) => s.shown.phase);
  const canBattle = useDuel((s) => s.legal.some((a) => a.type === 'enterBattle'));
  const canEnd = useDuel((s) => s.legal.some((a) => a.type === 'endTurn'));
  const yours = turnPlayer === HUMAN;
  return (
    <div className={`midbar${yours ? ' midbar--yours' : ' midbar--theirs'}`}>
      <div className="midbar__turn">
        <span className="midbar__turn-no">Turn {turn}</span>
        <span className="midbar__who">{yours ? 'Your turn' : "Opponent's turn"}</span>
      </div>
      <ol className="phases" aria-label="Phase">
        {PHASES.map(([key, label]) => (
          <li key={key} className={`phases__item${phase === key ? ' phases__item--now' : ''}`} aria-current={phase === key ? 'step' : undefined}>
            {label}
          </li>
        ))}
      </ol>
      <div className="midbar__buttons">
        <button
          type="button"
          className={`button button--battle${phase === 'battle' && yours ? ' button--now' : ''}`}
          disabled={!canBattle}
          onClick={() => store.getState().act({ type: 'enterBattle' })}
        >
          Battle Phase
        </button>
        <button type="button" className="button button--primary" disabled={!canEnd} onClick={() => store.getState().act({ type: 'endTurn' })}>
          End Turn
        </button>
      </div>
    </div>
  );
}
