// The tests of the filter words that live in a folder of their own (effects/words/filters/),
// read on a card's printed facts wherever a filter is read (doc/select.ts), for the compiler
// and the duel: no schema here (words/filterSchemas.ts).
import type { CardDef } from '../../types';
import type { Filter } from '../doc/types';
import { effectMonsterPasses } from './filters/effectMonster/run';
import type { FILTER_WORD_ENTRIES } from './filterSchemas';

export type FilterWord = keyof typeof FILTER_WORD_ENTRIES;
type Runs = { readonly [W in FilterWord]: (d: CardDef, value: NonNullable<Filter[W]>) => boolean };

export const FILTER_WORD_RUNS: Runs = {
  effectMonster: effectMonsterPasses,
};

const WORDS = Object.keys(FILTER_WORD_RUNS) as FilterWord[];

/** The tests of the folder words a filter names, each bound to its value (none for most filters). */
export function printedTests(f: Filter): ((d: CardDef) => boolean)[] {
  const out: ((d: CardDef) => boolean)[] = [];
  for (const w of WORDS) {
    const value = f[w];
    if (value !== undefined) out.push((d) => (FILTER_WORD_RUNS[w] as (d: CardDef, v: unknown) => boolean)(d, value));
  }
  return out;
}
