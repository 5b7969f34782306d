// What is wrong with a sandbox setup before it goes to the scenario reader, in words the
// player can act on (the reader's own messages name scenario fields instead).
import { CARD_POOL } from '../cards/pool';
import type { StringKey } from '../i18n';
import { maximumPieces, type SandboxSetup, type SandboxSide } from './sandboxSetup';

export interface SetupProblem {
  key: StringKey;
  vars: Record<string, string | number>;
}

function sideProblem(s: SandboxSide, who: 'me' | 'opponent'): SetupProblem | null {
  if (s.maximum === null) return null;
  if (maximumPieces(s.maximum) === null) {
    return { key: 'sandbox.problem.notCenter', vars: { name: CARD_POOL.get(s.maximum)?.name ?? `#${s.maximum}` } };
  }
  // R-MAX-9: it fills all three Monster Zones, so no other monster may be there.
  if (s.monsters.length > 0) {
    return { key: who === 'me' ? 'sandbox.problem.crowded.me' : 'sandbox.problem.crowded.opponent', vars: { n: s.monsters.length } };
  }
  return null;
}

/** The first problem of the setup, or null when it can go to the scenario reader. */
export function setupProblem(setup: SandboxSetup): SetupProblem | null {
  return sideProblem(setup.me, 'me') ?? sideProblem(setup.opponent, 'opponent');
}
