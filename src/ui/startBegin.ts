// Start screen → a single duel or a match, after both decks pass the chosen format's check.
import { useApp } from '../store/appStore';
import { useFormats } from '../store/formatStore';
import { loadEnglishRest, type StringKey } from '../i18n';
import type { EngineText } from '../engine/play';

type T = (key: StringKey, vars?: Record<string, string | number>) => string;

/** `deckText` renders a deck check's problems (useDeckText). */
export async function beginFromStart(t: T, deckText: (x: EngineText) => string): Promise<void> {
  // A deck check's problems are told with the deck-check strings (loaded with it).
  const [{ gate }] = await Promise.all([import('../store/deckGate'), loadEnglishRest()]);
  const app = useApp.getState();
  const formats = useFormats.getState();
  const g = gate(app.choice, formats.format());
  if (!g.ok) {
    app.refuse(t(g.who === 'me' ? 'start.refused' : 'start.refusedAi', { format: t(`format.${formats.formatId}`), reason: g.reason.map(deckText).join(' ') }));
    return;
  }
  if (app.choice.mode !== 'match') {
    app.startPreset();
    return;
  }
  const { useMatch } = await import('../store/matchStore');
  useMatch.getState().begin({
    names: [g.my.name, g.ai.name],
    decks: [g.my.deck, g.ai.deck],
    level: app.choice.level,
    format: formats.formatId,
    // The coin toss for duel 1 (the engine is not involved: it only ever sees the result).
    toss: Math.random() < 0.5 ? 0 : 1,
  });
}
