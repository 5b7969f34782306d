import { describe, expect, it } from 'vitest';
import { CARD_POOL, poolCard } from '../cards/pool';
import { PRESET_DECKS } from '../cards/presets';
import { DEFAULT_BANLIST, type Banlist } from './banlist';
import { isExtraDeckMonster } from './cards';
import { checkDeck as engineCheckDeck, type DeckCheckOptions, type DeckInput } from './deck';
import { testRuleset } from './testing/ruleset';
import { renderText } from '../i18n/engineText';
import type { EngineText } from './text';
import type { CardDef } from './types';


// Cards of the pool used by name below.
const BLUE_EYES = 160001000; // Legend Normal monster
const DARK_MAGICIAN = 160002000; // Legend Normal monster
const POT_OF_GREED = 160411003; // Legend Spell
const DARK_HOLE = 160205069; // Legend Spell
const TRAP_HOLE = 160202019; // Legend Trap
const SAKURETSU = 160417005; // Legend Trap
const ROPERO = 160207022; // Effect monster
const FIRE_GUARDIAN = 160302003; // Normal monster
const FLAME_WINGMAN = 160320001; // Fusion monster
const FUSION_SPELL = 160204050; // Normal Spell
const OVERLORD = 160202002; // MAXIMUM center
const OVERLORD_L = 160202001;
const OVERLORD_R = 160202003;

const USED = new Set([ROPERO, FIRE_GUARDIAN, FUSION_SPELL]);
/** Plain Main Deck cards (no Legend, no MAXIMUM) not used by name in these tests. */
const PLAIN = [...CARD_POOL.values()]
  .filter((d) => !d.legend && !d.maximum && !isExtraDeckMonster(d) && !USED.has(d.id))
  .map((d) => d.id);
const FUSIONS = [...CARD_POOL.values()].filter(isExtraDeckMonster).map((d) => d.id);

/** n legal filler cards, 3 copies of each name. */
function filler(n: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const id = PLAIN[Math.floor(i / 3)];
    if (id === undefined) throw new Error('not enough filler cards in the pool');
    out.push(id);
  }
  return out;
}

/** A Main Deck of exactly `size` cards: `cards` first, filler after. */
const mainOf = (cards: number[], size = 40): number[] => [...cards, ...filler(size - cards.length)];

/** n Extra Deck cards, at most 3 per name. */
const extraOf = (n: number): number[] => Array.from({ length: n }, (_, i) => FUSIONS[Math.floor(i / 3)] as number);

const rules = (r: { problems: { rule: string }[] }): string[] => r.problems.map((p) => p.rule);

// Synthetic cards for cases the pool cannot express.
const LEGEND_FUSION: CardDef = {
  id: 900001, name: 'Test Legend Fusion', kind: 'monster', monsterKind: 'fusion', attribute: 'LIGHT',
  race: 'Warrior', level: 8, atk: 2500, def: 2000, legend: true, fusionMaterials: [BLUE_EYES, DARK_MAGICIAN],
};
const ROPERO_REPRINT: CardDef = { ...(poolCard(ROPERO) as CardDef), id: 900002 };
const SYNTHETIC = new Map([LEGEND_FUSION, ROPERO_REPRINT].map((d) => [d.id, d]));
const lookup = (id: number): CardDef | undefined => SYNTHETIC.get(id) ?? poolCard(id);

/** The engine's verdict with every problem and warning rendered in English, as the deck builder shows it. */
const english = (t: EngineText): string => renderText(t, 'en', { uid: (u) => `#${u}`, id: (id) => lookup(id)?.name ?? String(id) });
function checkDeck(deck: DeckInput, options?: DeckCheckOptions): { ok: boolean; problems: { rule: string; message: string }[]; warnings: string[] } {
  // The game's cards unless a test gives its own lookup.
  const r = engineCheckDeck(deck, { ruleset: testRuleset(), ...options });
  return { ok: r.ok, problems: r.problems.map((p) => ({ rule: p.rule, message: english(p.text) })), warnings: r.warnings.map(english) };
}

describe('R-DECK-1: Main Deck size and contents', () => {
  it('R-DECK-1: a 39-card Main Deck is illegal (CE-66)', () => {
    const r = checkDeck({ main: filler(39) });
    expect(r.ok).toBe(false);
    expect(r.problems).toEqual([{ rule: 'R-DECK-1', message: 'Main Deck has 39 cards; it needs 40 to 60 (R-DECK-1).' }]);
  });
  it('R-DECK-1: 40 and 60 cards are legal, 61 is not', () => {
    expect(checkDeck({ main: filler(40) }).ok).toBe(true);
    expect(checkDeck({ main: filler(60) }).ok).toBe(true);
    expect(rules(checkDeck({ main: filler(61) }))).toEqual(['R-DECK-1']);
  });
  it('R-DECK-1: a Fusion monster in the Main Deck is illegal', () => {
    const r = checkDeck({ main: mainOf([FLAME_WINGMAN]) });
    expect(rules(r)).toEqual(['R-DECK-1']);
    expect(r.problems[0]?.message).toContain('Elemental HERO Flame Wingman');
    expect(r.problems[0]?.message).toContain('Extra Deck');
  });
});

describe('R-DECK-2: Extra Deck', () => {
  it('R-DECK-2: a 15-card Extra Deck is legal, 16 is illegal (CE-66)', () => {
    expect(checkDeck({ main: filler(40), extra: extraOf(15) }).ok).toBe(true);
    const r = checkDeck({ main: filler(40), extra: extraOf(16) });
    expect(r.problems).toEqual([{ rule: 'R-DECK-2', message: 'Extra Deck has 16 cards; it needs 0 to 15 (R-DECK-2).' }]);
  });
  it('R-DECK-2: an Effect monster in the Extra Deck is illegal (CE-66)', () => {
    const r = checkDeck({ main: filler(40), extra: [ROPERO] });
    expect(rules(r)).toEqual(['R-DECK-2']);
    expect(r.problems[0]?.message).toBe(
      'Supreme Dog Ropero is an Effect monster: only Fusion and Ritual monsters go in the Extra Deck (R-DECK-2).',
    );
  });
  it('R-DECK-2: a Spell in the Extra Deck is illegal', () => {
    expect(rules(checkDeck({ main: filler(40), extra: [FUSION_SPELL] }))).toEqual(['R-DECK-2']);
  });
  it('R-DECK-2: an empty or missing Extra Deck is legal', () => {
    expect(checkDeck({ main: filler(40), extra: [] }).ok).toBe(true);
    expect(checkDeck({ main: filler(40) }).ok).toBe(true);
  });
});

describe('R-DECK-3: Side Deck', () => {
  it('R-DECK-3: a Side Deck of 15 cards of any kind is legal', () => {
    // Filler(40) uses the first 14 plain names; take Side Deck cards from further on.
    const side = [FLAME_WINGMAN, FUSION_SPELL, ROPERO, FIRE_GUARDIAN, OVERLORD, ...PLAIN.slice(20, 30)];
    expect(side).toHaveLength(15);
    expect(checkDeck({ main: filler(40), side }).ok).toBe(true);
  });
  it('R-DECK-3: a 16-card Side Deck is illegal', () => {
    const r = checkDeck({ main: filler(40), side: [...extraOf(15), FIRE_GUARDIAN] });
    expect(r.problems).toEqual([{ rule: 'R-DECK-3', message: 'Side Deck has 16 cards; it needs 0 to 15 (R-DECK-3).' }]);
  });
});

describe('R-DECK-4: three of a name', () => {
  it('R-DECK-4: 3 copies are legal, 4 copies of one name are illegal (CE-66)', () => {
    expect(checkDeck({ main: mainOf([ROPERO, ROPERO, ROPERO]) }).ok).toBe(true);
    const r = checkDeck({ main: mainOf([ROPERO, ROPERO, ROPERO, ROPERO]) });
    expect(r.problems).toEqual([
      {
        rule: 'R-DECK-4',
        message: 'The deck has 4 copies of Supreme Dog Ropero (4 in the Main Deck); at most 3 cards with the same name are allowed (R-DECK-4).',
      },
    ]);
  });
  it('R-DECK-4: the Side Deck counts toward the limit', () => {
    const r = checkDeck({ main: mainOf([ROPERO, ROPERO, ROPERO]), side: [ROPERO] });
    expect(rules(r)).toEqual(['R-DECK-4']);
    expect(r.problems[0]?.message).toContain('3 in the Main Deck, 1 in the Side Deck');
  });
  it('R-DECK-4: the Extra Deck counts toward the limit', () => {
    const r = checkDeck({ main: filler(40), extra: [FLAME_WINGMAN, FLAME_WINGMAN, FLAME_WINGMAN], side: [FLAME_WINGMAN] });
    expect(rules(r)).toEqual(['R-DECK-4']);
  });
  it('R-DECK-4: different printings with the same name count together', () => {
    const r = checkDeck({ main: mainOf([ROPERO, ROPERO, ROPERO_REPRINT.id, ROPERO_REPRINT.id]) }, { lookup });
    expect(rules(r)).toEqual(['R-DECK-4']);
  });
});

describe('R-DECK-5: Forbidden & Limited list', () => {
  const banlist: Banlist = { version: 'test-1', forbidden: [FIRE_GUARDIAN], limited: [ROPERO], semiLimited: [FUSION_SPELL] };
  it('R-DECK-5: the default list is version "none" and restricts nothing', () => {
    expect(DEFAULT_BANLIST).toEqual({ version: 'none', forbidden: [], limited: [], semiLimited: [] });
    expect(checkDeck({ main: mainOf([FIRE_GUARDIAN, FIRE_GUARDIAN, FIRE_GUARDIAN]) }).ok).toBe(true);
  });
  it('R-DECK-5: a Forbidden card is not allowed at all', () => {
    const r = checkDeck({ main: mainOf([FIRE_GUARDIAN]) }, { banlist });
    expect(r.problems).toEqual([
      { rule: 'R-DECK-5', message: 'Fire Guardian is Forbidden on the Forbidden & Limited list "test-1": remove it (R-DECK-5).' },
    ]);
  });
  it('R-DECK-5: a Limited card is allowed once', () => {
    expect(checkDeck({ main: mainOf([ROPERO]) }, { banlist }).ok).toBe(true);
    const r = checkDeck({ main: mainOf([ROPERO, ROPERO]) }, { banlist });
    expect(r.problems).toEqual([
      {
        rule: 'R-DECK-5',
        message: 'Supreme Dog Ropero is Limited on the Forbidden & Limited list "test-1": at most 1, and the deck has 2 (R-DECK-5).',
      },
    ]);
  });
  it('R-DECK-5: a Semi-Limited card is allowed twice', () => {
    expect(checkDeck({ main: mainOf([FUSION_SPELL, FUSION_SPELL]) }, { banlist }).ok).toBe(true);
    expect(rules(checkDeck({ main: mainOf([FUSION_SPELL, FUSION_SPELL, FUSION_SPELL]) }, { banlist }))).toEqual(['R-DECK-5']);
  });
  it('R-DECK-5: Main, Extra and Side Deck copies all count', () => {
    expect(rules(checkDeck({ main: mainOf([ROPERO]), side: [ROPERO] }, { banlist }))).toEqual(['R-DECK-5']);
    const fusionBan: Banlist = { version: 'x', forbidden: [], limited: [FLAME_WINGMAN], semiLimited: [] };
    expect(rules(checkDeck({ main: filler(40), extra: [FLAME_WINGMAN], side: [FLAME_WINGMAN] }, { banlist: fusionBan }))).toEqual(['R-DECK-5']);
  });
  it('R-DECK-5: a limit applies to every printing of the name', () => {
    const r = checkDeck({ main: mainOf([ROPERO_REPRINT.id, ROPERO]) }, { banlist, lookup });
    expect(rules(r)).toEqual(['R-DECK-5']);
  });
  it('R-DECK-5: a card on two lists gets the stricter limit', () => {
    const both: Banlist = { version: 'x', forbidden: [ROPERO], limited: [ROPERO], semiLimited: [ROPERO] };
    expect(rules(checkDeck({ main: mainOf([ROPERO]) }, { banlist: both }))).toEqual(['R-DECK-5']);
  });
});

describe('R-DECK-6: Legend cards (current rule)', () => {
  it('R-DECK-6: a Legend monster in the Main and a Legend Fusion in the Extra is illegal (CE-65)', () => {
    const r = checkDeck({ main: mainOf([BLUE_EYES]), extra: [LEGEND_FUSION.id] }, { lookup });
    expect(r.problems).toEqual([
      {
        rule: 'R-DECK-6',
        message: 'The Main and Extra Deck hold 2 Legend monsters (Blue-Eyes White Dragon, Test Legend Fusion); at most 1 Legend monster is allowed (R-DECK-6).',
      },
    ]);
  });
  it('R-DECK-6: 1 Legend monster, 1 Legend Spell and 1 Legend Trap is legal (CE-65)', () => {
    const r = checkDeck({ main: mainOf([BLUE_EYES, POT_OF_GREED, TRAP_HOLE]) });
    expect(r).toEqual({ ok: true, problems: [], warnings: [] });
  });
  it('R-DECK-6: two Legend Spells or two Legend Traps are illegal', () => {
    const r = checkDeck({ main: mainOf([POT_OF_GREED, DARK_HOLE, TRAP_HOLE, SAKURETSU]) });
    expect(rules(r)).toEqual(['R-DECK-6', 'R-DECK-6']);
    expect(r.problems[0]?.message).toContain('2 Legend Spells (Pot of Greed, Dark Hole)');
    expect(r.problems[1]?.message).toContain('at most 1 Legend Trap');
  });
  it('R-DECK-6: two copies of the same Legend monster are illegal', () => {
    const r = checkDeck({ main: mainOf([DARK_MAGICIAN, DARK_MAGICIAN]) });
    expect(rules(r)).toEqual(['R-DECK-6']);
    expect(r.problems[0]?.message).toContain('Dark Magician ×2');
  });
  it('R-DECK-6: the current rule is the default', () => {
    const deck = { main: mainOf([BLUE_EYES, POT_OF_GREED]) };
    expect(checkDeck(deck)).toEqual(checkDeck(deck, { legendRule: 'current' }));
    expect(checkDeck(deck).ok).toBe(true);
  });
});

describe('R-DECK-7: Legend cards (legacy rule)', () => {
  it('R-DECK-7: 1 Legend monster, 1 Legend Spell and 1 Legend Trap is illegal under the legacy rule (CE-65)', () => {
    const r = checkDeck({ main: mainOf([BLUE_EYES, POT_OF_GREED, TRAP_HOLE]) }, { legendRule: 'legacy' });
    expect(r.problems).toEqual([
      {
        rule: 'R-DECK-7',
        message: 'The Main and Extra Deck hold 3 Legend cards (Blue-Eyes White Dragon, Pot of Greed, Trap Hole); under the pre-2023 rule at most 1 Legend card in total is allowed (R-DECK-7).',
      },
    ]);
  });
  it('R-DECK-7: a single Legend card is legal under the legacy rule', () => {
    expect(checkDeck({ main: mainOf([POT_OF_GREED]) }, { legendRule: 'legacy' }).ok).toBe(true);
  });
});

describe('R-DECK-8: the Side Deck and Legend limits', () => {
  it('R-DECK-8: Legend cards in the Side Deck do not count toward Legend limits', () => {
    const side = [DARK_MAGICIAN, BLUE_EYES, DARK_HOLE, SAKURETSU];
    expect(checkDeck({ main: mainOf([BLUE_EYES, POT_OF_GREED, TRAP_HOLE]), side }).ok).toBe(true);
    expect(checkDeck({ main: mainOf([POT_OF_GREED]), side }, { legendRule: 'legacy' }).ok).toBe(true);
  });
  it('R-DECK-8: Side Deck copies still count for R-DECK-4 and R-DECK-5', () => {
    const banlist: Banlist = { version: 'x', forbidden: [], limited: [BLUE_EYES], semiLimited: [] };
    expect(rules(checkDeck({ main: mainOf([BLUE_EYES]), side: [BLUE_EYES] }, { banlist }))).toEqual(['R-DECK-5']);
    expect(rules(checkDeck({ main: mainOf([BLUE_EYES]), side: [BLUE_EYES, BLUE_EYES, BLUE_EYES] }))).toEqual(['R-DECK-4']);
  });
});

describe('cards must exist, input must be a deck list', () => {
  it('an unknown card id is a problem naming the id and where it is', () => {
    const r = checkDeck({ main: mainOf([123, 123]), side: [456] });
    expect(r.problems).toEqual([
      { rule: 'R-DECK-INPUT', message: 'Main Deck: there is no card with id 123 in the card pool (2 copies).' },
      { rule: 'R-DECK-INPUT', message: 'Side Deck: there is no card with id 456 in the card pool.' },
    ]);
  });
  it('non-array and non-integer input is reported, never thrown', () => {
    const bad = (v: unknown): ReturnType<typeof checkDeck> => checkDeck(v as DeckInput);
    for (const v of [null, undefined, 7, 'deck', [1, 2], {}]) expect(bad(v).ok).toBe(false);
    expect(bad({}).problems[0]?.message).toBe('The Main Deck must be a list of card ids.');
    expect(rules(bad({ main: filler(40), extra: 'x' }))).toEqual(['R-DECK-INPUT']);
    const r = bad({ main: [...filler(38), '160302003', 1.5] });
    expect(r.problems.map((p) => p.message)).toEqual([
      'Main Deck entry 39 is not a card id: "160302003".',
      'Main Deck entry 40 is not a card id: 1.5.',
    ]);
  });
  it('a malformed option is reported, never thrown', () => {
    const deck = { main: filler(40) };
    expect(rules(checkDeck(deck, { legendRule: 'old' as 'legacy' }))).toEqual(['R-DECK-INPUT']);
    expect(rules(checkDeck(deck, { banlist: { version: 'x' } as Banlist }))).toEqual(['R-DECK-INPUT', 'R-DECK-INPUT', 'R-DECK-INPUT']);
  });
  it('every problem is reported, not just the first', () => {
    const r = checkDeck({
      main: [...filler(37), ROPERO, ROPERO, ROPERO, ROPERO, BLUE_EYES, DARK_MAGICIAN, FLAME_WINGMAN, 999],
      extra: [ROPERO, ...extraOf(15)],
      side: filler(16),
    });
    expect(new Set(rules(r))).toEqual(new Set(['R-DECK-1', 'R-DECK-2', 'R-DECK-3', 'R-DECK-4', 'R-DECK-6', 'R-DECK-INPUT']));
    expect(r.problems.length).toBeGreaterThanOrEqual(9);
  });
});

describe('MAXIMUM sets', () => {
  it('a MAXIMUM center without its [L] and [R] is legal but warned about', () => {
    const r = checkDeck({ main: mainOf([OVERLORD, OVERLORD, OVERLORD_L]), side: [OVERLORD_R] });
    expect(r.ok).toBe(true);
    expect(r.warnings).toEqual([
      'Supreme Machine Magnum Overlord can never be MAXIMUM Summoned without Supreme Machine Magnum Overlord [R] in the Main Deck.',
    ]);
    expect(checkDeck({ main: mainOf([OVERLORD]) }).warnings[0]).toContain('[L] and Supreme Machine Magnum Overlord [R]');
  });
  it('a complete MAXIMUM set gets no warning', () => {
    expect(checkDeck({ main: mainOf([OVERLORD, OVERLORD_L, OVERLORD_R]) }).warnings).toEqual([]);
  });
});

describe('preset decks', () => {
  it.each(PRESET_DECKS.map((d) => [d.key, d] as const))('the %s preset is legal', (_key, d) => {
    expect(checkDeck({ main: d.main, extra: d.extra })).toEqual({ ok: true, problems: [], warnings: [] });
  });
  it('there are four presets', () => expect(PRESET_DECKS).toHaveLength(4));
});
