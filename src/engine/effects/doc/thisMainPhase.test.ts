// The `modify` duration `thisMainPhase` ("during this Main Phase"): the record carries
// `untilPhase` `main` and ends when the Battle Phase begins (apply.ts enterBattle), or with the turn.
import { describe, expect, it } from 'vitest';
import { builtinRuleset } from '../../../cards/ruleset';
import { applyAction } from '../../apply';
import { readBoard } from '../../scenario/readBoard';
import { deserialize, serialize } from '../../serialize';
import { monsterAtk } from '../../stats';
import type { DuelState, Lingering } from '../../types';
import { cardDocProblem } from './validate';

const v = (ref: string, atk: number) => ({ vanilla: { name: ref, level: 4, atk, def: 0, attribute: 'FIRE', race: 'Dragon' }, ref });
function setup() {
  const r = readBoard({ turn: 3, phase: 'main', players: [{ monsters: [{ card: v('me', 1000) }] }, { monsters: [{ card: v('o', 2000) }] }] }, 1, builtinRuleset());
  const o = r.refs.get('o') as number;
  const main: Lingering = { source: o, target: o, seat: 0, kind: 'atk', value: -1500, untilTurn: 3, untilPhase: 'main' };
  const turn: Lingering = { source: o, target: o, seat: 0, kind: 'atk', value: -100, untilTurn: 3 };
  const state: DuelState = { ...r.state, lingering: [...r.state.lingering, main, turn] };
  const atk = (s: DuelState) => monsterAtk(s, s.players[1].monsters.find((m) => m?.uid === o) ?? (null as never));
  return { state, atk };
}

describe('modify duration thisMainPhase', () => {
  it('R-TURN-1: a change made during this Main Phase ends as the Battle Phase begins; one for the turn stays', () => {
    const { state, atk } = setup();
    expect(atk(state)).toBe(400);
    const battle = applyAction(state, { type: 'enterBattle' });
    if (!battle.ok) throw new Error(battle.error.code);
    expect(atk(battle.state)).toBe(1900);
    expect(battle.state.lingering.some((l) => l.untilPhase === 'main')).toBe(false);
  });
  it('R-TURN-1: the record keeps its untilPhase through a save and a load', () => {
    const { state } = setup();
    const loaded = deserialize(serialize(state), builtinRuleset());
    expect(loaded.ok && loaded.state.lingering.filter((l) => l.untilPhase === 'main').length).toBe(1);
  });
  it('R-TURN-1: only `modify` takes thisMainPhase', () => {
    const doc = (step: object) => ({ id: 1, effects: [{ id: 'e1', kind: 'spell', steps: [step] }] });
    expect(cardDocProblem(doc({ do: 'modify', cards: { place: 'monsterZones', side: 'opponent' }, kind: 'atk', value: -100, duration: 'thisMainPhase' }))).toBeNull();
    expect(cardDocProblem(doc({ do: 'changeName', cards: 'self', to: 160208002, duration: 'thisMainPhase' }))).not.toBeNull();
  });
});
