// A schema run's first problem as a message naming the field ("card.effects[0].steps[1].do must be
// one of …"); the filter check of saved duels lives here too, apart from the document schema, so
// that reading a saved duel does not load every word's schema.
import * as v from 'valibot';
import { filterSchema } from './refs';

/** The first problem of a schema run, as "<path><message>" (the messages start with " " or "."). */
export function problemOf(schema: v.GenericSchema, input: unknown, root: string): string | null {
  const result = v.safeParse(schema, input, { abortEarly: true });
  const issue = result.issues?.[0];
  if (!issue) return null;
  const path = [...(issue.path ?? [])];
  // An unknown key (or a bad record key) is named in the message: the path stops at its object.
  if (path.at(-1)?.origin === 'key' && !issue.message.startsWith(' is missing')) path.pop();
  return root + path.map((p) => (typeof p.key === 'number' ? `[${p.key}]` : `.${String(p.key)}`)).join('') + issue.message;
}

/** What is wrong with a filter kept in a saved duel's modifiers, or null. */
export const filterProblem = (x: unknown, path: string): string | null => problemOf(filterSchema, x, path);
