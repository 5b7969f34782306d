import { useStore } from 'zustand';
import type { DuelStore } from '../../store/duelStore';
import { useSandbox } from '../../store/sandboxStore';
import { useTrainerT } from '../trainer/useTrainerT';

/** Undo, redo, branches and the way back to the setup, beside the board. */
export function SandboxPanel({ duel }: { duel: DuelStore }) {
  const undoCount = useStore(duel, (s) => s.undoCount ?? 0);
  const redoCount = useStore(duel, (s) => s.redoCount ?? 0);
  const branches = useSandbox((s) => s.branches);
  const active = useSandbox((s) => s.active);
  const { branchHere, switchTo, stop } = useSandbox.getState();
  const t = useTrainerT();
  return (
    <section className="sandbox-panel" aria-label={t('sb.title')}>
      <div className="sandbox-panel__buttons">
        <button type="button" className="button" disabled={undoCount === 0} onClick={() => duel.getState().undo?.()}>
          {t('sb.undo', { n: undoCount })}
        </button>
        <button type="button" className="button" disabled={redoCount === 0} onClick={() => duel.getState().redo?.()}>
          {t('sb.redo', { n: redoCount })}
        </button>
        <button type="button" className="button" onClick={branchHere}>
          {t('sb.branch')}
        </button>
        <button type="button" className="button button--quiet" onClick={stop}>
          {t('sb.edit')}
        </button>
      </div>
      {branches.length > 1 && (
        <ol className="sandbox-panel__branches" aria-label={t('sb.branches')}>
          {branches.map((b, i) => (
            <li key={i}>
              <button type="button" className="button button--tiny" aria-current={i === active ? 'true' : undefined} disabled={i === active} onClick={() => switchTo(i)}>
                {t(i === active ? 'sb.branchPlaying' : 'sb.branchN', { i: i + 1, turn: b.state.turn })}
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
