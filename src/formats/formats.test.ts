import { describe, expect, it } from 'vitest';
import { CARD_POOL } from '../cards/pool';
import { PRESET_DECKS } from '../cards/presets';
import { isExtraDeckMonster, cardStatus, checkDeck, type Banlist, type DeckFormat, type DeckCheck, type CardDef, type EngineText } from '../engine';
import { formatOf, SHIPPED_LIST } from './formats';
import { poolCard } from '../cards/pool';
import { builtinRuleset } from '../cards/ruleset';
import { poolNames, renderText } from '../i18n/engineText';

const english = (t: EngineText | undefined): string => (t ? renderText(t, 'en', poolNames()) : '');

const ROPERO = 160207022; // Effect monster
const FIRE_GUARDIAN = 160302003; // Normal monster
const FUSION_SPELL = 160204050; // Normal Spell
const BLUE_EYES = 160001000; // Legend Normal monster
const DARK_MAGICIAN = 160002000; // Legend Normal monster
const FLAME_WINGMAN = 160320001; // Fusion monster

const USED = new Set([ROPERO, FIRE_GUARDIAN, FUSION_SPELL]);
const PLAIN = [...CARD_POOL.values()].filter((d) => !d.legend && !d.maximum && !isExtraDeckMonster(d) && !USED.has(d.id)).map((d) => d.id);
const filler = (n: number): number[] => Array.from({ length: n }, (_, i) => PLAIN[Math.floor(i / 3)] as number);
const mainOf = (cards: number[], size = 40): number[] => [...cards, ...filler(size - cards.length)];
const rules = (r: DeckCheck): string[] => r.problems.map((p) => p.rule);

// A reprint of Ropero under another id, as the 3,109-card pool will have.
const ROPERO_REPRINT: CardDef = { ...(poolCard(ROPERO) as CardDef), id: 900002 };
const lookup = (id: number): CardDef | undefined => (id === ROPERO_REPRINT.id ? ROPERO_REPRINT : poolCard(id));

const LIST: Banlist = { version: 'Test list', date: '2026-01-01', forbidden: [ROPERO, 160999999], limited: [FIRE_GUARDIAN], semiLimited: [FUSION_SPELL] };
const RUSH: DeckFormat = formatOf('rush', LIST);
const NONE: DeckFormat = formatOf('none');

describe('formats: the Forbidden & Limited list (R-DECK-5)', () => {
  it('R-DECK-5: a Forbidden card is refused at 1 copy, in any section, naming the list', () => {
    for (const deck of [{ main: mainOf([ROPERO]) }, { main: filler(40), side: [ROPERO] }]) {
      const r = checkDeck(deck, { format: RUSH, ruleset: builtinRuleset() });
      expect(rules(r)).toEqual(['R-DECK-5']);
      expect(english(r.problems[0]?.text)).toContain('Forbidden on the Forbidden & Limited list "Test list"');
    }
    expect(checkDeck({ main: mainOf([ROPERO]) }, { format: NONE, ruleset: builtinRuleset() }).ok).toBe(true);
  });
  it('R-DECK-5: a Limited card: 1 copy is legal, 2 (Main + Side) are not', () => {
    expect(checkDeck({ main: mainOf([FIRE_GUARDIAN]) }, { format: RUSH, ruleset: builtinRuleset() }).ok).toBe(true);
    const r = checkDeck({ main: mainOf([FIRE_GUARDIAN]), side: [FIRE_GUARDIAN] }, { format: RUSH, ruleset: builtinRuleset() });
    expect(rules(r)).toEqual(['R-DECK-5']);
    expect(english(r.problems[0]?.text)).toContain('at most 1, and the deck has 2');
  });
  it('R-DECK-5: a Semi-Limited card: 2 copies are legal, 3 are not; no list allows 3', () => {
    expect(checkDeck({ main: mainOf([FUSION_SPELL, FUSION_SPELL]) }, { format: RUSH, ruleset: builtinRuleset() }).ok).toBe(true);
    const three = { main: mainOf([FUSION_SPELL, FUSION_SPELL]), side: [FUSION_SPELL] };
    expect(rules(checkDeck(three, { format: RUSH, ruleset: builtinRuleset() }))).toEqual(['R-DECK-5']);
    expect(checkDeck(three, { format: NONE, ruleset: builtinRuleset() }).ok).toBe(true);
  });
  it('R-DECK-5 with R-DECK-4: 4 copies of a Semi-Limited card break both rules', () => {
    const r = checkDeck({ main: mainOf([FUSION_SPELL, FUSION_SPELL, FUSION_SPELL]), side: [FUSION_SPELL] }, { format: RUSH, ruleset: builtinRuleset() });
    expect(rules(r).sort()).toEqual(['R-DECK-4', 'R-DECK-5']);
    expect(rules(checkDeck({ main: mainOf([FUSION_SPELL, FUSION_SPELL, FUSION_SPELL]), side: [FUSION_SPELL] }, { format: NONE, ruleset: builtinRuleset() }))).toEqual(['R-DECK-4']);
  });
  it('R-DECK-5 with R-DECK-6: a Limited problem and a Legend problem are both reported', () => {
    const r = checkDeck({ main: mainOf([FIRE_GUARDIAN, FIRE_GUARDIAN, BLUE_EYES, DARK_MAGICIAN]) }, { format: RUSH, ruleset: builtinRuleset() });
    expect(rules(r).sort()).toEqual(['R-DECK-5', 'R-DECK-6']);
    // "No list" keeps the Legend rule.
    expect(rules(checkDeck({ main: mainOf([FIRE_GUARDIAN, FIRE_GUARDIAN, BLUE_EYES, DARK_MAGICIAN]) }, { format: NONE, ruleset: builtinRuleset() }))).toEqual(['R-DECK-6']);
  });
  it('R-DECK-8: Legend cards in the Side Deck are exempt, but the list still counts the Side Deck', () => {
    expect(checkDeck({ main: mainOf([BLUE_EYES]), side: [DARK_MAGICIAN] }, { format: RUSH, ruleset: builtinRuleset() }).ok).toBe(true);
    expect(rules(checkDeck({ main: mainOf([BLUE_EYES]), side: [DARK_MAGICIAN, ROPERO] }, { format: RUSH, ruleset: builtinRuleset() }))).toEqual(['R-DECK-5']);
  });
  it('R-DECK-5: a reprint shares its first printing\'s status (matched by name)', () => {
    const r = checkDeck({ main: mainOf([ROPERO_REPRINT.id]) }, { format: RUSH, lookup });
    expect(rules(r)).toEqual(['R-DECK-5']);
    expect(cardStatus(RUSH, ROPERO_REPRINT.id, lookup)).toBe('forbidden');
  });
  it('card status: forbidden, limited, semi-limited, none; an id the pool does not know still has its status', () => {
    expect(cardStatus(RUSH, ROPERO, poolCard)).toBe('forbidden');
    expect(cardStatus(RUSH, FIRE_GUARDIAN, poolCard)).toBe('limited');
    expect(cardStatus(RUSH, FUSION_SPELL, poolCard)).toBe('semiLimited');
    expect(cardStatus(RUSH, FLAME_WINGMAN, poolCard)).toBeNull();
    expect(cardStatus(RUSH, 160999999, poolCard)).toBe('forbidden');
    expect(cardStatus(NONE, ROPERO, poolCard)).toBeNull();
  });
});

describe('formats: the shipped list', () => {
  it('keeps every entry, also of cards not in the pool yet, with its name and date', () => {
    expect(SHIPPED_LIST.version).toBe('2026.07.01 Rush Duel');
    expect(SHIPPED_LIST.date).toBe('2026-07-01');
    expect([SHIPPED_LIST.forbidden.length, SHIPPED_LIST.limited.length, SHIPPED_LIST.semiLimited.length]).toEqual([3, 15, 16]);
    expect(cardStatus(formatOf('rush'), 160206008, poolCard)).toBe('forbidden');
  });
  it('every preset deck is legal in both formats', () => {
    for (const p of PRESET_DECKS) {
      for (const f of [formatOf('rush'), formatOf('none')]) expect(checkDeck({ main: p.main, extra: p.extra }, { format: f, ruleset: builtinRuleset() }).ok).toBe(true);
    }
  });
});
