// The card document schema, one entry point: the validator (cardDocProblem), the vocabulary
// tables and their usage, and each word's schema, rows and run. For card data checks, the
// vocabulary CLI and tests; the app's card text imports docs.ts, which builds no schema.
export { cardDocProblem } from './effects/doc/validate';
export { allWords, withVocabularyTables } from './effects/doc/vocabulary';
export { wordUsage } from './effects/doc/vocabulary/usage';
export { WORD_STEP_RUNS } from './effects/words/runs';
export { WORD_STEP_ROWS, WORD_STEP_SCHEMAS } from './effects/words/schemas';
export { CONDITION_WORD_RUNS } from './effects/words/conditionRuns';
export { CONDITION_WORD_FORMS, CONDITION_WORD_ROWS } from './effects/words/conditionSchemas';
export { FILTER_WORD_RUNS } from './effects/words/filterRuns';
export { FILTER_WORD_ENTRIES, FILTER_WORD_ROWS } from './effects/words/filterSchemas';
