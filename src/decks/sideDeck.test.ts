import { describe, expect, it } from 'vitest';
import { formatDeckText, readDeckList } from './deckText';
import { decodeShareCode, encodeShareCode } from './shareCode';

describe('the Side Deck in deck text and share codes', () => {
  it('share codes made before the Side Deck could be edited still decode (format 1, empty side)', () => {
    expect(decodeShareCode('AQKR-rFMAQECAYGUuUwBAH8')).toEqual({ ok: true, deck: { main: [160202001, 160202002, 160202002], extra: [160320001], side: [] } });
  });
  it('a Side Deck goes into a share code and comes back', () => {
    const deck = { main: [160202002], extra: [], side: [160302001, 160302001] };
    expect(encodeShareCode(deck)).toBe('AQGS-rFMAQABsYe4TAKl');
    expect(decodeShareCode('AQGS-rFMAQABsYe4TAKl')).toEqual({ ok: true, deck });
  });
  it('!side is written and read back', () => {
    const deck = { main: [160202002], extra: [160320001], side: [160302001] };
    const text = formatDeckText(deck, 'Sided');
    expect(text).toContain('!side\n160302001');
    const r = readDeckList(text);
    expect(r.ok && r.deck).toEqual(deck);
  });
});
