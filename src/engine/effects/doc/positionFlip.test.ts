// The step `position` `to: defense` on a face-down Defense Position monster: an effect turns it
// face-up in Defense Position (R-POS-3 forbids it only as the player's own change), on made-up cards.
import { describe, expect, it } from 'vitest';
import { rulesetWith } from '../../../cards/ruleset';
import { applyAction } from '../../apply';
import { readBoard } from '../../scenario/readBoard';
import type { DuelState } from '../../types';
import { locateMonster } from '../../zones';
import { compileCard } from './compile';
import type { CardDoc } from './types';

const FLIPPER = 990000311; // ignition: change 1 face-down monster on your field to face-up Defense Position
const mon = (id: number, name: string) => ({ id, name, kind: 'monster', monsterKind: 'effect', attribute: 'DARK', race: 'Fiend', level: 4, atk: 1000, def: 1000, legend: false }) as const;
const DOCS: CardDoc[] = [{
  id: FLIPPER,
  effects: [{ id: 'e1', kind: 'ignition', steps: [
    { do: 'choose', as: 'set', from: { place: 'monsterZones', side: 'you', filter: { faceUp: false } } },
    { do: 'position', cards: { chosen: 'set' }, to: 'defense' },
  ] }],
}];
const RULESET = rulesetWith([mon(FLIPPER, 'Test Flipper')], DOCS.map(compileCard));

describe('position to defense on a face-down monster (R-POS-3, R-POS-5)', () => {
  it('R-POS-5: the effect turns the Set monster face-up in Defense Position', () => {
    const r = readBoard({ turn: 3, turnPlayer: 0, phase: 'main', players: [
      { deck: [160302005], monsters: [{ card: { id: FLIPPER, ref: 'f' } }, { card: { vanilla: { name: 'set', level: 4, atk: 500, def: 1800, attribute: 'EARTH', race: 'Rock' }, ref: 's' }, position: 'defense', faceDown: true }] },
      { deck: [160302005] },
    ] }, 1, RULESET);
    const s = r.refs.get('s') as number;
    let state: DuelState = r.state;
    for (const a of [{ type: 'activate', card: r.refs.get('f') as number, effect: 'e1' }, { type: 'select', card: s }] as const) {
      const res = applyAction(state, a as never);
      if (!res.ok) throw new Error(JSON.stringify(res.error));
      state = res.state;
    }
    const at = locateMonster(state, s);
    expect([at?.slot.position, at?.slot.faceDown]).toEqual(['defense', false]);
  });
});
