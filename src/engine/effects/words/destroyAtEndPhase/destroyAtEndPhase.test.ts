// destroyAtEndPhase: a destruction by the effect, delayed to the End Phase, on made-up cards.
import { describe, expect, it } from 'vitest';
import { rulesetWith } from '../../../../cards/ruleset';
import { applyAction } from '../../../apply';
import { readBoard } from '../../../scenario/readBoard';
import { deserialize, serialize } from '../../../serialize';
import type { Action, DuelEvent, DuelState } from '../../../types';
import { locateMonster } from '../../../zones';
import { compileCard } from '../../doc/compile';
import type { CardDoc } from '../../doc/types';

const DOOMED = 990004601; // its effect: 500 ATK, then it is destroyed in the End Phase
const SHIELDED = 990004602; // the same, but it cannot be destroyed by monster effects (continuous)
const mon = (id: number, name: string) => ({ id, name, kind: 'monster', monsterKind: 'effect', attribute: 'DARK', race: 'Fiend', level: 4, atk: 1000, def: 1000, legend: false }) as const;
const CARDS = [mon(DOOMED, 'Test Doomed'), mon(SHIELDED, 'Test Shielded')];
const steps: CardDoc['effects'][number]['steps'] = [{ do: 'modify', cards: 'self', kind: 'atk', value: 500 }, { do: 'destroyAtEndPhase', cards: 'self' }];
const DOCS: CardDoc[] = [
  { id: DOOMED, effects: [{ id: 'e1', kind: 'ignition', steps }] },
  { id: SHIELDED, effects: [{ id: 'e1', kind: 'ignition', steps }], continuous: { modifiers: [{ kind: 'effectImmune', to: 'self', by: 'any', cards: ['monster'] }] } },
];
const RULESET = rulesetWith(CARDS, DOCS.map(compileCard));

function board(id: number) {
  const r = readBoard({ turn: 3, turnPlayer: 0, phase: 'main', players: [{ deck: [160302005, 160302005], monsters: [{ card: { id, ref: 'm' }, zone: 0 }] }, { deck: [160302005] }] }, 1, RULESET);
  return { state: r.state, uid: r.refs.get('m') as number };
}
function play(state: DuelState, actions: Action[], events: DuelEvent[] = []): DuelState {
  for (const a of actions) {
    const res = applyAction(state, a);
    if (!res.ok) throw new Error(`${JSON.stringify(a)}: ${JSON.stringify(res.error)}`);
    state = res.state;
    events.push(...res.events);
  }
  return state;
}

describe('destroyAtEndPhase (R-END-1): destroyed by the effect in this turn\'s End Phase', () => {
  it('R-END-1: it stays on the field until the End Phase, then is destroyed by its controller\'s monster effect', () => {
    const { state, uid } = board(DOOMED);
    const marked = play(state, [{ type: 'activate', card: uid, effect: 'e1' }]);
    expect(locateMonster(marked, uid)).not.toBeNull();
    expect(marked.lingering).toContainEqual(expect.objectContaining({ kind: 'destroyAtEndPhase', target: uid, seat: 0, value: 0 }));
    // A saved duel keeps the record.
    const back = deserialize(serialize(marked), RULESET);
    expect(back.ok && back.state.lingering).toEqual(marked.lingering);
    const events: DuelEvent[] = [];
    const after = play(marked, [{ type: 'endTurn' }], events);
    expect(locateMonster(after, uid)).toBeNull();
    expect(after.players[0].gy).toContain(uid);
    expect(events).toContainEqual(expect.objectContaining({ type: 'destroy', card: uid, reason: 'effect', by: 0, source: 'monster' }));
    expect(after.lingering.some((l) => l.kind === 'destroyAtEndPhase')).toBe(false);
  });

  it('R-END-1: a protection from monster effects still holds in the End Phase', () => {
    const { state, uid } = board(SHIELDED);
    const after = play(state, [{ type: 'activate', card: uid, effect: 'e1' }, { type: 'endTurn' }]);
    expect(locateMonster(after, uid)).not.toBeNull();
  });

  it('R-MEFF-4: turned face-down before the End Phase, it is a new card and is not destroyed', () => {
    const { state, uid } = board(DOOMED);
    const marked = play(state, [{ type: 'activate', card: uid, effect: 'e1' }]);
    // Turned face-down by some effect: a new card for the effects on it.
    const flipped = structuredClone(marked);
    const slot = flipped.players[0].monsters[0];
    if (slot) flipped.players[0].monsters[0] = { ...slot, faceDown: true, position: 'defense' };
    const after = play(flipped, [{ type: 'endTurn' }]);
    expect(locateMonster(after, uid)).not.toBeNull();
  });
});
