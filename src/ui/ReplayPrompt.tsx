import { cardDef, type Action } from '../engine';
import { actionLabel } from '../store/actionLabel';
import { useDuel, useDuelStore } from './duelContext';
import { PromptShell } from './PromptShell';

/** The opponent's monsters changed after an attack was declared: a new target, or stop. */
export function ReplayPrompt() {
  const store = useDuelStore();
  const state = useDuel((s) => s.state);
  const legal = useDuel((s) => s.legal);
  const p = state.pending;
  if (p?.kind !== 'attackReplay') return null;
  const act = (a: Action): void => store.getState().act(a);
  return (
    <PromptShell title={`Replay: ${cardDef(state, p.attacker).name}`}>
      <p className="prompt__hint">The opponent&apos;s monsters changed. Choose a new target, or stop this attack.</p>
      <div className="prompt__actions prompt__actions--column">
        {legal.map((a) => (
          <button key={JSON.stringify(a)} type="button" className={`button${a.type === 'cancel' ? '' : ' button--battle'}`} onClick={() => act(a)}>
            {a.type === 'cancel' ? 'Stop the attack' : actionLabel(state, a)}
          </button>
        ))}
      </div>
    </PromptShell>
  );
}
