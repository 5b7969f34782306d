// Inline test cards: Normal monsters described by their stats in a scenario or benchmark.
const ATTRIBUTES = ['DARK', 'LIGHT', 'EARTH', 'WATER', 'FIRE', 'WIND'];

/** What is wrong with an inline card description, or null when it is a usable monster. */
export function vanillaProblem(v: unknown): string | null {
  if (typeof v !== 'object' || v === null) return 'an inline card needs "vanilla": { name, level, atk, def, attribute, race }';
  const x = v as Record<string, unknown>;
  const name = typeof x.name === 'string' ? x.name : '';
  if (name.trim() === '') return 'an inline card needs a "name"';
  const whole = (k: string, lo: number, hi: number): string | null =>
    typeof x[k] === 'number' && Number.isInteger(x[k]) && (x[k] as number) >= lo && (x[k] as number) <= hi
      ? null
      : `inline card "${name}": "${k}" must be a whole number from ${lo} to ${hi}`;
  const bad = whole('level', 1, 12) ?? whole('atk', 0, 1_000_000) ?? whole('def', 0, 1_000_000);
  if (bad) return bad;
  if (typeof x.attribute !== 'string' || !ATTRIBUTES.includes(x.attribute)) {
    return `inline card "${name}": "attribute" must be one of ${ATTRIBUTES.join(', ')}`;
  }
  if (typeof x.race !== 'string' || x.race.trim() === '') return `inline card "${name}": "race" (its Type) is missing`;
  return null;
}
