// Reads an EDOPro Forbidden & Limited file (.lflist.conf): "!name" starts a list, "$…" lines
// are flags (e.g. $whitelist), "#" lines are comments, every other line is "<id> <copies>"
// with 0 = Forbidden, 1 = Limited, 2 = Semi-Limited, 3 = unrestricted; a later line for the
// same id wins. Only the first list of a file is read. Ids are mapped to first printings
// (`firstPrinting`), so a reprint on the list restricts the card the pool knows.
// Cards the pool does not know are kept: the list is about the whole game, not our pool.
import type { Banlist } from '../engine';
import { MAX_ENTRIES } from './storedList';

/** `cut`: cards of the file past MAX_ENTRIES, not read (0 for any real list). */
export type LflistResult = { ok: true; list: Banlist; entries: number; cut: number } | { ok: false; error: string };

const MAX_CHARS = 2_000_000;
const ENTRY = /^(\d{1,10})\s+(-?\d+)(?:\s.*)?$/;

/** "2026.07.01 Rush Duel" → "2026-07-01"; undefined when the name starts with no date. */
export function dateOfName(name: string): string | undefined {
  const m = /^(\d{4})[.\-/](\d{1,2})[.\-/](\d{1,2})/.exec(name);
  if (!m) return undefined;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (mo < 1 || mo > 12 || d < 1 || d > 31) return undefined;
  return `${y}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

export function readLflist(text: string, firstPrinting: (id: number) => number = (id) => id): LflistResult {
  const fail = (error: string): LflistResult => ({ ok: false, error: `This is not a Forbidden & Limited list file: ${error}` });
  if (typeof text !== 'string' || text.trim() === '') return fail('it is empty.');
  if (text.length > MAX_CHARS) return fail('it is too large (over 2 MB).');
  if (text.includes('\u0000')) return fail('it is not a text file.');
  let name: string | null = null;
  const copies = new Map<number, number>();
  let cut = 0;
  const lines = text.split(/\r?\n/);
  for (const [i, raw] of lines.entries()) {
    const line = raw.replace(/^\uFEFF/, '').trim();
    const at = `line ${i + 1}`;
    if (line === '' || line.startsWith('#')) continue;
    if (line.startsWith('!')) {
      if (name !== null) break; // the next list: only the first is read
      name = line.slice(1).trim();
      if (name === '') return fail(`${at} starts a list ("!") with no name.`);
      continue;
    }
    if (line.startsWith('$')) continue;
    const m = ENTRY.exec(line);
    if (!m) return fail(`${at} is neither "<card id> <copies>", a "!name", a "$flag" nor a "#" comment: "${line.slice(0, 60)}".`);
    if (name === null) return fail(`${at} lists a card before any list name ("!name").`);
    const n = Number(m[2]);
    if (n < 0 || n > 3) return fail(`${at} allows ${n} copies; it must be 0 (Forbidden), 1 (Limited), 2 (Semi-Limited) or 3.`);
    const id = Number(m[1]);
    // Past the cap only cards already read may change (a later line still wins); new ones are counted.
    if (copies.size >= MAX_ENTRIES && !copies.has(id)) cut++;
    else copies.set(id, n);
  }
  if (name === null) return fail('it has no list name (a line "!name").');
  if (copies.size === 0) return fail(`the list "${name}" has no cards.`);
  // Per first printing the strictest count of any of its printings.
  const least = new Map<number, number>();
  for (const [id, n] of copies) {
    const first = firstPrinting(id);
    least.set(first, Math.min(n, least.get(first) ?? 3));
  }
  const pick = (n: number): number[] => [...least].filter(([, c]) => c === n).map(([id]) => id).sort((a, b) => a - b);
  const date = dateOfName(name);
  const list: Banlist = { version: name, ...(date ? { date } : {}), forbidden: pick(0), limited: pick(1), semiLimited: pick(2) };
  return { ok: true, list, entries: copies.size, cut };
}
