import { useStore } from 'zustand';
import type { DuelStore } from '../../store/duelStore';
import { useSandbox } from '../../store/sandboxStore';

/** Undo, redo, branches and the way back to the setup, beside the board. */
export function SandboxPanel({ duel }: { duel: DuelStore }) {
  const undoCount = useStore(duel, (s) => s.undoCount ?? 0);
  const redoCount = useStore(duel, (s) => s.redoCount ?? 0);
  const branches = useSandbox((s) => s.branches);
  const active = useSandbox((s) => s.active);
  const { branchHere, switchTo, stop } = useSandbox.getState();
  return (
    <section className="sandbox-panel" aria-label="Sandbox">
      <div className="sandbox-panel__buttons">
        <button type="button" className="button" disabled={undoCount === 0} onClick={() => duel.getState().undo?.()}>
          Undo ({undoCount})
        </button>
        <button type="button" className="button" disabled={redoCount === 0} onClick={() => duel.getState().redo?.()}>
          Redo ({redoCount})
        </button>
        <button type="button" className="button" onClick={branchHere}>
          Branch from here
        </button>
        <button type="button" className="button button--quiet" onClick={stop}>
          Edit setup
        </button>
      </div>
      {branches.length > 1 && (
        <ol className="sandbox-panel__branches" aria-label="Branches">
          {branches.map((b, i) => (
            <li key={i}>
              <button type="button" className="button button--tiny" aria-current={i === active ? 'true' : undefined} disabled={i === active} onClick={() => switchTo(i)}>
                Branch {i + 1}
                {i === active ? ' (playing)' : ''} · turn {b.state.turn}
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
