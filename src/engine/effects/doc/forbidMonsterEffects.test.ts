// `forbid` `monsterEffects`: a rule on a player (a `noMonsterEffects` record with a filter) that
// stops the activation of face-up monsters passing it, read by effects/activate.ts; tied to its
// card (a target) it ends when that card leaves the field (R-MEFF-4).
import { describe, expect, it } from 'vitest';
import { builtinRuleset } from '../../../cards/ruleset';
import { legalActions } from '../../legal';
import { readBoard } from '../../scenario/readBoard';
import type { DuelState, Lingering } from '../../types';
import { forgetMonster } from '../lingering';

function setup(rule: (ref: (k: string) => number) => Lingering) {
  // Fire Golem (Level 3): pay 600 LP to lower a face-up opposing monster's ATK.
  const r = readBoard({ turn: 3, phase: 'main', players: [{ monsters: [{ card: { id: 160001019, ref: 'fg' } }, { card: { id: 160206003, ref: 'gm' } }] }, { monsters: [{ card: { vanilla: { name: 'o', level: 4, atk: 1000, def: 0, attribute: 'FIRE', race: 'Dragon' }, ref: 'o' } }] }] }, 1, builtinRuleset());
  const ref = (k: string) => r.refs.get(k) as number;
  const state: DuelState = { ...r.state, lingering: [...r.state.lingering, rule(ref)] };
  const offered = (s: DuelState) => legalActions(s).some((a) => a.type === 'activate' && a.card === ref('fg'));
  return { state, ref, offered };
}

describe('forbid monsterEffects', () => {
  it('R-MEFF-1: a face-up monster passing the rule\'s filter cannot activate its effects', () => {
    const { state, offered } = setup((ref) => ({ source: ref('gm'), target: null, seat: 0, kind: 'noMonsterEffects', value: 1, untilTurn: 4, filter: { level: { max: 4 } } }));
    expect(offered(state)).toBe(false);
  });
  it('R-MEFF-1: a monster failing the filter is not locked, nor is the other player', () => {
    const high = setup((ref) => ({ source: ref('gm'), target: null, seat: 0, kind: 'noMonsterEffects', value: 1, untilTurn: 4, filter: { level: { min: 5 } } }));
    expect(high.offered(high.state)).toBe(true);
    const theirs = setup((ref) => ({ source: ref('gm'), target: null, seat: 1, kind: 'noMonsterEffects', value: 1, untilTurn: 4, filter: { level: { max: 4 } } }));
    expect(theirs.offered(theirs.state)).toBe(true);
  });
  it('R-MEFF-4: tied to its card, the rule ends when that card leaves the field', () => {
    const { state, ref, offered } = setup((ref) => ({ source: ref('gm'), target: ref('gm'), seat: 0, kind: 'noMonsterEffects', value: 1, untilTurn: 4, filter: { level: { max: 4 } } }));
    expect(offered(state)).toBe(false);
    const gone: DuelState = structuredClone(state);
    gone.players[0].monsters = gone.players[0].monsters.map((m) => (m?.uid === ref('gm') ? null : m));
    forgetMonster(gone, ref('gm'));
    expect(offered(gone)).toBe(true);
  });
});
