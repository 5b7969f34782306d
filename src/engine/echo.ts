// Echoing input back in a refusal or an error: never more than a few dozen characters of
// it, and never by walking an object (which may be huge or cyclic).

/** A short description of an input value for a message. */
export function echo(v: unknown, max = 40): string {
  if (v === undefined) return 'nothing';
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'a list';
  if (typeof v === 'object') return 'an object';
  if (typeof v === 'function' || typeof v === 'symbol' || typeof v === 'bigint') return `a ${typeof v}`;
  const s = typeof v === 'string' ? JSON.stringify(v.length > max ? v.slice(0, max) : v) : String(v);
  return s.length > max ? `${s.slice(0, max - 3)}...` : s;
}

/** A name taken from input (a field name, a ref), cut to `max` characters. */
export function clip(s: string, max = 40): string {
  return s.length > max ? `${s.slice(0, max - 3)}...` : s;
}

/** Own-property test: input keys are never looked up through the prototype chain. */
export const hasOwn = (o: object, k: string): boolean => Object.prototype.hasOwnProperty.call(o, k);
