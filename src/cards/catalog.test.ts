// The catalog of every Rush card (catalog.json, written by src/cli/cards/importFacts.ts): its
// shape, its agreement with the playable pool, the reprint ids, and what the deck tools do
// with a card that is known but not playable yet.
import { beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_CARDS } from './catalogBuiltin';
import { cardFacts, firstPrintingOf, isPlayable, knownCards, unplayable } from './pool';
import { CARD_POOL } from './pool';
import { factsOf } from './playable';
import { PRESET_DECKS } from './presets';
import { builtinRuleset } from './ruleset';
import { cardDefProblem, checkDeck } from '../engine';
import aliases from '../formats/data/aliases.json';
import { browse, NO_FILTER } from '../decks/browse';
import { readDeckList } from '../decks/deckText';
import { summarize } from '../decks/summary';
import { decodeShareCode, encodeShareCode } from '../decks/shareCode';
import { loadLanguage } from '../i18n';
import { poolNames, renderText } from '../i18n/engineText';
import { readDeck } from '../persist/records';

// A Level 8 monster of the catalog that is not playable yet (it has reprint ids).
const UNPLAYABLE = 160021026;
const REPRINTS = aliases as Record<string, number>;
const FACT_KEYS = new Set(['id', 'name', 'nameJa', 'kind', 'monsterKind', 'spellKind', 'attribute', 'race', 'level', 'atk', 'def', 'maximum', 'fusionMaterials', 'mustBeFusionSummoned', 'noEffect', 'legend', 'set', 'aliases']);
const legalDeck = () => {
  const p = PRESET_DECKS[0];
  if (!p) throw new Error('no preset');
  return { main: [...p.main], extra: [...p.extra], side: [] as number[] };
};

describe('the card catalog', () => {
  it('holds 3,109 cards with unique ids, each valid in the pool format and facts only', () => {
    expect(CATALOG_CARDS).toHaveLength(3109);
    expect(new Set(CATALOG_CARDS.map((c) => c.id)).size).toBe(3109);
    for (const c of CATALOG_CARDS) {
      expect(cardDefProblem(c)).toBeNull();
      expect(c.set).toBe(Math.floor(c.id / 1000));
      for (const k of Object.keys(c)) expect(FACT_KEYS.has(k), `${c.id} has field ${k}`).toBe(true);
    }
    // Every MAXIMUM piece names cards of the catalog.
    const ids = new Set(CATALOG_CARDS.map((c) => c.id));
    for (const c of CATALOG_CARDS) {
      const m = c.maximum;
      if (m?.role === 'center') expect(ids.has(m.left) && ids.has(m.right)).toBe(true);
      else if (m) expect(ids.has(m.center)).toBe(true);
    }
  });

  it('has every card of the pool with identical facts', () => {
    const byId = new Map(CATALOG_CARDS.map((c) => [c.id, c]));
    expect(CARD_POOL.size).toBeGreaterThan(100);
    for (const def of CARD_POOL.values()) {
      const entry = byId.get(def.id);
      expect(entry, `pool card ${def.id}`).toBeDefined();
      expect(factsOf(entry as NonNullable<typeof entry>)).toStrictEqual({ ...def });
      expect(isPlayable(def.id)).toBe(true);
    }
    expect(knownCards()).toHaveLength(3109);
    expect(knownCards().filter((d) => isPlayable(d.id))).toHaveLength(CARD_POOL.size);
  });

  it('maps every reprint id to its first printing, which is a card; no reprint is a card of its own', () => {
    expect(Object.keys(REPRINTS)).toHaveLength(368);
    const ids = new Set(CATALOG_CARDS.map((c) => c.id));
    const listed = CATALOG_CARDS.flatMap((c) => (c.aliases ?? []).map((r) => [r, c.id] as const));
    expect(listed).toHaveLength(368);
    for (const [reprint, first] of listed) {
      expect(REPRINTS[String(reprint)]).toBe(first);
      expect(firstPrintingOf(reprint)).toBe(first);
      expect(ids.has(reprint)).toBe(false);
    }
    expect(firstPrintingOf(UNPLAYABLE)).toBe(UNPLAYABLE);
  });

  it('knows Dedicated Protorion, not playable yet, in English and Japanese', () => {
    expect(unplayable(UNPLAYABLE)).toBe(true);
    expect(cardFacts(UNPLAYABLE)).toMatchObject({ name: 'Dedicated Protorion', nameJa: '洗礼のプロトリオン', kind: 'monster', level: 8 });
    expect(browse({ ...NO_FILTER, text: 'dedicated protorion' }).map((d) => d.id)).toEqual([UNPLAYABLE]);
    expect(browse({ ...NO_FILTER, text: 'dedicated protorion', playableOnly: true })).toEqual([]);
    expect(browse({ ...NO_FILTER, playableOnly: true })).toHaveLength(CARD_POOL.size);
    expect(browse(NO_FILTER)).toHaveLength(3109);
  });

  it('searches and sorts all 3,109 cards quickly', () => {
    browse({ ...NO_FILTER, text: 'dragon' });
    const t = performance.now();
    for (let i = 0; i < 5; i++) browse({ ...NO_FILTER, text: ['dra', 'dragon', 'ドラゴン', 'overlord', 'a'][i] ?? '' });
    expect((performance.now() - t) / 5).toBeLessThan(150);
  });
});

describe('deck.notPlayable', () => {
  beforeAll(() => Promise.all([loadLanguage('ja'), loadLanguage('zh')]));

  it('a deck holding a card of the catalog only is refused by name, in en, ja and zh; the other rules still count it', () => {
    const deck = legalDeck();
    expect(checkDeck(deck, { ruleset: builtinRuleset(), catalog: cardFacts }).ok).toBe(true);
    deck.main.push(UNPLAYABLE, UNPLAYABLE);
    const r = checkDeck(deck, { ruleset: builtinRuleset(), catalog: cardFacts });
    expect(r.ok).toBe(false);
    expect(r.problems).toEqual([{ rule: 'R-DECK-INPUT', text: { code: 'deck.notPlayable', params: { section: 'main', cardId: UNPLAYABLE, n: 2 } } }]);
    const text = r.problems[0]?.text;
    if (!text) throw new Error('no problem');
    expect(renderText(text, 'en', poolNames('en'))).toBe(
      'Main Deck: Dedicated Protorion (2 copies) is not playable yet: its effects are not in the game.',
    );
    expect(renderText(text, 'ja', poolNames('ja'))).toContain('洗礼のプロトリオン（2枚）はまだプレイできません');
    expect(renderText(text, 'zh', poolNames('en'))).toContain('Dedicated Protorion（2 张）暂时无法使用');
    // Four copies: R-DECK-4 names it too (the catalog's facts count for the other rules).
    deck.main.push(UNPLAYABLE, UNPLAYABLE);
    const four = checkDeck(deck, { ruleset: builtinRuleset(), catalog: cardFacts });
    expect(four.problems.map((p) => p.text.code)).toEqual(['deck.notPlayable', 'deck.copies']);
    // Without the catalog it is an unknown id, as before.
    expect(checkDeck(deck, { ruleset: builtinRuleset() }).problems[0]?.text.code).toBe('deck.unknownIdCopies');
  });

  it('the deck builder summary says it too, and the saved deck keeps the card', () => {
    const deck = legalDeck();
    deck.main.push(UNPLAYABLE);
    expect(summarize(deck).check.problems.map((p) => p.text.code)).toEqual(['deck.notPlayable']);
    const read = readDeck({ id: 'd1', name: 'With Dedicated Protorion', ...deck, updated: 1 });
    expect(read.ok && read.value.main).toContain(UNPLAYABLE);
    expect(read.ok && read.note).toBeFalsy();
  });

  it('a share code of that deck reads back with the card', () => {
    const deck = legalDeck();
    deck.main.push(UNPLAYABLE);
    const back = decodeShareCode(encodeShareCode(deck));
    expect(back.ok && back.deck.main.filter((id) => id === UNPLAYABLE)).toEqual([UNPLAYABLE]);
  });
});

describe('importing lists with catalog cards', () => {
  it('a reprint id imports as the first printing; English and Japanese names of every card are found; unplayable cards come in, listed', () => {
    const reprint = Number(Object.entries(REPRINTS).find(([, first]) => first === UNPLAYABLE)?.[0]);
    const r = readDeckList(`#main\n${reprint}\n160202002\n洗礼のプロトリオン\n2 Dedicated Protorion\n`);
    expect(r).toEqual({ ok: true, name: null, deck: { main: [UNPLAYABLE, 160202002, UNPLAYABLE, UNPLAYABLE, UNPLAYABLE], extra: [], side: [] }, skipped: [], unplayable: [UNPLAYABLE] });
  });
});
