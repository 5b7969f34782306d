// The plain-text deck list: one card id per line under "#main" / "#extra" / "!side".
// Other lines starting with "#" are comments, so the common simulator .ydk file
// ("#created by ...", "#main", "#extra", "!side") reads as it is.

import { emptyDeck, type DeckCards, type Section } from './types';
import { poolCard } from '../cards/pool';

export type ParseResult = { ok: true; deck: DeckCards; name: string | null } | { ok: false; error: string; line: number };

const HEADER: Record<string, Section> = { '#main': 'main', '#extra': 'extra', '!side': 'side', '#side': 'side' };
const NAME = /^#\s*name:\s*(.+)$/i;
const MAX_LINES = 1000;

/** Reads a deck list; the first line that is not a comment, a section or a pool card id fails it. */
export function parseDeckText(text: string): ParseResult {
  const deck = emptyDeck();
  let section: Section = 'main';
  let name: string | null = null;
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  if (lines.length > MAX_LINES) return { ok: false, line: MAX_LINES + 1, error: `The list is too long: at most ${MAX_LINES} lines.` };
  let cards = 0;
  for (const [i, raw] of lines.entries()) {
    const line = raw.trim();
    const n = i + 1;
    if (line === '') continue;
    const header = HEADER[line.toLowerCase()];
    if (header) {
      section = header;
      continue;
    }
    const named = NAME.exec(line);
    if (named) {
      name = named[1]?.trim().slice(0, 60) || null;
      continue;
    }
    if (line.startsWith('#')) continue;
    // An id may be followed by a comment: "160202002  # Magnum Overlord".
    const idText = line.replace(/\s+#.*$/, '');
    if (!/^\d{1,10}$/.test(idText)) return { ok: false, line: n, error: `Line ${n} is not a card id: "${clip(line)}".` };
    const id = Number(idText);
    if (!poolCard(id)) return { ok: false, line: n, error: `Line ${n}: there is no card with id ${id} in the card pool.` };
    deck[section].push(id);
    cards++;
  }
  if (cards === 0) return { ok: false, line: 0, error: 'The list has no card ids in it.' };
  return { ok: true, deck, name };
}

/** Writes the list in the same layout (readable by other simulators), the deck name as a comment. */
export function formatDeckText(deck: DeckCards, name?: string): string {
  const out: string[] = ['#created by Rush Duel Simulator'];
  if (name) out.push(`# name: ${name.replace(/[\r\n]+/g, ' ')}`);
  const body = (ids: readonly number[]): string[] => ids.map((id) => `${id}`);
  out.push('#main', ...body(deck.main), '#extra', ...body(deck.extra), '!side', ...body(deck.side));
  return `${out.join('\n')}\n`;
}

function clip(s: string): string {
  return s.length > 40 ? `${s.slice(0, 40)}…` : s;
}
