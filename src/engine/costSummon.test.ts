// The summon rule `fromHand` `cost` (a Special Summon from the hand whose cost sends a card to the
// GY or places it on the bottom of the Deck), on made-up cards: the legal list, the zones, the
// refusals, the moves and the state.
import { describe, expect, it } from 'vitest';
import { rulesetWith } from '../cards/ruleset';
import { applyAction } from './apply';
import { legalActions, whyNot } from './legal';
import { readBoard } from './scenario/readBoard';
import type { Action, DuelState } from './types';
import { compileCard } from './effects/doc/compile';
import type { CardDoc } from './effects/doc/types';

const FROM_FIELD = 990004601; // Special Summon from the hand by sending 1 other Warrior of the field
const FROM_HAND = 990004602; // Special Summon from the hand by sending 1 other card of the hand
const FROM_GY = 990004603; // Special Summon from the hand by placing 1 Fiend of the GY on the Deck bottom
const mon = (id: number, name: string) => ({ id, name, kind: 'monster', monsterKind: 'effect', attribute: 'DARK', race: 'Fiend', level: 7, atk: 2000, def: 0, legend: false }) as const;
const CARDS = [mon(FROM_FIELD, 'Test Field'), mon(FROM_HAND, 'Test Hand'), mon(FROM_GY, 'Test Grave')];
const DOCS: CardDoc[] = [
  { id: FROM_FIELD, effects: [], summon: { fromHand: { position: 'attack', condition: [], cost: { place: 'monsterZones', filter: { faceUp: true, race: 'Warrior' }, to: 'gy' } } } },
  { id: FROM_HAND, effects: [], summon: { fromHand: { position: 'defense', condition: [], cost: { place: 'hand', filter: {}, to: 'gy' } } } },
  { id: FROM_GY, effects: [], summon: { fromHand: { position: 'attack', condition: [], cost: { place: 'gy', filter: { kind: 'monster', race: 'Fiend' }, to: 'deckBottom' } } } },
];
const RULESET = rulesetWith(CARDS, DOCS.map(compileCard));
const v = (ref: string, race: string) => ({ vanilla: { name: ref, level: 4, atk: 1000, def: 1000, attribute: 'DARK', race }, ref });

function board(p0: object) {
  const r = readBoard({ turn: 3, turnPlayer: 0, phase: 'main', players: [{ deck: [160302005], ...p0 }, { deck: [160302005] }] }, 1, RULESET);
  return { state: r.state, ref: (k: string) => r.refs.get(k) as number };
}
const rules = (state: DuelState, card: number) => legalActions(state).filter((a): a is Extract<Action, { type: 'ruleSummon' }> => a.type === 'ruleSummon' && a.card === card);

describe('summon rule fromHand cost (R-SS-1, R-SS-3): the card sent or placed is part of the action', () => {
  it('R-SS-1: one action per field monster it may send and per zone; only face-up Warriors are offered', () => {
    const { state, ref } = board({ hand: [{ id: FROM_FIELD, ref: 'f' }], monsters: [{ card: v('w1', 'Warrior') }, { card: v('w2', 'Warrior'), faceDown: true, position: 'defense' }] });
    const list = rules(state, ref('f'));
    expect(new Set(list.map((a) => a.cost))).toEqual(new Set([ref('w1')]));
    // The zone it frees is offered with the free one (R-SS-3).
    expect(list.map((a) => a.zone).sort()).toEqual([0, 2]);
  });

  it('R-SS-3: with every zone taken, the zone of the monster sent is the one the summon uses', () => {
    const { state, ref } = board({ hand: [{ id: FROM_FIELD, ref: 'f' }], monsters: [{ card: v('x', 'Fiend') }, { card: v('w1', 'Warrior') }, { card: v('y', 'Fiend') }] });
    expect(rules(state, ref('f'))).toEqual([{ type: 'ruleSummon', card: ref('f'), zone: 1, cost: ref('w1') }]);
    expect(whyNot(state, { type: 'ruleSummon', card: ref('f'), zone: 0, cost: ref('w1') })?.code).toBe('zone.monsterNotFree');
    const res = applyAction(state, { type: 'ruleSummon', card: ref('f'), zone: 1, cost: ref('w1') });
    expect(res.ok).toBe(true);
    if (!res.ok) return;
    const p = res.state.players[0];
    expect(p.gy).toEqual([ref('w1')]);
    expect(p.monsters[1]).toMatchObject({ uid: ref('f'), position: 'attack', faceDown: false });
    expect(p.monsters[1]?.summoned).toMatchObject({ how: 'special', from: 'hand' });
    expect(res.events).toContainEqual(expect.objectContaining({ type: 'move', card: ref('w1'), to: 'gy', reason: 'cost' }));
  });

  it('R-SS-1: the hand cost is another card (copies one choice); the summon is in the rule position', () => {
    const { state, ref } = board({ hand: [{ id: FROM_HAND, ref: 'h' }, v('a', 'Fiend'), v('a2', 'Fiend')] });
    const list = rules(state, ref('h'));
    expect(list.length).toBe(6); // two different vanillas (distinct made-up ids) x three zones
    const res = applyAction(state, { type: 'ruleSummon', card: ref('h'), zone: 0, cost: ref('a') });
    expect(res.ok).toBe(true);
    if (!res.ok) return;
    expect(res.state.players[0].hand).toEqual([ref('a2')]);
    expect(res.state.players[0].gy).toEqual([ref('a')]);
    expect(res.state.players[0].monsters[0]).toMatchObject({ uid: ref('h'), position: 'defense' });
  });

  it('R-SS-1: the GY cost goes to the bottom of the Deck', () => {
    const { state, ref } = board({ hand: [{ id: FROM_GY, ref: 'g' }], graveyard: [v('d', 'Fiend')] });
    const res = applyAction(state, { type: 'ruleSummon', card: ref('g'), zone: 2, cost: ref('d') });
    expect(res.ok).toBe(true);
    if (!res.ok) return;
    const deck = res.state.players[0].deck;
    // The bottom of the Deck is the end of the list (zones.ts putCard).
    expect(deck[deck.length - 1]).toBe(ref('d'));
    expect(deck).toHaveLength(2);
    expect(res.state.players[0].gy).toEqual([]);
  });

  it('R-SS-1: refused, the state untouched, without a cost, with one the rule does not accept, with itself, or an unknown card', () => {
    const { state, ref } = board({ hand: [{ id: FROM_FIELD, ref: 'f' }, v('hw', 'Warrior')], monsters: [{ card: v('w1', 'Warrior') }, { card: v('x', 'Fiend') }] });
    const before = JSON.stringify(state);
    expect(whyNot(state, { type: 'ruleSummon', card: ref('f'), zone: 2 })?.code).toBe('ruleSummon.cost');
    expect(whyNot(state, { type: 'ruleSummon', card: ref('f'), zone: 2, cost: ref('x') })?.code).toBe('ruleSummon.cost');
    expect(whyNot(state, { type: 'ruleSummon', card: ref('f'), zone: 2, cost: ref('hw') })?.code).toBe('ruleSummon.cost');
    expect(whyNot(state, { type: 'ruleSummon', card: ref('f'), zone: 2, cost: ref('f') })?.code).toBe('ruleSummon.cost');
    expect(whyNot(state, { type: 'ruleSummon', card: ref('f'), zone: 2, cost: 9999 })?.code).toBe('action.unknownCard');
    expect(applyAction(state, { type: 'ruleSummon', card: ref('f'), zone: 2, cost: ref('x') }).ok).toBe(false);
    expect(JSON.stringify(state)).toBe(before);
    const none = board({ hand: [{ id: FROM_FIELD, ref: 'f' }], monsters: [{ card: v('x', 'Fiend') }] });
    expect(rules(none.state, none.ref('f'))).toEqual([]);
  });

  it('R-SS-1: a rule without a cost refuses a card named as its cost', () => {
    const { state, ref } = board({ hand: [{ id: FROM_GY, ref: 'g' }, { id: FROM_HAND, ref: 'h' }], graveyard: [v('d', 'Fiend')] });
    expect(whyNot(state, { type: 'ruleSummon', card: ref('g'), zone: 0, reveal: ref('h') })?.code).toBe('ruleSummon.noReveal');
  });
});
