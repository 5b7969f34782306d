// The tests of the filter words that live in a folder of their own (effects/words/filters/),
// read on a card's printed facts wherever a filter is read (doc/select.ts), for the compiler
// and the duel: no schema here (words/filterSchemas.ts). A word may also read the monster's
// slot when the card is on the field (`field`), e.g. an original ATK an effect changed.
import type { CardDef, DuelState, MonsterSlot } from '../../types';
import type { Filter } from '../doc/types';
import { coinEffectPasses } from './filters/coinEffect/run';
import { diceEffectPasses } from './filters/diceEffect/run';
import { effectMonsterPasses } from './filters/effectMonster/run';
import { listsMaterialPasses } from './filters/listsMaterial/run';
import { originalAtkPasses } from './filters/originalAtk/run';
import { originalDefPasses } from './filters/originalDef/run';
import { originalIdsPasses } from './filters/originalIds/run';
import { originalLevelPasses } from './filters/originalLevel/run';
import { originalRacePasses } from './filters/originalRace/run';
import type { FILTER_WORD_ENTRIES } from './filterSchemas';

/** A monster on the field, for the words that read it there. */
export interface FieldView {
  state: DuelState;
  slot: MonsterSlot;
}

export type FilterWord = keyof typeof FILTER_WORD_ENTRIES;
type Runs = { readonly [W in FilterWord]: (d: CardDef, value: NonNullable<Filter[W]>, field?: FieldView) => boolean };

export const FILTER_WORD_RUNS: Runs = {
  effectMonster: effectMonsterPasses,
  diceEffect: diceEffectPasses,
  coinEffect: coinEffectPasses,
  originalAtk: originalAtkPasses,
  originalDef: originalDefPasses,
  originalIds: originalIdsPasses,
  originalLevel: originalLevelPasses,
  originalRace: originalRacePasses,
  listsMaterial: listsMaterialPasses,
};

const WORDS = Object.keys(FILTER_WORD_RUNS) as FilterWord[];

/** The tests of the folder words a filter names, each bound to its value (none for most filters). */
export function printedTests(f: Filter): ((d: CardDef, field?: FieldView) => boolean)[] {
  const out: ((d: CardDef, field?: FieldView) => boolean)[] = [];
  for (const w of WORDS) {
    const value = f[w];
    if (value !== undefined) out.push((d, field) => (FILTER_WORD_RUNS[w] as (d: CardDef, v: unknown, field?: FieldView) => boolean)(d, value, field));
  }
  return out;
}
