// Saving, loading and deep comparison of duel states in property tests.
import { rulesetOf } from '../ruleset';
import { deserialize, serialize, stateHash } from '../index';
import type { DuelState } from '../index';

/** Path of the first difference between two JSON-like values (strict: an undefined field counts), or null. */
export function dataDiff(a: unknown, b: unknown, path = 'state'): string | null {
  if (typeof a !== typeof b || Array.isArray(a) !== Array.isArray(b) || (a === null) !== (b === null)) return path;
  if (typeof a !== 'object' || a === null) return Object.is(a, b) ? null : path;
  if (Array.isArray(a)) {
    const bb = b as unknown[];
    if (a.length !== bb.length) return `${path}.length`;
    for (let i = 0; i < a.length; i++) {
      const d = dataDiff(a[i], bb[i], `${path}[${i}]`);
      if (d) return d;
    }
    return null;
  }
  const ao = a as Record<string, unknown>;
  const bo = b as Record<string, unknown>;
  const ak = Object.keys(ao).sort();
  const bk = Object.keys(bo).sort();
  if (ak.join() !== bk.join()) return `${path} {${ak.join()}} vs {${bk.join()}}`;
  for (const k of ak) {
    const d = dataDiff(ao[k], bo[k], `${path}.${k}`);
    if (d) return d;
  }
  return null;
}

/**
 * What is wrong with deserialize(serialize(state)), or null when it is the same state.
 * `hash` is stateHash(state) when the caller already has it.
 */
export function roundTripProblem(state: DuelState, hash?: string): string | null {
  const back = deserialize(serialize(state), rulesetOf(state));
  if (!back.ok) return `deserialize(serialize(state)) failed: ${back.error}`;
  const diff = dataDiff(back.state, state);
  if (diff) return `the loaded state differs at ${diff}`;
  if (stateHash(back.state) !== (hash ?? stateHash(state))) return 'the loaded state has another stateHash';
  return null;
}
