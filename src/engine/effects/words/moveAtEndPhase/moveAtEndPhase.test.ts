// moveAtEndPhase: the End Phase move with its destination as data, on made-up cards.
import { describe, expect, it } from 'vitest';
import { rulesetWith } from '../../../../cards/ruleset';
import { applyAction } from '../../../apply';
import { readBoard } from '../../../scenario/readBoard';
import { deserialize, serialize } from '../../../serialize';
import type { Action, DuelEvent, DuelState } from '../../../types';
import { locateMonster } from '../../../zones';
import { compileCard } from '../../doc/compile';
import type { CardDoc } from '../../doc/types';

// Made-up Effect monsters whose effect sends them somewhere at the End Phase.
const TO_HAND = 990000101;
const TO_TOP = 990000102;
const CARDS = [
  { id: TO_HAND, name: 'Test Homing Pigeon', kind: 'monster', monsterKind: 'effect', attribute: 'WIND', race: 'Winged Beast', level: 4, atk: 1000, def: 1000, legend: false },
  { id: TO_TOP, name: 'Test Returning Mole', kind: 'monster', monsterKind: 'effect', attribute: 'EARTH', race: 'Beast', level: 4, atk: 1000, def: 1000, legend: false },
] as const;
const endPhaseDoc = (id: number, to: 'hand' | 'deckTop'): CardDoc => ({
  id,
  effects: [{ id: 'e1', kind: 'ignition', steps: [{ do: 'moveAtEndPhase', cards: 'self', to }] }],
});
const RULESET = rulesetWith(CARDS, [compileCard(endPhaseDoc(TO_HAND, 'hand')), compileCard(endPhaseDoc(TO_TOP, 'deckTop'))]);

function run(id: number, actions = 2): { state: DuelState; events: DuelEvent[]; uid: number } {
  const r = readBoard(
    { turn: 3, turnPlayer: 0, phase: 'main', players: [{ deck: [160302005, 160302005], monsters: [{ card: { id, ref: 'm' }, zone: 0 }] }, { deck: [160302005] }] },
    1,
    RULESET,
  );
  const uid = r.refs.get('m') as number;
  let state = r.state;
  const events: DuelEvent[] = [];
  for (const a of ([{ type: 'activate', card: uid, effect: 'e1' }, { type: 'endTurn' }] as Action[]).slice(0, actions)) {
    const res = applyAction(state, a);
    if (!res.ok) throw new Error(`${JSON.stringify(a)}: ${res.error}`);
    state = res.state;
    events.push(...res.events);
  }
  return { state, events, uid };
}

describe('moveAtEndPhase (R-END-1): the destination is data', () => {
  it('to the hand: the monster is in its owner\'s hand after the End Phase, and no Deck is shuffled', () => {
    const { state, events, uid } = run(TO_HAND);
    expect(locateMonster(state, uid)).toBeNull();
    expect(state.players[0].hand).toContain(uid);
    expect(events.some((e) => e.type === 'shuffle')).toBe(false);
    expect(state.lingering.some((l) => l.kind === 'moveAtEndPhase')).toBe(false);
  });

  it('to the top of the Deck without a shuffle: it is the next card drawn', () => {
    const { state, events, uid } = run(TO_TOP);
    expect(state.players[0].deck[0]).toBe(uid);
    expect(events.some((e) => e.type === 'shuffle')).toBe(false);
  });

  it('a duel saved with the older shuffleAtEndPhase modifier loads as a shuffle into the Deck', () => {
    const { state } = run(TO_HAND, 1);
    const old = serialize(state).replace('"kind":"moveAtEndPhase"', '"kind":"shuffleAtEndPhase"').replace(',"to":"hand"', '');
    expect(old).toContain('shuffleAtEndPhase');
    const back = deserialize(old, RULESET);
    if (!back.ok) throw new Error(back.error);
    expect(back.state.lingering).toEqual([expect.objectContaining({ kind: 'moveAtEndPhase', to: 'deckBottom', value: 1 })]);
  });
});
