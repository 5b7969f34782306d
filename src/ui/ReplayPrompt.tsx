import { cardDef, type Action } from '../engine/play';
import { cardRef, msg } from '../i18n';
import { actionMsg } from '../store/actionLabel';
import { useDuel, useDuelStore } from './duelContext';
import { PromptShell } from './PromptShell';
import { useSay, useT } from './useT';

/** The opponent's monsters changed after an attack was declared: a new target, or stop. */
export function ReplayPrompt() {
  const store = useDuelStore();
  const state = useDuel((s) => s.state);
  const legal = useDuel((s) => s.legal);
  const t = useT();
  const say = useSay();
  const p = state.pending;
  if (p?.kind !== 'attackReplay') return null;
  const act = (a: Action): void => store.getState().act(a);
  return (
    <PromptShell title={say(msg('prompt.replayTitle', { card: cardRef(cardDef(state, p.attacker)) }))}>
      <p className="prompt__hint">{t('prompt.replayHint')}</p>
      <div className="prompt__actions prompt__actions--column">
        {legal.map((a) => (
          <button key={JSON.stringify(a)} type="button" className={`button${a.type === 'cancel' ? '' : ' button--battle'}`} onClick={() => act(a)}>
            {a.type === 'cancel' ? t('prompt.stopAttack') : say(actionMsg(state, a))}
          </button>
        ))}
      </div>
    </PromptShell>
  );
}
