import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CARD_POOL } from '../cards/pool';
import { PRESET_DECKS } from '../cards/presets';
import { browse, NO_FILTER } from './browse';
import { formatDeckText, readDeckList } from './deckText';
import { addCard, removeCard } from './edit';
import { decodeShareCode, encodeShareCode } from './shareCode';
import { maximumSets, summarize } from './summary';
import type { DeckCards } from './types';
import { poolNames, renderText } from '../i18n/engineText';

const ids = [...CARD_POOL.keys()];
const preset = (key: string): DeckCards => {
  const d = PRESET_DECKS.find((p) => p.key === key);
  if (!d) throw new Error(key);
  return { main: [...d.main], extra: [...d.extra], side: [] };
};
const sorted = (d: DeckCards): DeckCards => ({ main: [...d.main].sort(), extra: [...d.extra].sort(), side: [...d.side].sort() });

describe('deck text format', () => {
  it('reads sections, comments and a .ydk file as other simulators write it', () => {
    const ydk = '#created by Someone\r\n#main\r\n160202002\r\n160202002\r\n\r\n#extra\r\n160320001\r\n!side\r\n160202001\r\n';
    const r = readDeckList(ydk);
    expect(r).toEqual({ ok: true, name: null, deck: { main: [160202002, 160202002], extra: [160320001], side: [160202001] }, skipped: [], unplayable: [] });
  });

  it('reads ids before any section as Main Deck, trailing comments, and the name comment', () => {
    const r = readDeckList('# name: My deck\n160202002  # Magnum\n# just a note\n');
    expect(r).toEqual({ ok: true, name: 'My deck', deck: { main: [160202002], extra: [], side: [] }, skipped: [], unplayable: [] });
  });

  it('lists every line it cannot use with a reason code, and fails only when no card is known', () => {
    expect(readDeckList('#main\n160202002\nNo Such Card\n99999')).toMatchObject({
      ok: true,
      deck: { main: [160202002] },
      skipped: [
        { line: 3, text: 'No Such Card', reason: { key: 'skip.noName', vars: { name: 'No Such Card' } } },
        { line: 4, text: '99999', reason: { key: 'skip.noId', vars: { id: 99999 } } },
      ],
    });
    expect(readDeckList('# only comments\n')).toMatchObject({ ok: false, error: { key: 'list.empty' } });
    expect(readDeckList('99999\n')).toMatchObject({ ok: false, error: { key: 'list.noneKnown' } });
  });

  it('round-trips every preset through the text form', () => {
    for (const p of PRESET_DECKS) {
      const deck = preset(p.key);
      expect(readDeckList(formatDeckText(deck, p.name))).toEqual({ ok: true, deck, name: p.name, skipped: [], unplayable: [] });
    }
  });
});

describe('share code', () => {
  it('round-trips every preset and fits comfortably in a URL', () => {
    for (const p of PRESET_DECKS) {
      const code = encodeShareCode(preset(p.key));
      expect(code).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(code.length).toBeLessThan(120);
      const back = decodeShareCode(code);
      expect(back.ok && sorted(back.deck)).toEqual(sorted(preset(p.key)));
    }
  });

  it('round-trips any deck of pool cards (property)', () => {
    const section = fc.array(fc.constantFrom(...ids), { maxLength: 70 });
    fc.assert(
      fc.property(section, section, section, (main, extra, side) => {
        const deck = { main, extra, side };
        const back = decodeShareCode(encodeShareCode(deck));
        expect(back.ok && sorted(back.deck)).toEqual(sorted(deck));
      }),
      { numRuns: 200 },
    );
  });

  it('refuses a mistyped, truncated or foreign code with a reason', () => {
    const code = encodeShareCode(preset('dragon'));
    const flipped = code.slice(0, 10) + (code[10] === 'A' ? 'B' : 'A') + code.slice(11);
    for (const bad of [flipped, code.slice(0, -3), 'hello world', '', 'AAAA']) {
      const r = decodeShareCode(bad);
      expect(r.ok).toBe(false);
      expect(!r.ok && r.error.key).toMatch(/^share\./);
    }
  });
});

describe('deck summary', () => {
  it('R-DECK-1: an empty deck is reported with its reason; a preset is legal', () => {
    const empty = summarize({ main: [], extra: [], side: [] });
    expect(empty.check.ok).toBe(false);
    expect(empty.check.problems.map((p) => p.rule)).toContain('R-DECK-1');
    for (const p of PRESET_DECKS) expect(summarize(preset(p.key)).check).toMatchObject({ ok: true, problems: [] });
  });

  it('R-DECK-4: a fourth copy added in the editor is a problem naming the card', () => {
    let deck = preset('dragon');
    const id = 160302001; // three copies in the preset
    deck = removeCard(deck, deck.main[deck.main.length - 1] as number);
    deck = addCard(deck, id);
    const problems = summarize(deck).check.problems;
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ rule: 'R-DECK-4', text: { code: 'deck.copies', params: { cardId: id } } });
    expect(renderText(problems[0]?.text ?? { code: 'duel.over' }, 'en', poolNames())).toContain(CARD_POOL.get(id)?.name as string);
  });

  it('counts by kind and adds Fusion monsters to the Extra Deck', () => {
    const s = summarize(preset('fusion'));
    expect(s.counts).toEqual({ main: 40, extra: 12, side: 0 });
    expect(s.kinds.fusion).toBe(12);
    expect(s.kinds.monster + s.kinds.spell + s.kinds.trap).toBe(52);
    const fusion = preset('fusion').extra[0] as number;
    expect(addCard({ main: [], extra: [], side: [] }, fusion)).toEqual({ main: [], extra: [fusion], side: [] });
  });

  it('shows a MAXIMUM set as complete or names its missing pieces', () => {
    expect(maximumSets([160202002, 160202001, 160202003])).toMatchObject([{ missing: [] }]);
    const partial = maximumSets([160202001]);
    expect(partial).toHaveLength(1);
    expect(partial[0]?.missing).toEqual(['Supreme Machine Magnum Overlord', 'Supreme Machine Magnum Overlord [R]']);
    // The cards too, so the deck builder names them in the player's card-name language.
    expect(partial[0]?.missingCards.map((d) => d.nameJa)).toEqual(['超魔機神マグナム・オーバーロード', '超魔機神マグナム・オーバーロード［Ｒ］']);
  });
});

describe('card browser', () => {
  it('finds cards by English name, Japanese name and effect text', () => {
    expect(browse({ ...NO_FILTER, text: 'magnum overlord [l]' }).map((d) => d.id)).toContain(160202001);
    expect(browse({ ...NO_FILTER, text: 'マグナム' }).length).toBeGreaterThan(2);
    const byText = browse({ ...NO_FILTER, text: 'destroy' });
    expect(byText.length).toBeGreaterThan(0);
    // Found by the effect text alone: the word is in none of these names.
    expect(byText.some((d) => !d.name.toLowerCase().includes('destroy'))).toBe(true);
  });

  it('filters by kind, monster kind, attribute, level and ATK range and Legend; sorts by ATK', () => {
    const f = browse({ ...NO_FILTER, kind: 'monster', monsterKind: 'maximum', attribute: 'DARK', levelMin: 10, levelMax: 10, sort: 'atk' });
    expect(f.length).toBeGreaterThan(0);
    expect(f.every((d) => d.monsterKind === 'maximum' && d.attribute === 'DARK' && d.level === 10)).toBe(true);
    const strong = browse({ ...NO_FILTER, atkMin: 2500, sort: 'atk' });
    expect(strong.every((d) => (d.atk ?? 0) >= 2500)).toBe(true);
    expect(strong.map((d) => d.atk)).toEqual([...strong.map((d) => d.atk)].sort((a, b) => (b ?? 0) - (a ?? 0)));
    expect(browse({ ...NO_FILTER, legendOnly: true }).every((d) => d.legend)).toBe(true);
    expect(browse({ ...NO_FILTER, kind: 'trap' }).every((d) => d.kind === 'trap')).toBe(true);
  });
});
