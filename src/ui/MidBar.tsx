import { HUMAN } from '../store/locate';
import type { StringKey } from '../i18n';
import { useDuel, useDuelStore } from './duelContext';
import { useT } from './useT';

const PHASES = ['draw', 'main', 'battle', 'end'] as const;

export function useStatus(): string {
  const t = useT();
  const state = useDuel((s) => s.state);
  const legal = useDuel((s) => s.legal);
  const selected = useDuel((s) => s.selected);
  const dragging = useDuel((s) => s.dragging);
  const p = state.pending;
  if (state.winner !== null) return t('status.over');
  if (!p) return '';
  if (p.player !== HUMAN) return state.turnPlayer === HUMAN ? t('status.waiting') : t('status.opponent');
  if (legal.length === 0) return '';
  if (dragging !== null) return t('status.drop');
  if (selected !== null) return t('status.pick');
  if (p.kind === 'main') return t('status.main');
  if (p.kind === 'battle') return t('status.battle');
  return t('status.prompt');
}

/** Turn, phase, the Battle Phase and End Turn buttons (not in a read-only replay), and one line of help. */
export function MidBar({ readOnly = false }: { readOnly?: boolean }) {
  const store = useDuelStore();
  const t = useT();
  const turn = useDuel((s) => s.shown.turn);
  const turnPlayer = useDuel((s) => s.shown.turnPlayer);
  const phase = useDuel((s) => s.shown.phase);
  const canBattle = useDuel((s) => s.legal.some((a) => a.type === 'enterBattle'));
  const canEnd = useDuel((s) => s.legal.some((a) => a.type === 'endTurn'));
  const yours = turnPlayer === HUMAN;
  return (
    <div className={`midbar${yours ? ' midbar--yours' : ' midbar--theirs'}`}>
      <div className="midbar__turn">
        <span className="midbar__turn-no">{t('duel.turn', { n: turn })}</span>
        <span className="midbar__who">{yours ? t('duel.yourTurn') : t('duel.theirTurn')}</span>
      </div>
      <ol className="phases" aria-label={t('duel.phase')}>
        {PHASES.map((key) => (
          <li key={key} className={`phases__item${phase === key ? ' phases__item--now' : ''}`} aria-current={phase === key ? 'step' : undefined}>
            {t(`phase.${key}` as StringKey)}
          </li>
        ))}
      </ol>
      {!readOnly && (
      <div className="midbar__buttons">
        <button
          type="button"
          className={`button button--battle${phase === 'battle' && yours ? ' button--now' : ''}`}
          disabled={!canBattle}
          onClick={() => store.getState().act({ type: 'enterBattle' })}
        >
          {t('duel.battle')}
        </button>
        <button type="button" className="button button--primary" disabled={!canEnd} onClick={() => store.getState().act({ type: 'endTurn' })}>
          {t('duel.endTurn')}
        </button>
      </div>
      )}
    </div>
  );
}
