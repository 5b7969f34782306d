// Locks on attack targets: the `forbid` `attackOn` rules `noAttackOnTarget` (these monsters cannot
// be attacked) and `attackTargetsOnly` (while the other field holds such a monster, only such
// monsters can be, and not the player directly), and the filter `lowestLevel`, read by battle.ts
// `checkTarget` on the attacked monster when the attack is declared.
import { describe, expect, it } from 'vitest';
import { builtinRuleset } from '../../../cards/ruleset';
import { applyAction } from '../../apply';
import { checkTarget } from '../../battle';
import { legalActions } from '../../legal';
import { readBoard } from '../../scenario/readBoard';
import type { DuelState, Lingering, ModifierFilter } from '../../types';
import { cardDocProblem } from './validate';

const v = (ref: string, level: number, atk: number) => ({ vanilla: { name: ref, level, atk, def: 0, attribute: 'FIRE', race: 'Dragon' }, ref });
/** Player 0 attacks with `att` in the Battle Phase; player 1 has l3 (Level 3, 1500 ATK), l5 (Level 5, 1200 ATK) and fd (face-down, Level 2). */
function setup(kind: 'noAttackOnTarget' | 'attackTargetsOnly', filter: ModifierFilter, opponent: 'full' | 'attackOnly' = 'full') {
  const theirs = opponent === 'full'
    ? [{ card: v('l3', 3, 1500) }, { card: v('l5', 5, 1200) }, { card: v('fd', 2, 0), position: 'defense', faceDown: true }]
    : [{ card: v('l3', 3, 1500) }, { card: v('l5', 5, 1200) }];
  const r = readBoard({ turn: 3, phase: 'battle', players: [{ monsters: [{ card: v('att', 4, 3000) }] }, { monsters: theirs }] }, 1, builtinRuleset());
  const ref = (k: string) => r.refs.get(k) as number;
  const rule: Lingering = { source: ref('att'), target: null, seat: 0, kind, value: 1, untilTurn: 3, filter };
  const state: DuelState = { ...r.state, lingering: [...r.state.lingering, rule] };
  const targets = (): (string | number)[] =>
    legalActions(state).flatMap((a) => (a.type === 'attack' && a.attacker === ref('att') ? [a.target === 'direct' ? 'direct' : [...r.refs].find(([, u]) => u === a.target)?.[0] ?? a.target] : [])).sort();
  return { state, ref, targets };
}

describe('forbid attackOn', () => {
  it('R-BAT-4: monsters passing a noAttackOnTarget filter are not offered as targets, and attacking one is refused', () => {
    const { state, ref, targets } = setup('noAttackOnTarget', { position: 'attack', atk: { max: 1200 } });
    expect(targets()).toEqual(['fd', 'l3']);
    const tried = applyAction(state, { type: 'attack', attacker: ref('att'), target: ref('l5') });
    expect(tried.ok ? null : tried.error.code).toBe('attack.targetLocked');
  });
  it('R-BAT-4: lowestLevel reads the face-up monsters of the attacked field; a face-down one is not locked', () => {
    const { targets } = setup('noAttackOnTarget', { faceUp: true, not: { lowestLevel: true } });
    expect(targets()).toEqual(['fd', 'l3']);
  });
  it('R-BAT-4: attackTargetsOnly lets only such monsters be attacked while the field holds one, and no direct attack', () => {
    const { state, targets } = setup('attackTargetsOnly', { position: 'defense' });
    expect(targets()).toEqual(['fd']);
    expect(checkTarget(state, 0, state.players[0].monsters[0]?.uid ?? -1, 'direct')?.code).toBe('attack.onlyTargets');
  });
  it('R-BAT-4: attackTargetsOnly does nothing while the attacked field holds no monster passing it', () => {
    const { targets } = setup('attackTargetsOnly', { position: 'defense' }, 'attackOnly');
    expect(targets()).toEqual(['l3', 'l5']);
  });
  it('R-BAT-4: a document names exactly one of filter and only', () => {
    const step = (x: object) => ({ id: 1, effects: [{ id: 'e1', kind: 'spell', steps: [{ do: 'forbid', what: 'attackOn', ...x }] }] });
    expect(cardDocProblem(step({ only: { position: 'defense' }, player: 'opponent' }))).toBeNull();
    expect(cardDocProblem(step({ filter: { faceUp: true, not: { lowestLevel: true } } }))).toBeNull();
    expect(cardDocProblem(step({}))).toContain('exactly one of filter and only');
    expect(cardDocProblem(step({ filter: {}, only: {} }))).toContain('exactly one of filter and only');
  });
});
