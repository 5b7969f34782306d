import { useMemo } from 'react';
import { cardDef, type Action } from '../engine/play';
import { useEffectText } from './useEffectText';
import { useApp } from '../store/appStore';
import { logLines } from '../store/logText';
import { CardFace } from './CardFace';
import { useDuel, useDuelStore } from './duelContext';
import { PromptShell } from './PromptShell';
import { useCardName, useSay, useT } from './useT';

/** A Trap window: what just happened, which of your Traps can answer it, and no clock. */
export function RespondPrompt() {
  const store = useDuelStore();
  const state = useDuel((s) => s.state);
  const legal = useDuel((s) => s.legal);
  const autoPass = useApp((s) => s.settings.autoPass);
  const setSettings = useApp((s) => s.setSettings);
  const t = useT();
  const say = useSay();
  const cardName = useCardName();
  const effectText = useEffectText(state);
  const happened = useMemo(() => {
    let n = 0;
    return logLines(state, state, state.window?.events ?? [], () => ++n).map((l) => (l.msg ? say(l.msg) : l.text));
  }, [state, say]);
  if (state.pending?.kind !== 'respond') return null;
  const traps = legal.filter((a): a is Extract<Action, { type: 'activate' }> => a.type === 'activate');
  const pass = legal.find((a) => a.type === 'pass');
  const act = (a: Action): void => store.getState().act(a);

  return (
    <PromptShell title={t('prompt.trapTitle')} tone="trap">
      <div className="prompt__happened">
        <span className="prompt__label">{t('prompt.justNow')}</span>
        <ul>
          {happened.slice(-3).map((t, i) => (
            <li key={i}>{t}</li>
          ))}
        </ul>
      </div>
      <ul className="prompt__traps">
        {traps.map((a) => {
          const def = cardDef(state, a.card);
          return (
            <li key={`${a.card}-${a.effect}`} className="prompt__trap">
              <CardFace def={def} />
              <div className="prompt__trap-text">
                <strong>{cardName(def)}</strong>
                <p>{effectText(def.id) ?? ''}</p>
                <button type="button" className="button button--trap" onClick={() => act(a)}>
                  {t('prompt.activateCard', { name: cardName(def) })}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      <div className="prompt__actions">
        {pass && (
          <button type="button" className="button" onClick={() => act(pass)}>
            {t('act.pass')}
          </button>
        )}
        <label className="check">
          <input type="checkbox" checked={autoPass} onChange={(e) => {
              setSettings({ autoPass: e.target.checked });
              if (e.target.checked && pass) act(pass);
            }} />
          {t('prompt.autoPass')}
        </label>
      </div>
    </PromptShell>
  );
}
