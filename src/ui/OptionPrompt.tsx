import { cardDef, type Action } from '../engine/play';
import { useEffectText } from './useEffectText';
import { useDuel, useDuelStore } from './duelContext';
import { PromptShell } from './PromptShell';
import { useCardName, useEngineText, useT } from './useT';
import { answerOrder } from './promptWords';

/** An effect asks a question (yes/no, a position...): one button per answer. */
export function OptionPrompt() {
  const store = useDuelStore();
  const state = useDuel((s) => s.state);
  const cardName = useCardName();
  const effectText = useEffectText(state);
  const text = useEngineText();
  const t = useT();
  const p = state.pending;
  if (p?.kind !== 'option') return null;
  const source = state.frame ? cardDef(state, state.frame.scriptCard) : null;
  const act = (a: Action): void => store.getState().act(a);
  return (
    <PromptShell title={source ? t('prompt.about', { card: cardName(source), q: text(p.title, state) }) : text(p.title, state)}>
      {source && (
        <p className="prompt__hint">
          {cardName(source)}: {effectText(source.id) ?? ''}
        </p>
      )}
      <div className="prompt__actions">
        {answerOrder(p.options).map((index) => {
          const o = p.options[index];
          return (
            o && (
              <button key={index} type="button" className={`button${o.code === 'opt.yes' ? ' button--primary' : ''}`} onClick={() => act({ type: 'option', index })}>
                {text(o, state)}
              </button>
            )
          );
        })}
      </div>
    </PromptShell>
  );
}
