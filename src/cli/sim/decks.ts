// Deck arguments of the sim: a preset (key or name) or a file.
import { readFileSync } from 'node:fs';
import { presetByKey } from '../../cards/presets';
import type { DeckList } from '../../engine';

function ids(list: unknown, where: string): number[] {
  if (!Array.isArray(list) || !list.every((x) => Number.isInteger(x))) throw new Error(`${where}: expected a list of card ids`);
  return list as number[];
}

/** Reads a deck: a preset key or name, a JSON file {main, extra}, or a text file of card ids. */
export function loadDeck(arg: string): { name: string; deck: DeckList } {
  const preset = presetByKey(arg);
  if (preset) return { name: preset.key, deck: { main: preset.main, extra: preset.extra } };
  let text: string;
  try {
    text = readFileSync(arg, 'utf8');
  } catch {
    throw new Error(`${JSON.stringify(arg)} is neither a preset (maximum, dragon, fusion, beginner) nor a readable file`);
  }
  const trimmed = text.trim();
  if (trimmed.startsWith('{')) {
    const o = JSON.parse(trimmed) as { main?: unknown; extra?: unknown };
    return { name: arg, deck: { main: ids(o.main, `${arg} main`), extra: o.extra === undefined ? [] : ids(o.extra, `${arg} extra`) } };
  }
  const list = trimmed
    .split('\n')
    .map((l) => l.replace(/#.*/, ''))
    .join(' ')
    .split(/[\s,]+/)
    .filter((t) => t !== '')
    .map((t) => {
      if (!/^\d+$/.test(t)) throw new Error(`${arg}: ${JSON.stringify(t)} is not a card id`);
      return Number(t);
    });
  // newDuel's splitExtra moves Fusion monsters of a plain list to the Extra Deck.
  return { name: arg, deck: { main: list } };
}
