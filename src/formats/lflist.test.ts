import { describe, expect, it } from 'vitest';
import { firstPrinting } from './aliases';
import { dateOfName, readLflist } from './lflist';
import { MAX_ENTRIES, readStoredList } from './storedList';

const GOOD = [
  '#[2026.07.01 Rush Duel]',
  '!2026.07.01 Rush Duel',
  '$whitelist',
  '160207022 3 --Ropero',
  '160302003 1 --Fire Guardian',
  '160204050 2',
  '160206008 0 --Forbidden',
  '160207022 0 --a later line wins',
  '',
].join('\r\n');

describe('.lflist.conf reader', () => {
  it('reads a list: name, date, statuses, a later line overriding an earlier one, 3 = unrestricted', () => {
    const r = readLflist(GOOD);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.list).toEqual({ version: '2026.07.01 Rush Duel', date: '2026-07-01', forbidden: [160206008, 160207022], limited: [160302003], semiLimited: [160204050] });
    expect(r.entries).toBe(4);
  });
  it('maps reprints to first printings, keeping the strictest count', () => {
    // 160205001 is a reprint of Blue-Eyes White Dragon (160001000).
    expect(firstPrinting(160205001)).toBe(160001000);
    const r = readLflist('!L\n160001000 2\n160205001 1\n', firstPrinting);
    expect(r.ok && r.list.limited).toEqual([160001000]);
    expect(r.ok && r.list.semiLimited).toEqual([]);
  });
  it('reads only the first list of a file, and a list name without a date has no date', () => {
    const r = readLflist('!First\n1 0\n!Second\n2 0\n');
    expect(r.ok && r.list).toEqual({ version: 'First', forbidden: [1], limited: [], semiLimited: [] });
  });
  it.each([
    ['', 'it is empty.'],
    ['   \n\n', 'it is empty.'],
    ['#only a comment\n', 'no list name'],
    ['160207022 1\n', 'line 1 lists a card before any list name'],
    ['!L\n160207022 4\n', 'line 2 allows 4 copies'],
    ['!L\n160207022 -1\n', 'line 2 allows -1 copies'],
    ['!L\nRopero 1\n', 'line 2 is neither'],
    ['!L\n160207022\n', 'line 2 is neither'],
    ['!L\n160207022 1.5\n', 'line 2 is neither'],
    ['!\n1 1\n', 'line 1 starts a list ("!") with no name'],
    ['!L\n$whitelist\n', 'the list "L" has no cards'],
    ['{"forbidden": []}', 'line 1 is neither'],
    ['!L\n1 1\u0000', 'not a text file'],
  ])('refuses a malformed file %j with a clear reason', (text, why) => {
    const r = readLflist(text);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error).toMatch(/^This is not a Forbidden & Limited list file: /);
      expect(r.error).toContain(why);
    }
  });
  it('refuses a file over 2 MB', () => {
    const r = readLflist(`!L\n${'1 1\n'.repeat(600_000)}`);
    expect(r.ok).toBe(false);
  });
  it('dates from list names', () => {
    expect(dateOfName('2026.07.01 Rush Duel')).toBe('2026-07-01');
    expect(dateOfName('2025-4-1 x')).toBe('2025-04-01');
    expect(dateOfName('Rush 2026')).toBeUndefined();
    expect(dateOfName('2026.13.01')).toBeUndefined();
  });
  it('a stored list is checked when read back', () => {
    expect(readStoredList({ version: 'v', forbidden: [1], limited: [], semiLimited: [] })).toEqual({ version: 'v', forbidden: [1], limited: [], semiLimited: [] });
    expect(readStoredList({ version: 'v', forbidden: ['x'], limited: [], semiLimited: [] })).toBeNull();
    expect(readStoredList(null)).toBeNull();
  });
});

describe('a list far longer than a real one (166,000 entries)', () => {
  const huge = `!Huge\n${Array.from({ length: 166_000 }, (_, i) => `${160_000_000 + i} ${i % 4}`).join('\n')}\n`;
  it('is read up to MAX_ENTRIES cards; what was left out is counted for the message', () => {
    const t = performance.now();
    const r = readLflist(huge);
    console.log(`readLflist, 166,000 entries (${huge.length} characters): ${Math.round(performance.now() - t)} ms`);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.entries).toBe(MAX_ENTRIES);
    expect(r.cut).toBe(166_000 - MAX_ENTRIES);
    const stored = r.list.forbidden.length + r.list.limited.length + r.list.semiLimited.length;
    expect(stored).toBeLessThanOrEqual(MAX_ENTRIES);
    // A real-sized list loses nothing.
    expect(readLflist(GOOD)).toMatchObject({ ok: true, cut: 0 });
  });
  it('a later line for a card already read still wins past the cap', () => {
    const text = `!L\n${Array.from({ length: MAX_ENTRIES }, (_, i) => `${i + 1} 3`).join('\n')}\n999999 0\n1 0\n`;
    const r = readLflist(text);
    expect(r.ok && r.list.forbidden).toEqual([1]);
    expect(r.ok && r.cut).toBe(1);
  });
  it('a list stored before the cap keeps its strictest MAX_ENTRIES cards when read back', () => {
    const many = Array.from({ length: 100_000 }, (_, i) => i + 1);
    const back = readStoredList({ version: 'v', forbidden: [7], limited: many, semiLimited: [1] });
    expect(back?.forbidden).toEqual([7]);
    expect(back?.limited).toHaveLength(MAX_ENTRIES - 1);
    expect(back?.semiLimited).toEqual([]);
  });
});
