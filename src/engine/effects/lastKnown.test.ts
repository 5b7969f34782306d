// Last-known information on a made-up Trap: "when a Machine monster you control is destroyed by
// battle with your opponent's attacking monster: gain LP equal to that monster's ATK". The
// destroyed monster is a printed Pyro with 1000 ATK that effects made a Machine with 1500 ATK.
import { describe, expect, it } from 'vitest';
import { rulesetWith } from '../../cards/ruleset';
import { applyAction } from '../apply';
import { readBoard } from '../scenario/readBoard';
import type { Action, DuelState, Lingering } from '../types';
import { compileCard } from './doc/compile';
import type { CardDoc } from './doc/types';
import { RACE_NAMES } from './primitives/race';

const TRAP = 990000301;
const doc: CardDoc = {
  id: TRAP,
  effects: [{
    id: 'e1',
    kind: 'trap',
    trigger: { event: 'destroyed', owner: 'you', by: 'opponent', reasons: ['battle'], card: { kind: 'monster', race: 'Machine' } },
    condition: [{ count: 'trigger', filter: { race: 'Machine', atk: { min: 1500 } } }],
    steps: [{ do: 'gainLp', amount: { times: 1, atkOf: 'trigger' } }],
  }],
};
const RULESET = rulesetWith([{ id: TRAP, name: 'Test Remembrance', kind: 'trap', legend: false }], [compileCard(doc)]);

/** The opponent's 2000 ATK monster attacks yours; `changed` makes yours a Machine with 1500 ATK first. */
function afterBattle(changed: boolean): { state: DuelState; trap: number } {
  const pyro = { vanilla: { name: 'Test Ember', level: 4, atk: 1000, def: 0, attribute: 'FIRE', race: 'Pyro' }, ref: 'p' };
  const r = readBoard(
    {
      turn: 3, turnPlayer: 1, phase: 'main',
      players: [
        { monsters: [{ card: pyro, zone: 0 }], spellTraps: [{ card: { id: TRAP, ref: 't' }, zone: 0, faceDown: true }], deck: [160302005] },
        { monsters: [{ card: { vanilla: { name: 'Test Brute', level: 4, atk: 2000, def: 0, attribute: 'EARTH', race: 'Warrior' }, ref: 'a' }, zone: 0 }], deck: [160302005] },
      ],
    },
    1,
    RULESET,
  );
  const uid = (ref: string): number => r.refs.get(ref) as number;
  const mods: Lingering[] = [
    { source: uid('a'), target: uid('p'), seat: 0, kind: 'raceAs', value: RACE_NAMES.indexOf('Machine'), untilTurn: 3 },
    { source: uid('a'), target: uid('p'), seat: 0, kind: 'atk', value: 500, untilTurn: 3 },
  ];
  let state: DuelState = changed ? { ...r.state, lingering: mods } : r.state;
  for (const a of [{ type: 'enterBattle' }, { type: 'attack', attacker: uid('a'), target: uid('p') }] as Action[]) {
    const res = applyAction(state, a);
    if (!res.ok) throw new Error(JSON.stringify(res.error));
    state = res.state;
  }
  return { state, trap: uid('t') };
}

describe('last-known information of a destroyed monster (R-TRAP-8, R-MEFF-2)', () => {
  it('R-TRAP-8: a Pyro made a Machine with 1500 ATK is destroyed as that Machine: the Trap answers and its player gains 1500 LP, not the printed 1000', () => {
    const { state, trap } = afterBattle(true);
    expect(state.pending).toMatchObject({ kind: 'respond', traps: [trap] });
    const res = applyAction(state, { type: 'activate', card: trap, effect: 'e1' });
    if (!res.ok) throw new Error(JSON.stringify(res.error));
    expect(res.state.players[0].lp).toBe(8000 - 500 + 1500);
  });
  it('R-TRAP-8: the same monster left as printed (a Pyro) does not meet the timing', () => {
    const { state } = afterBattle(false);
    expect(state.pending?.kind).not.toBe('respond');
  });
});
