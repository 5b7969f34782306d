// "Cannot be Tributed for a Tribute Summon": the `modify` kind `noTribute` on one monster and the
// `forbid` `tributes` rule on a player (face-down monsters), read by summon.ts `untributable`.
import { describe, expect, it } from 'vitest';
import { builtinRuleset } from '../../../cards/ruleset';
import { applyAction } from '../../apply';
import { legalActions } from '../../legal';
import { readBoard } from '../../scenario/readBoard';
import type { DuelState, Lingering } from '../../types';

const v = (ref: string, level: number) => ({ vanilla: { name: ref, level, atk: 1000, def: 0, attribute: 'FIRE', race: 'Dragon' }, ref });
function setup(rule: (refs: (k: string) => number) => Lingering) {
  const r = readBoard({ turn: 3, phase: 'main', players: [{ hand: [v('big', 5)], monsters: [{ card: v('up', 4) }, { card: v('down', 4), position: 'defense', faceDown: true }] }, {}] }, 1, builtinRuleset());
  const ref = (k: string) => r.refs.get(k) as number;
  const state: DuelState = { ...r.state, lingering: [...r.state.lingering, rule(ref)] };
  const summoning = applyAction(state, { type: 'summon', card: ref('big'), position: 'attack' });
  if (!summoning.ok) throw new Error(summoning.error.code);
  return { state: summoning.state, ref };
}

describe('noTribute', () => {
  it('R-NS-5: a monster under `noTribute` cannot be picked as a Tribute; the others still can', () => {
    const { state, ref } = setup((ref) => ({ source: 1, target: ref('up'), seat: 0, kind: 'noTribute', value: 1, untilTurn: 3 }));
    const picked = applyAction(state, { type: 'select', card: ref('up') });
    expect(picked.ok ? null : picked.error.code).toBe('tribute.cannot');
    expect(legalActions(state).some((a) => a.type === 'select' && a.card === ref('up'))).toBe(false);
    expect(applyAction(state, { type: 'select', card: ref('down') }).ok).toBe(true);
  });
  it('R-NS-5: a player rule with a filter stops only the monsters passing it (face-down ones)', () => {
    const { state, ref } = setup(() => ({ source: 1, target: null, seat: 0, kind: 'noTribute', value: 1, untilTurn: 3, filter: { faceUp: false } }));
    const picked = applyAction(state, { type: 'select', card: ref('down') });
    expect(picked.ok ? null : picked.error.code).toBe('tribute.cannot');
    expect(applyAction(state, { type: 'select', card: ref('up') }).ok).toBe(true);
  });
});
