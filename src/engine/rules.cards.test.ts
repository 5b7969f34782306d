// Rules of cards, zones and Legend cards (R-CARD, R-ZONE, R-LEG, R-DECK-9) checked against the
// engine with the game's real cards: the facts it accepts, the field it deals, the stats it reads.
import { describe, expect, it } from 'vitest';
import { CATALOG_CARDS } from '../cards/catalogBuiltin';
import { checkDeck } from './deck';
import { cardDefProblem } from './facts';
import { createRuleset } from './ruleset';
import { newDuel } from './setup';
import { monsterAtk, monsterDef } from './stats';
import { testRuleset } from './testing/ruleset';
import {
  apply, atkPos, BLUE_EYES, board, card, CLAYMAN, DARK_MAGICIAN, FIRE_GUARDIAN, isLegal, legalOf, load, mk, OVERLORD, OVERLORD_L,
  POT_OF_GREED, slotOf, TRAP_HOLE,
} from './testing/mk';
import type { CardDef } from './types';

const OUTER_SPACE = 160202046; // Field Spell: Level 4 or lower monsters lose 300 ATK and DEF
const DARK_MAGICIAN_GIRL = 160411002; // [Continuous Effect]: +500 ATK per "Dark Magician" in the GYs
const BURNING_OVERLORD = 160211069; // rule text: Normal Summoned without Tributes beside a face-up MAXIMUM Machine
const def = (id: number): CardDef => {
  const d = testRuleset().cards.get(id);
  if (!d) throw new Error(`no card ${id}`);
  return d;
};

describe('R-CARD: cards and card kinds', () => {
  it('R-CARD-1: a card is a Monster, a Spell or a Trap; any other kind is refused as card data', () => {
    expect(new Set(CATALOG_CARDS.map((c) => c.kind))).toEqual(new Set(['monster', 'spell', 'trap']));
    const odd = { ...def(POT_OF_GREED), kind: 'skill' } as unknown as CardDef;
    expect(cardDefProblem(odd)).toMatch(/kind must be monster, spell or trap/);
    expect(() => createRuleset({ cards: [odd] })).toThrow(/kind must be monster, spell or trap/);
  });

  it('R-CARD-5: Spells are Normal, Field, Equip or Ritual; Traps have no kind of their own', () => {
    const spellKinds = new Set(CATALOG_CARDS.filter((c) => c.kind === 'spell').map((c) => c.spellKind));
    expect(spellKinds).toEqual(new Set(['normal', 'field', 'equip', 'ritual']));
    expect(CATALOG_CARDS.filter((c) => c.kind === 'trap').every((c) => c.spellKind === undefined)).toBe(true);
    expect(cardDefProblem({ ...def(POT_OF_GREED), spellKind: 'quickPlay' } as unknown as CardDef)).toMatch(/unknown Spell kind/);
    expect(cardDefProblem(def(TRAP_HOLE))).toBeNull();
  });

  it('R-CARD-3: a [Continuous Effect] applies while its monster is face-up; an [Effect] needs its [Condition]', () => {
    // Dark Magician Girl (2000 ATK) with one Dark Magician in a GY: 2500 while face-up on the field.
    const L = load(board({ monsters: [atkPos(card(DARK_MAGICIAN_GIRL, 'dmg'))], graveyard: [DARK_MAGICIAN] }));
    expect(monsterAtk(L.state, slotOf(L.state, L.uid('dmg')).slot)).toBe(2500);
    const none = load(board({ monsters: [atkPos(card(DARK_MAGICIAN_GIRL, 'dmg'))] }));
    expect(monsterAtk(none.state, slotOf(none.state, none.uid('dmg')).slot)).toBe(2000);
    // Burning Overlord's [Effect] needs 3 DARK Machine MAXIMUM monsters in your GY ([Condition]).
    const bo = (gy: number[]) => load(board({ monsters: [atkPos(card(BURNING_OVERLORD, 'bo'))], graveyard: gy }));
    const without = bo([OVERLORD, OVERLORD]);
    expect(isLegal(without.state, { type: 'activate', card: without.uid('bo'), effect: 'e1' })).toBe(false);
    const withIt = bo([OVERLORD, OVERLORD, OVERLORD]);
    expect(isLegal(withIt.state, { type: 'activate', card: withIt.uid('bo'), effect: 'e1' })).toBe(true);
  });

  it('R-CARD-4: rule text outside the effects is always in force: Burning Overlord needs no Tribute beside a face-up MAXIMUM Machine', () => {
    const beside = load(board({ hand: [card(BURNING_OVERLORD, 'bo')], monsters: [atkPos(card(OVERLORD_L, 'l'))] }));
    const summons = legalOf(beside.state, 'summon').filter((a) => a.card === beside.uid('bo'));
    expect(summons.length).toBeGreaterThan(0);
    // Offered straight into a free zone: no Tribute is asked for.
    const s = apply(beside.state, { type: 'summon', card: beside.uid('bo'), position: 'attack', zone: 1 }).state;
    expect(slotOf(s, beside.uid('bo')).slot.faceDown).toBe(false);
    expect(s.players[0].gy).toEqual([]);
    // Beside any other monster, its Level asks for a Tribute (R-NS-4).
    const other = load(board({ hand: [card(BURNING_OVERLORD, 'bo')], monsters: [atkPos(mk('x', 100))] }));
    const t = apply(other.state, { type: 'summon', card: other.uid('bo'), position: 'attack' }).state;
    expect(t.pending).toMatchObject({ kind: 'tribute', needed: 1 });
  });

  it('R-CARD-6 R-LEG-1: the LEGEND icon is the `legend` flag, true or false on every card', () => {
    expect(def(BLUE_EYES).legend).toBe(true);
    expect(def(CLAYMAN).legend).toBe(false);
    expect(CATALOG_CARDS.every((c) => typeof c.legend === 'boolean')).toBe(true);
    const { legend: _legend, ...unflagged } = def(CLAYMAN);
    expect(cardDefProblem(unflagged as CardDef)).toMatch(/legend must be true or false/);
  });

  it('R-CARD-7: ATK and DEF never go below 0 (a 200/100 monster under Outer Space\'s -300/-300)', () => {
    const L = load(board({ monsters: [atkPos(mk('weak', 200, 100))], field: { card: OUTER_SPACE } }));
    const slot = slotOf(L.state, L.uid('weak')).slot;
    expect(monsterAtk(L.state, slot)).toBe(0);
    expect(monsterDef(L.state, slot)).toBe(0);
    // The same field spell on a 1000/1000 monster: the whole 300 is taken.
    const M = load(board({ monsters: [atkPos(mk('mid', 1000, 1000))], field: { card: OUTER_SPACE } }));
    const mid = slotOf(M.state, M.uid('mid')).slot;
    expect([monsterAtk(M.state, mid), monsterDef(M.state, mid)]).toEqual([700, 700]);
  });
});

describe('R-ZONE-1: the zones of each player', () => {
  it('R-ZONE-1: 3 Monster Zones, 3 Spell & Trap Zones, a Field Zone, a Deck, an Extra Deck and a GY; nothing else', () => {
    const deck = Array.from({ length: 40 }, () => FIRE_GUARDIAN);
    const r = newDuel({ ruleset: testRuleset(), decks: [{ main: deck }, { main: deck }], seed: 1 });
    if (!r.ok) throw new Error('no duel');
    for (const p of r.state.players) {
      expect(p.monsters).toHaveLength(3);
      expect(p.spellTraps).toHaveLength(3);
      expect(p.field).toBeNull();
      expect(Array.isArray(p.deck) && Array.isArray(p.extra) && Array.isArray(p.gy)).toBe(true);
      // No banished zone, Extra Monster Zone or Pendulum Zone.
      for (const k of Object.keys(p)) expect(k).not.toMatch(/banish|removed|extraMonster|pendulum/i);
    }
  });
});

describe('R-LEG: Legend cards', () => {
  // Filler: three copies each of plain (non-Legend) Normal Monsters.
  const plain = [...testRuleset().cards.values()].filter((c) => c.monsterKind === 'normal' && !c.legend).slice(0, 14);
  const filler = plain.flatMap((c) => [c.id, c.id, c.id]);
  const mainOf = (ids: number[]) => [...ids, ...filler].slice(0, 40);
  const rules = (ids: number[], legendRule?: 'legacy') =>
    checkDeck({ main: mainOf(ids) }, { ruleset: testRuleset(), ...(legendRule ? { legendRule } : {}) }).problems.map((p) => p.rule);

  it('R-LEG-2: the deck limit of Legend cards is R-DECK-6 by default and R-DECK-7 under the legacy flag', () => {
    // One Legend monster and one Legend Spell: legal now, too many under the legacy rule.
    expect(rules([BLUE_EYES, POT_OF_GREED])).toEqual([]);
    expect(rules([BLUE_EYES, POT_OF_GREED], 'legacy')).toEqual(['R-DECK-7']);
    expect(rules([BLUE_EYES, DARK_MAGICIAN])).toEqual(['R-DECK-6']);
  });

  it('R-LEG-3: in the duel a Legend card follows its kind\'s rules: Blue-Eyes (Level 8) needs 2 Tributes like any Level 8', () => {
    const L = load(board({ hand: [card(BLUE_EYES, 'be')], monsters: [atkPos(mk('a', 100)), atkPos(mk('b', 100))] }));
    const s = apply(L.state, { type: 'summon', card: L.uid('be'), position: 'attack' }).state;
    expect(s.pending).toMatchObject({ kind: 'tribute', needed: 2 });
    const lone = load(board({ hand: [card(BLUE_EYES, 'be')], monsters: [atkPos(mk('a', 100))] }));
    expect(legalOf(lone.state, 'summon').some((a) => a.card === lone.uid('be'))).toBe(false);
  });
});

describe('R-DECK-9: MAXIMUM sets', () => {
  it('R-DECK-9: the three pieces of every MAXIMUM set in the catalog are three different card names', () => {
    const byId = new Map(CATALOG_CARDS.map((c) => [c.id, c]));
    const centers = CATALOG_CARDS.filter((c) => c.maximum?.role === 'center');
    expect(centers.length).toBeGreaterThanOrEqual(23);
    for (const c of centers) {
      const m = c.maximum;
      if (m?.role !== 'center') continue;
      const names = [c.name, byId.get(m.left)?.name, byId.get(m.right)?.name];
      expect(new Set(names).size, c.name).toBe(3);
    }
  });
});
