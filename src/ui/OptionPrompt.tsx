import { cardDef, type Action } from '../engine/play';
import { useEffectText } from './useEffectText';
import { useDuel, useDuelStore } from './duelContext';
import { PromptShell } from './PromptShell';
import { useCardName, useEngineText } from './useT';

/** An effect asks a question (yes/no, a position...): one button per answer. */
export function OptionPrompt() {
  const store = useDuelStore();
  const state = useDuel((s) => s.state);
  const cardName = useCardName();
  const effectText = useEffectText(state);
  const text = useEngineText();
  const p = state.pending;
  if (p?.kind !== 'option') return null;
  const source = state.frame ? cardDef(state, state.frame.scriptCard) : null;
  const act = (a: Action): void => store.getState().act(a);
  return (
    <PromptShell title={text(p.title, state)}>
      {source && (
        <p className="prompt__hint">
          {cardName(source)}: {effectText(source.id) ?? ''}
        </p>
      )}
      <div className="prompt__actions">
        {p.options.map((o, index) => (
          <button key={index} type="button" className="button" onClick={() => act({ type: 'option', index })}>
            {text(o, state)}
          </button>
        ))}
      </div>
    </PromptShell>
  );
}
