// The summon rule `fromHand` `reveal` (a Special Summon from the hand whose cost shows another
// card of the hand), on made-up cards: the legal list, the refusals, the event and the state.
import { describe, expect, it } from 'vitest';
import { rulesetWith } from '../cards/ruleset';
import { applyAction } from './apply';
import { legalActions, whyNot } from './legal';
import { readBoard } from './scenario/readBoard';
import type { Action, DuelState } from './types';
import { compileCard } from './effects/doc/compile';
import type { CardDoc } from './effects/doc/types';

const SHOWER = 990004501; // Special Summon from the hand by revealing 1 other Fiend
const PLAIN = 990004502; // Special Summon from the hand, no cost
const mon = (id: number, name: string, race: string) => ({ id, name, kind: 'monster', monsterKind: 'effect', attribute: 'DARK', race, level: 6, atk: 1500, def: 0, legend: false }) as const;
const CARDS = [mon(SHOWER, 'Test Shower', 'Fiend'), mon(PLAIN, 'Test Plain', 'Warrior')];
const DOCS: CardDoc[] = [
  { id: SHOWER, effects: [], summon: { fromHand: { position: 'attack', condition: [], reveal: { kind: 'monster', race: 'Fiend' } } } },
  { id: PLAIN, effects: [], summon: { fromHand: { position: 'defense', condition: [] } } },
];
const RULESET = rulesetWith(CARDS, DOCS.map(compileCard));
const v = (ref: string, race: string) => ({ vanilla: { name: ref, level: 4, atk: 1000, def: 1000, attribute: 'DARK', race }, ref });

function board(p0: object) {
  const r = readBoard({ turn: 3, turnPlayer: 0, phase: 'main', players: [{ deck: [160302005], ...p0 }, { deck: [160302005] }] }, 1, RULESET);
  return { state: r.state, ref: (k: string) => r.refs.get(k) as number };
}
const rules = (state: DuelState, card: number) => legalActions(state).filter((a): a is Extract<Action, { type: 'ruleSummon' }> => a.type === 'ruleSummon' && a.card === card);

describe('summon rule fromHand reveal (R-SS-1): the card revealed is part of the action', () => {
  it('R-SS-1: one action per zone and per Fiend it may reveal; copies of one card are one choice', () => {
    const { state, ref } = board({ hand: [{ id: SHOWER, ref: 's' }, v('f1', 'Fiend'), { id: SHOWER, ref: 's2' }, v('w', 'Warrior')] });
    const list = rules(state, ref('s'));
    // The other copy of itself is a Fiend too; the Warrior is never offered, nor the card itself.
    expect(new Set(list.map((a) => a.reveal))).toEqual(new Set([ref('f1'), ref('s2')]));
    expect(list.filter((a) => a.reveal === ref('f1')).map((a) => a.zone)).toEqual([0, 1, 2]);
    expect(list.every((a) => a.reveal !== undefined)).toBe(true);
  });

  it('R-SS-1: the summon reveals the card, which stays in the hand; the monster comes face-up in its position', () => {
    const { state, ref } = board({ hand: [{ id: SHOWER, ref: 's' }, v('f1', 'Fiend')] });
    const res = applyAction(state, { type: 'ruleSummon', card: ref('s'), zone: 1, reveal: ref('f1') });
    expect(res.ok).toBe(true);
    if (!res.ok) return;
    expect(res.events).toContainEqual({ type: 'reveal', card: ref('f1'), player: 0 });
    const p = res.state.players[0];
    expect(p.hand).toEqual([ref('f1')]);
    expect(p.monsters[1]).toMatchObject({ uid: ref('s'), position: 'attack', faceDown: false });
    expect(p.monsters[1]?.summoned).toMatchObject({ how: 'special', from: 'hand' });
  });

  it('R-SS-1: refused, the state untouched, without a card to reveal, with one the rule does not accept, or with itself', () => {
    const { state, ref } = board({ hand: [{ id: SHOWER, ref: 's' }, v('f1', 'Fiend'), v('w', 'Warrior')] });
    const before = JSON.stringify(state);
    expect(whyNot(state, { type: 'ruleSummon', card: ref('s'), zone: 0 })?.code).toBe('ruleSummon.reveal');
    expect(whyNot(state, { type: 'ruleSummon', card: ref('s'), zone: 0, reveal: ref('w') })?.code).toBe('ruleSummon.reveal');
    expect(whyNot(state, { type: 'ruleSummon', card: ref('s'), zone: 0, reveal: ref('s') })?.code).toBe('ruleSummon.reveal');
    expect(whyNot(state, { type: 'ruleSummon', card: ref('s'), zone: 0, reveal: 9999 })?.code).toBe('action.unknownCard');
    expect(JSON.stringify(state)).toBe(before);
    const alone = board({ hand: [{ id: SHOWER, ref: 's' }, v('w', 'Warrior')] });
    expect(rules(alone.state, alone.ref('s'))).toEqual([]);
  });

  it('R-SS-1: a rule with no cost refuses a card named as revealed and lists none', () => {
    const { state, ref } = board({ hand: [{ id: PLAIN, ref: 'p' }, v('f1', 'Fiend')] });
    expect(rules(state, ref('p')).map((a) => a.reveal)).toEqual([undefined, undefined, undefined]);
    expect(whyNot(state, { type: 'ruleSummon', card: ref('p'), zone: 0, reveal: ref('f1') })?.code).toBe('ruleSummon.noReveal');
  });
});
