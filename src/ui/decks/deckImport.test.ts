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
    expect(readImport(formatDeckText(deck, 'Heroes'))).toEqual({ ok: true, deck, name: 'Heroes', skipped: [], unplayable: [] });
  });

  it('imports the known ids of a .ydk and lists every skipped one with its reason', () => {
    const r = readImport('#main\n160202002\n42\n160202002\n#extra\n99999999\n160320001\nnot a card');
    expect(r).toMatchObject({ ok: true, deck: { main: [160202002, 160202002], extra: [160320001] } });
    expect(r.skipped).toEqual([
      { line: 3, text: '42', reason: { key: 'skip.noName', vars: { name: '42' } } },
      { line: 6, text: '99999999', reason: { key: 'skip.noId', vars: { id: 99999999 } } },
      { line: 8, text: 'not a card', reason: { key: 'skip.noName', vars: { name: 'not a card' } } },
    ]);
  });

  it('reads name lists: "3 Name", "3x Name", "Name x3", Japanese names, Fusions to the Extra Deck', () => {
    const r = readImport('3 Phoenix Dragon\n2x Twin Edge Dragon\nDragorite x3\n1 フェニックス・ドラゴン\nElemental HERO Flame Wingman\n3 Nobody Here');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.deck.main.filter((id) => id === 160302009)).toHaveLength(4);
    expect(r.deck.main.filter((id) => id === 160302006)).toHaveLength(2);
    expect(r.deck.main.filter((id) => id === 160302005)).toHaveLength(3);
    expect(r.deck.extra).toEqual([160320001]);
    expect(r.skipped).toEqual([{ line: 6, text: '3 Nobody Here', reason: { key: 'skip.noName', vars: { name: 'Nobody Here' } } }]);
  });

  it('fails only when nothing of the list is known', () => {
    expect(readImport('42\n43')).toMatchObject({ ok: false, error: { key: 'list.noneKnown' } });
    expect(readImport('# only a comment')).toMatchObject({ ok: false, error: { key: 'list.empty' } });
  });
});
