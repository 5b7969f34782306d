// The card document format, one entry point: its vocabulary (types), the validator, the
// compiler to effects, the word tables and their usage (for card text, the vocabulary CLI and
// their tests). Card data (src/cards), card text (src/i18n/cardText) and the tools import it.
export type * from './effects/doc/types';
export type { AuraFlag } from './effects/types';
export { cardDocProblem } from './effects/doc/validate';
export { compileCard } from './effects/doc/compile';
export type { MoreTrigger } from './effects/doc/moreTriggers';
export { allWords, withVocabularyTables } from './effects/doc/vocabulary';
export { wordUsage } from './effects/doc/vocabulary/usage';
export { WORD_STEP_RUNS, type WordStep } from './effects/words/runs';
export { WORD_STEP_ROWS, WORD_STEP_SCHEMAS } from './effects/words/schemas';
export { CONDITION_WORD_RUNS, conditionWordOf, isWordCondition, type ConditionWord } from './effects/words/conditionRuns';
export { CONDITION_WORD_FORMS, CONDITION_WORD_ROWS } from './effects/words/conditionSchemas';
export { FILTER_WORD_RUNS, type FilterWord } from './effects/words/filterRuns';
export { FILTER_WORD_ENTRIES, FILTER_WORD_ROWS } from './effects/words/filterSchemas';
