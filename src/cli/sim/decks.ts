// Deck arguments of the sim: a preset (key or name) or a file.
import { newDuel } from '../../engine';
import { readInput } from '../readInput';
import { PRESET_DECKS, presetByKey } from '../../cards/presets';
import { offeredAiDecks } from '../../cards/aiDecks';
import type { DeckList } from '../../engine';
import { builtinRuleset } from '../../cards/ruleset';
import '../../cards/catalogBuiltin';
import { cardFacts } from '../../cards/pool';
import { readDeckList } from '../../decks/deckText';
import { ioText } from '../../i18n/inputText';

function ids(list: unknown, where: string): number[] {
  if (!Array.isArray(list) || !list.every((x) => Number.isInteger(x))) throw new DeckError(`${where}: expected a list of card ids`);
  return list as number[];
}

/** A deck argument the sim cannot play with (exit status 2). */
export class DeckError extends Error {}

/** Refuses a deck no duel can start with (too few cards, a card in the wrong place), in words. */
export function checkPlayable(name: string, deck: DeckList): void {
  const r = newDuel({ ruleset: builtinRuleset(), decks: [deck, deck], seed: 1, firstPlayer: 0, splitExtra: true });
  if (!r.ok) throw new DeckError(`the deck ${JSON.stringify(name.slice(0, 80))} cannot start a duel: ${r.error}`);
}

/** Reads a deck: a preset or AI deck key or name, a JSON file {main, extra}, or a .ydk file or list of card names or ids. */
export function loadDeck(arg: string): { name: string; deck: DeckList } {
  const preset = presetByKey(arg);
  if (preset) return { name: preset.key, deck: { main: preset.main, extra: preset.extra } };
  const read = readInput(arg);
  if (!read.ok) {
    const keys = [...PRESET_DECKS, ...offeredAiDecks()].map((d) => d.key).join(', ');
    throw new DeckError(`${JSON.stringify(arg.slice(0, 80))} is neither a preset or AI deck (${keys}) nor a readable file (${read.error})`);
  }
  const text = read.text;
  const trimmed = text.trim();
  if (trimmed.startsWith('{')) {
    let o: { main?: unknown; extra?: unknown };
    try {
      o = JSON.parse(trimmed) as { main?: unknown; extra?: unknown };
    } catch (e) {
      throw new DeckError(`${arg}: not valid JSON (${e instanceof Error ? e.message : String(e)})`);
    }
    return { name: arg, deck: { main: ids(o.main, `${arg} main`), extra: o.extra === undefined ? [] : ids(o.extra, `${arg} extra`) } };
  }
  return { name: arg, deck: fromList(arg, text) };
}

/**
 * A .ydk file or a list of names or ids, read as the deck builder reads an import
 * (src/decks/deckText.ts), but strictly: a line it cannot use or a card that is not playable yet
 * refuses the deck, naming each, since a measured deck missing a card measures another deck.
 */
function fromList(arg: string, text: string): DeckList {
  const r = readDeckList(text);
  const problems = r.skipped.map((s) => `line ${s.line} ${JSON.stringify(s.text)}: ${ioText('en', s.reason)}`);
  if (!r.ok) problems.push(ioText('en', r.error));
  else {
    for (const id of r.unplayable) problems.push(`card ${id} (${cardFacts(id)?.name ?? '?'}) is not playable yet: its effects are not in the game`);
  }
  if (!r.ok || problems.length > 0) throw new DeckError(`${arg}: ${problems.join('; ')}`);
  // The Side Deck plays no part in a duel.
  return { main: r.deck.main, extra: r.deck.extra };
}
