// Rules of the Extra Deck monsters and of Multi-Choice effects (R-NS-7, R-FUS-1, R-FUS-6,
// R-RIT-1, R-RIT-2) checked against the engine: real Fusion cards, and a made-up Ritual Spell
// with its Ritual monsters (no playable card Ritual Summons yet, docs/cards.md).
import { describe, expect, it } from 'vitest';
import { rulesetWith } from '../cards/ruleset';
import { ritualSummon, type CardScript } from './effects/primitives';
import { legalActions } from './legal';
import { newDuel } from './setup';
import { apply, applyAll, atkPos, board, card, FLAME_WINGMAN, isLegal, legalOf, load, mk } from './testing/mk';
import type { Action, DuelState } from './types';

const FUSION = 160204050; // Normal Spell: Fusion Summon with face-up monsters you control
const AVIAN = 160320008; // Flame Wingman's materials
const BURSTINATRIX = 160320007;
const SEVENS_PALADIN = 160204015; // [Multi-Choice Effect], two choices

const LORD = 990000210;
const OTHER_LORD = 990000212;
const RITE = 990000211;
const MADE_UP = [
  { id: LORD, name: 'Test Lord', kind: 'monster', monsterKind: 'ritual', attribute: 'DARK', race: 'Spellcaster', level: 7, atk: 2700, def: 2000, legend: false },
  { id: OTHER_LORD, name: 'Test Other Lord', kind: 'monster', monsterKind: 'ritual', attribute: 'LIGHT', race: 'Warrior', level: 4, atk: 1800, def: 1000, legend: false },
  { id: RITE, name: 'Test Rite', kind: 'spell', spellKind: 'ritual', legend: false },
] as const;
const RITE_SCRIPT: CardScript = { id: RITE, effects: [{ id: 'e1', kind: 'spell', steps: ritualSummon({ monster: (d) => d.id === LORD }) }] };
const RULES = rulesetWith(MADE_UP, [RITE_SCRIPT]);

/** Does any legal action of this state move or summon that card? */
const touches = (s: DuelState, uid: number): Action[] => legalActions(s).filter((a) => 'card' in a && a.card === uid);

describe('R-NS-7 R-RIT-1: Fusion and Ritual monsters are never Normal Summoned or Set', () => {
  it('R-NS-7 R-RIT-1: they are dealt into the Extra Deck, and no hand can hold one', () => {
    const main = Array.from({ length: 40 }, (_, i) => 160001000 + (i % 13) + 1);
    const r = newDuel({ ruleset: RULES, decks: [{ main, extra: [LORD, FLAME_WINGMAN] }, { main }], seed: 2 });
    if (!r.ok) throw new Error('no duel');
    expect(r.state.players[0].extra.map((u) => r.state.cards[u]?.id).sort()).toEqual([FLAME_WINGMAN, LORD].sort());
    expect(() => load(board({ hand: [card(FLAME_WINGMAN, 'fw')] }))).toThrow(/can only be in the Extra Deck/);
    expect(() => load(board({ hand: [{ id: LORD, ref: 'lord' }] }), 1, RULES)).toThrow(/can only be in the Extra Deck/);
  });

  it('R-NS-7 R-RIT-1: from the Extra Deck no Normal Summon or Set of them is offered, even with Tributes at hand', () => {
    const L = load(board({ extra: [{ id: LORD, ref: 'lord' }, card(FLAME_WINGMAN, 'fw')], monsters: [atkPos(mk('a', 100)), atkPos(mk('b', 100))] }), 1, RULES);
    expect(touches(L.state, L.uid('lord'))).toEqual([]);
    expect(touches(L.state, L.uid('fw'))).toEqual([]);
    expect(isLegal(L.state, { type: 'summon', card: L.uid('fw'), position: 'attack' })).toBe(false);
  });
});

describe('R-FUS-1: a Fusion Summon only by an effect that says so', () => {
  it('R-FUS-1: with both materials on the field and no Fusion Spell, Flame Wingman cannot come out; with "Fusion" it is Fusion Summoned', () => {
    const field = [atkPos(card(AVIAN, 'av')), atkPos(card(BURSTINATRIX, 'bu'))];
    const bare = load(board({ extra: [card(FLAME_WINGMAN, 'fw')], monsters: field }));
    expect(touches(bare.state, bare.uid('fw'))).toEqual([]);
    const L = load(board({ hand: [card(FUSION, 'fusion')], extra: [card(FLAME_WINGMAN, 'fw')], monsters: field }));
    const s = applyAll(L.state, [
      { type: 'activate', card: L.uid('fusion'), effect: 'e1' },
      { type: 'select', card: L.uid('fw') },
      { type: 'select', card: L.uid('av') },
      { type: 'select', card: L.uid('bu') },
      { type: 'option', index: 0 },
    ]).state;
    expect(s.players[0].monsters.find((m) => m?.uid === L.uid('fw'))?.summoned).toMatchObject({ how: 'fusion', from: 'extra' });
    expect(s.players[0].gy).toEqual(expect.arrayContaining([L.uid('av'), L.uid('bu'), L.uid('fusion')]));
  });
});

describe('R-FUS-6: a [Multi-Choice Effect] is one effect', () => {
  it('R-FUS-6: Sevens Paladin offers both choices; once one is used, neither is offered again that turn', () => {
    const L = load(board({ monsters: [atkPos(card(SEVENS_PALADIN, 'p'))], graveyard: [160320006] }));
    const offered = legalOf(L.state, 'activate').filter((a) => a.card === L.uid('p')).map((a) => a.effect);
    expect(offered).toEqual(['e1', 'e2']);
    let s = apply(L.state, { type: 'activate', card: L.uid('p'), effect: 'e1' }).state;
    while (s.pending && s.pending.kind !== 'main') s = apply(s, legalActions(s)[0] as Action).state;
    expect(legalOf(s, 'activate').filter((a) => a.card === L.uid('p'))).toEqual([]);
  });
});

describe('R-RIT-2: a Ritual Summon only by resolving a Ritual Spell, which names the monster', () => {
  const tributes = [atkPos(mk('a', 1000, 0, 4)), atkPos(mk('b', 1000, 0, 4))];

  it('R-RIT-2: without the Ritual Spell nothing brings the Ritual monster out; with it, the named monster is Ritual Summoned', () => {
    const bare = load(board({ extra: [{ id: LORD, ref: 'lord' }], monsters: tributes }), 1, RULES);
    expect(touches(bare.state, bare.uid('lord'))).toEqual([]);
    const L = load(board({ hand: [{ id: RITE, ref: 'rite' }], extra: [{ id: LORD, ref: 'lord' }, { id: OTHER_LORD, ref: 'other' }], monsters: tributes }), 1, RULES);
    const asked = apply(L.state, { type: 'activate', card: L.uid('rite'), effect: 'e1' }).state;
    // The Spell states its monster: the other Ritual monster is never offered.
    expect(asked.pending).toMatchObject({ kind: 'choose', from: [L.uid('lord')] });
    const s = applyAll(asked, [{ type: 'select', card: L.uid('lord') }, { type: 'option', index: 0 }]).state;
    expect(s.players[0].monsters.find((m) => m?.uid === L.uid('lord'))?.summoned).toMatchObject({ how: 'ritual', from: 'extra' });
    expect(s.players[0].extra).toEqual([L.uid('other')]);
  });
});
