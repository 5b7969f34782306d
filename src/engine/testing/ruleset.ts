// The cards the engine's tests play with: the game's own ruleset unless a test file chose
// another (the conformance kit adds made-up cards). Test support only: the engine itself
// never imports card data (see ../ruleset.ts); each vitest file has its own module state.
import { builtinRuleset } from '../../cards/ruleset';
import type { Ruleset } from '../ruleset';

let chosen: Ruleset | null = null;

export function testRuleset(): Ruleset {
  return chosen ?? builtinRuleset();
}

/** Makes the helpers of this test file (mk.ts, randomDuel.ts) play with these cards. */
export function useTestRuleset(rs: Ruleset): void {
  chosen = rs;
}
