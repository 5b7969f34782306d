// Building blocks of the card-document schemas (valibot): each carries the wording of its
// problem ("must be one of …"); validate.ts puts the field's path in front of it. A message
// starting with a space follows the path; one starting with "." names a field under it.
import * as v from 'valibot';

export type Obj = Record<string, unknown>;
export const has = (o: object, k: string): boolean => Object.prototype.hasOwnProperty.call(o, k);
export const isObj = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);
/** Echoed input, cut short so a message stays short. */
export const show = (x: unknown): string => {
  const s = JSON.stringify(x) ?? String(x);
  return s.length > 40 ? `${s.slice(0, 40)}…` : s;
};

export const opt = v.optional;

/** A whole number from lo to hi. */
export const int = (lo: number, hi: number) => {
  const m = ` must be a whole number from ${lo} to ${hi}`;
  return v.pipe(v.number(m), v.integer(m), v.minValue(lo, m), v.maxValue(hi, m));
};
export const bool = v.boolean(' must be true or false');
export const isTrue = v.literal(true, ' must be true');

/** One word of a closed set. */
export const word = <const T extends readonly [string, ...string[]]>(...words: T) =>
  v.picklist(words, (issue) => ` must be one of ${words.join(', ')}, not ${show(issue.input)}`);

/** A name a document gives to cards it keeps (`as`, `chosen`). */
export const name = v.pipe(
  v.string(' must be a short name of letters and digits'),
  v.regex(/^[A-Za-z][A-Za-z0-9]{0,30}$/, ' must be a short name of letters and digits'),
);

/** A list of at most `max` entries. */
export const list = <T extends v.GenericSchema>(item: T, max = 20) => v.pipe(v.array(item, ' must be a list'), v.maxLength(max, ` has more than ${max} entries`));

/** A list naming at least one entry. */
export const nonEmpty = <T extends v.GenericSchema>(item: T, max: number, message: string) => v.pipe(list(item, max), v.minLength(1, message));

/** One entry or a list of up to 6. */
export const oneOrList = <T extends v.GenericSchema>(item: T) => v.lazy((x: unknown) => (Array.isArray(x) ? list(item, 6) : item));

/** The problem of an object: not one, an unknown field (validate.ts names the object) or a missing one. */
const objectMessage = (issue: v.BaseIssue<unknown>): string =>
  issue.expected === 'Object' ? ' must be an object' : issue.expected === 'never' ? ` has an unknown field ${show(issue.input)}` : ' is missing';

/** An object whose every key is an own property from `entries` (wrap the optional ones in `opt`). */
export const obj = <E extends v.ObjectEntries>(entries: E) => v.strictObject(entries, objectMessage);

/** A schema that always fails with this message, built from the input (the "none of the forms" branch of a dispatch). */
export const fail = (message: (input: unknown) => string) => v.custom<never>(() => false, (issue) => message(issue.input));

/** An object passing every check of `checks` after its shape (a rule across fields). */
export const rule = <T>(check: (x: T) => boolean, message: string) => v.check<T, string>(check, message);
