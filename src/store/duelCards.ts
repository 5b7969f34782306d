// Which cards a duel will meet, before it is made: their document sets are fetched first
// (cardData.ts ensureDocs). Both decks, whatever the way in: preset or saved decks, a replay,
// a scenario or puzzle board, a saved duel.
import { PRESET_DECKS, presetByKey } from '../cards/presets';
import { scenarioFromHash, type DuelSetup } from './duelSetup';

const deckIds = (d: { main: readonly number[]; extra?: readonly number[] } | undefined): number[] => [...(d?.main ?? []), ...(d?.extra ?? [])];

/**
 * Every whole number in a scenario, puzzle or saved state that could be a card id (ids, decks,
 * board entries). Seeds and RNG words are skipped; other small numbers (LP, zones) have no set
 * file, so the loader ignores them. The walk keeps its own stack: a link's JSON may nest
 * thousands deep, which a recursive walk would answer with a stack overflow before the app shows.
 */
export function idsInJson(v: unknown, out: number[] = []): number[] {
  const todo: unknown[] = [v];
  while (todo.length > 0) {
    const x = todo.pop();
    if (typeof x === 'number') {
      if (Number.isInteger(x) && x > 0) out.push(x);
    } else if (Array.isArray(x)) {
      // Pushed last to first, so they come off in document order.
      for (let i = x.length - 1; i >= 0; i--) todo.push(x[i]);
    } else if (typeof x === 'object' && x !== null) {
      const entries = Object.entries(x);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [k, y] = entries[i] as [string, unknown];
        if (k !== 'seed' && k !== 'rng') todo.push(y);
      }
    }
  }
  return out;
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch {
    return null; // startDuel says what is wrong with it
  }
}

/** The cards of both decks of a setup (for a scenario, every card its text names). */
export function setupCardIds(setup: DuelSetup): number[] {
  switch (setup.kind) {
    case 'preset': {
      const preset = (key: string) => presetByKey(key) ?? PRESET_DECKS[0];
      return [...deckIds(preset(setup.myDeck)), ...deckIds(preset(setup.aiDeck))];
    }
    case 'decks':
      return [...deckIds(setup.my), ...deckIds(setup.ai)];
    case 'replay':
      return [...deckIds(setup.decks[0]), ...deckIds(setup.decks[1])];
    case 'scenario':
      return idsInJson(parsed(setup.text));
  }
}

/** The cards of a saved duel (the engine's serialize() text) and of its setup. */
export function savedDuelCardIds(setup: DuelSetup, stateText: string): number[] {
  const saved = parsed(stateText) as { state?: { cards?: { id?: unknown }[] } } | null;
  const cards = (saved?.state?.cards ?? []).flatMap((c) => (typeof c.id === 'number' && c.id > 0 ? [c.id] : []));
  return [...cards, ...setupCardIds(setup)];
}

/** The cards of the scenario in an address hash (#scenario=...), if it carries one. */
export function hashCardIds(hash: string): number[] {
  const found = scenarioFromHash(hash);
  return found && 'text' in found ? idsInJson(parsed(found.text)) : [];
}
