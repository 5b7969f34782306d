// Deck lists as text. Written: one card id per line under "#main" / "#extra" / "!side", the
// layout of the common simulator .ydk file ("#created by ...", "#main", "#extra", "!side").
// Read forgivingly: .ydk files and name lists ("3 Phoenix Dragon", "3x Phoenix Dragon",
// "Phoenix Dragon x3", English or Japanese names). What it knows is imported; every line it
// cannot use is listed with the reason, instead of refusing the whole list at the first unknown id.
// Every card of the catalog is known (a reprint id becomes its first printing); a card that is
// not playable yet comes in too, and the result lists it so the import report can say so.
import type { IoText } from '../i18n/inputText';
import { cardFacts, catalogSize, firstPrintingOf, isPlayable, knownCards } from '../cards/pool';
import { overfull, SECTION_MAX } from './caps';
import { sectionFor } from './edit';
import { emptyDeck, type DeckCards, type Section } from './types';

export interface Skipped {
  line: number;
  text: string;
  reason: IoText;
}

export type ListResult =
  | { ok: true; deck: DeckCards; name: string | null; skipped: Skipped[]; /** Imported cards that are not playable yet, once each. */ unplayable: number[] }
  | { ok: false; error: IoText; skipped: Skipped[] };

const HEADER: Record<string, Section> = { '#main': 'main', '#extra': 'extra', '!side': 'side', '#side': 'side', main: 'main', extra: 'extra', side: 'side' };
const NAME = /^#\s*name:\s*(.+)$/i;
const MAX_LINES = 1000;
const MAX_COPIES = 60;
// Whitespace runs are made one space before any pattern below runs: with a long run, patterns
// such as /\s+#/ or /\s*x?\s+/ try every split of the run and take time growing with its square.
const oneSpace = (s: string): string => s.replace(/\s+/g, ' ');

/** The line without a trailing " # comment": a "#" after a space starts one. */
function withoutComment(line: string): string {
  const at = line.indexOf(' #');
  return at < 0 ? line : line.slice(0, at);
}

/** NFKC, lower case, one space: "Ｅ・ＨＥＲＯ" and "e・hero" read alike. */
export function normalName(s: string): string {
  return s.normalize('NFKC').toLowerCase().replace(/[\s\u3000]+/g, ' ').trim();
}

let byName: Map<string, number> | null = null;
let indexed = -1;
/** Names to ids over every known card (made again once the catalog has arrived); a playable card wins a shared name. */
function nameIndex(): Map<string, number> {
  if (byName && indexed === catalogSize()) return byName;
  byName = new Map();
  indexed = catalogSize();
  for (const def of knownCards()) {
    for (const n of [def.name, def.nameJa]) {
      if (!n) continue;
      const key = normalName(n);
      if (!byName.has(key)) byName.set(key, def.id);
    }
  }
  return byName;
}

/** "3 Name", "3x Name", "3 x Name", "Name x3", "Name" → [copies, name]. */
function countAndName(line: string): [number, string] {
  // `line` has single spaces only (oneSpace), so each pattern runs in time linear in its length.
  const front = /^(\d{1,2}) ?[x×]? (.+)$/i.exec(line) ?? /^(\d{1,2})[x×](.+)$/i.exec(line);
  if (front) return [Number(front[1]), (front[2] ?? '').trim()];
  const back = /^(.+?) [x×] ?(\d{1,2})$/i.exec(line);
  if (back) return [Number(back[2]), (back[1] ?? '').trim()];
  return [1, line];
}

const clip = (s: string): string => (s.length > 60 ? `${s.slice(0, 57)}...` : s);

export function readDeckList(text: string): ListResult {
  const deck = emptyDeck();
  const skipped: Skipped[] = [];
  let section: Section | null = null;
  let name: string | null = null;
  let cards = 0;
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  if (lines.length > MAX_LINES) return { ok: false, error: { key: 'list.tooLong', vars: { max: MAX_LINES } }, skipped };
  for (const [i, raw] of lines.entries()) {
    const n = i + 1;
    const line = oneSpace(raw).trim();
    if (line === '') continue;
    const named = NAME.exec(raw.trim());
    if (named) {
      // The deck name keeps its own spacing.
      name = named[1]?.trim().slice(0, 60) || null;
      continue;
    }
    const header = HEADER[line.toLowerCase().replace(/:$/, '')];
    if (header) {
      section = header;
      continue;
    }
    if (line.startsWith('#') || line.startsWith('//')) continue;
    const body = withoutComment(line);
    if (/^\d{5,10}$/.test(body)) {
      const id = firstPrintingOf(Number(body));
      if (!cardFacts(id)) {
        skipped.push({ line: n, text: clip(line), reason: { key: 'skip.noId', vars: { id } } });
        continue;
      }
      const to = section ?? 'main';
      if (deck[to].length >= SECTION_MAX[to]) return { ok: false, error: overfull(to), skipped };
      deck[to].push(id);
      cards++;
      continue;
    }
    const [copies, cardName] = countAndName(body);
    const id = nameIndex().get(normalName(cardName));
    if (id === undefined) {
      skipped.push({ line: n, text: clip(line), reason: { key: 'skip.noName', vars: { name: clip(cardName) } } });
      continue;
    }
    if (copies < 1 || copies > MAX_COPIES) {
      skipped.push({ line: n, text: clip(line), reason: { key: 'skip.copies', vars: { n: copies } } });
      continue;
    }
    // A name list has no sections: Fusion and Ritual monsters go to the Extra Deck.
    const to = section ?? sectionFor(id);
    if (deck[to].length + copies > SECTION_MAX[to]) return { ok: false, error: overfull(to), skipped };
    for (let k = 0; k < copies; k++) deck[to].push(id);
    cards += copies;
  }
  if (cards === 0) return { ok: false, error: { key: skipped.length ? 'list.noneKnown' : 'list.empty' }, skipped };
  const unplayable = [...new Set([...deck.main, ...deck.extra, ...deck.side])].filter((id) => !isPlayable(id));
  return { ok: true, deck, name, skipped, unplayable };
}

/** Writes the list in the same layout (readable by other simulators), the deck name as a comment. */
export function formatDeckText(deck: DeckCards, name?: string): string {
  const out: string[] = ['#created by Rush Duel Simulator'];
  if (name) out.push(`# name: ${name.replace(/[\r\n]+/g, ' ')}`);
  const body = (ids: readonly number[]): string[] => ids.map((id) => `${id}`);
  out.push('#main', ...body(deck.main), '#extra', ...body(deck.extra), '!side', ...body(deck.side));
  return `${out.join('\n')}\n`;
}
