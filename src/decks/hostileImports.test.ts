// Deck imports against hostile input (issue 34 item 2): a reader that runs in time linear in
// its input, and caps on what one import may bring in (the game's 60 / 15 / 15, R-DECK-1/2/3).
import { describe, expect, it } from 'vitest';
import { PRESET_DECKS } from '../cards/presets';
import { SIZE } from '../engine/testkit';
import { readImport } from '../ui/decks/deckImport';
import { SECTION_MAX, MAX_LIST_CHARS } from './caps';
import { readDeckList } from './deckText';
import { decodeShareCode, encodeShareCode } from './shareCode';
import type { DeckCards } from './types';

const ms = (f: () => unknown): number => {
  const t = performance.now();
  f();
  return Math.round(performance.now() - t);
};

describe('R-DECK-1 reading a deck list takes time linear in its length', () => {
  // Each line holds one 2,000,000-space run. A reader trying every split of such a run (as
  // /\s+#.*$/ and /^(.+?)\s+x\s*(\d+)$/ did) needs about 7 s for 100,000 spaces and would need
  // hours here; a linear one needs milliseconds. The timeout is generous, the figures printed.
  const run = ' '.repeat(2_000_000);
  it.each([
    ['a word, spaces, a word', `Phoenix${run}Dragon`],
    ['a count, spaces, a name', `3${run}x${run}Dragon`],
    ['a name, spaces, x3', `Phoenix Dragon${run}x${run}3`],
    ['an id, spaces, a comment', `160202002${run}#${run}note`],
    ['tabs and ideographic spaces', `Phoenix${'\t\u3000'.repeat(1_000_000)}Dragon`],
  ])('%s', (what, line) => {
    let r: ReturnType<typeof readDeckList> | null = null;
    const t = ms(() => (r = readDeckList(`#main\n${line}\n160202002`)));
    console.log(`readDeckList, ${what}, ${line.length} characters: ${t} ms`);
    expect(r).toMatchObject({ ok: true });
  }, 60_000);

  it('the 100 KB line of one run of spaces and a comment after an id read as before', () => {
    // Before: 28 s for the comment pattern alone on this line, on a loaded 2-core machine.
    const line = `Phoenix${' '.repeat(99_000)}Dragon`;
    const t = ms(() => expect(readDeckList(line)).toMatchObject({ ok: true, deck: { main: [160302009] } }));
    console.log(`readDeckList, ${line.length} characters, one run of spaces: ${t} ms`);
    expect(readDeckList('#main\n160202002\t  # Magnum\n3  x  Phoenix Dragon\nDragorite   x 2')).toMatchObject({
      ok: true, deck: { main: [160202002, 160302009, 160302009, 160302009, 160302005, 160302005] }, skipped: [],
    });
  });
});

describe('R-DECK-1 R-DECK-2 R-DECK-3 one import brings in at most what a deck may hold', () => {
  it('the caps are the engine\'s section sizes', () => {
    expect(SECTION_MAX).toEqual({ main: SIZE.main.max, extra: SIZE.extra.max, side: SIZE.side.max });
  });

  it('a name list of 1,000 lines of "60 <name>" (60,000 cards before) is refused with a message, in 60 cards or fewer', () => {
    const huge = Array.from({ length: 1000 }, () => '60 Phoenix Dragon').join('\n');
    expect(readDeckList(huge)).toMatchObject({ ok: false, error: { key: 'cap.main', vars: { max: 60 } } });
    expect(readDeckList('60 Phoenix Dragon')).toMatchObject({ ok: true });
    expect(readDeckList('60 Phoenix Dragon\n1 Dragorite')).toMatchObject({ ok: false, error: { key: 'cap.main' } });
  });

  it('a .ydk over 60 / 15 / 15 in a section is refused, naming the section; exactly the limits is accepted', () => {
    const ydk = (main: number, extra: number, side: number): string =>
      ['#main', ...Array(main).fill('160202002'), '#extra', ...Array(extra).fill('160320001'), '!side', ...Array(side).fill('160202001')].join('\n');
    expect(readDeckList(ydk(60, 15, 15))).toMatchObject({ ok: true });
    expect(readDeckList(ydk(61, 0, 0))).toMatchObject({ ok: false, error: { key: 'cap.main', vars: { max: 60 } } });
    expect(readDeckList(ydk(40, 16, 0))).toMatchObject({ ok: false, error: { key: 'cap.extra', vars: { max: 15 } } });
    expect(readDeckList(ydk(40, 0, 16))).toMatchObject({ ok: false, error: { key: 'cap.side', vars: { max: 15 } } });
  });

  it('a 2,000-character share code asking for 44,700 cards is refused before they are made; a full preset deck still decodes', () => {
    const main = Array.from({ length: 745 }, (_, i) => Array<number>(60).fill(160_000_001 + i)).flat();
    const code = encodeShareCode({ main, extra: [], side: [] });
    expect(code.length).toBeLessThanOrEqual(2000);
    let r: ReturnType<typeof decodeShareCode> | null = null;
    console.log(`decodeShareCode, ${code.length} characters asking for ${main.length} cards: ${ms(() => (r = decodeShareCode(code)))} ms`);
    expect(r).toEqual({ ok: false, error: { key: 'cap.main', vars: { max: 60 } } });
    const extra: DeckCards = { main: [], extra: Array<number>(16).fill(160320001), side: [] };
    expect(decodeShareCode(encodeShareCode(extra))).toEqual({ ok: false, error: { key: 'cap.extra', vars: { max: 15 } } });
    const p = PRESET_DECKS[0] as (typeof PRESET_DECKS)[number];
    expect(decodeShareCode(encodeShareCode({ main: [...p.main], extra: [...p.extra], side: [] })).ok).toBe(true);
  });

  it('the paste box reads at most as much as a file (100,000 characters): a 200 KB paste is refused at once', () => {
    const big = `#main\n${'160202002\n'.repeat(20_000)}`;
    expect(big.length).toBeGreaterThan(MAX_LIST_CHARS);
    let r: ReturnType<typeof readImport> | null = null;
    console.log(`readImport, ${big.length} characters: ${ms(() => (r = readImport(big)))} ms`);
    expect(r).toEqual({ ok: false, error: { key: 'list.textTooLarge', vars: { max: MAX_LIST_CHARS } }, skipped: [] });
  });
});
