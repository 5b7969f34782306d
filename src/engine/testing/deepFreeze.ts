// Deep-freezes plain data (objects and arrays) in place so that any later attempt to
// mutate it throws a TypeError (modules run in strict mode). Tests freeze every state
// the engine hands back: a copy-on-write slip that edits an earlier state then fails loudly.

/**
 * Freezes v and everything reachable from it; returns v. A subtree that is already frozen
 * is assumed to have been deep-frozen by this function and is skipped, which keeps the
 * cost proportional to what an action actually changed (states share unchanged parts).
 */
export function deepFreeze<T>(v: T): T {
  if (typeof v !== 'object' || v === null || Object.isFrozen(v)) return v;
  Object.freeze(v);
  for (const k of Object.keys(v)) deepFreeze((v as Record<string, unknown>)[k]);
  return v;
}

/** True when v and everything reachable from it is frozen. */
export function isDeepFrozen(v: unknown): boolean {
  if (typeof v !== 'object' || v === null) return true;
  if (!Object.isFrozen(v)) return false;
  return Object.keys(v).every((k) => isDeepFrozen((v as Record<string, unknown>)[k]));
}
