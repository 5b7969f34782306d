import { describe, expect, it } from 'vitest';
import { PRESET_DECKS } from '../../cards/presets';
import { formatDeckText } from '../../decks/deckText';
import { encodeShareCode } from '../../decks/shareCode';
import { readImport } from './deckImport';

const p = PRESET_DECKS[2] as (typeof PRESET_DECKS)[number];
const deck = { main: [...p.main], extra: [...p.extra], side: [] };
const sorted = (ids: number[]) => [...ids].sort();

describe('the import box', () => {
  it('takes a share code, a whole share link, or a list', () => {
    const code = encodeShareCode(deck);
    for (const text of [code, `  ${code}\n`, `https://example.org/app/#deck=${code}`]) {
      const r = readImport(text);
      expect(r.ok && { main: sorted(r.deck.main), extra: sorted(r.deck.extra) }).toEqual({ main: sorted(deck.main), extra: sorted(deck.extra) });
    }
    expect(readImport(formatDeckText(deck, 'Heroes'))).toEqual({ ok: true, deck, name: 'Heroes' });
  });

  it('reads a lone id as a list, not a share code, and names a bad line', () => {
    expect(readImport('160202002')).toMatchObject({ ok: true, deck: { main: [160202002] } });
    expect(readImport('160202002\n#extra\n42')).toEqual({ ok: false, error: 'Line 3: there is no card with id 42 in the card pool.' });
  });
});
