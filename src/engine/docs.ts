// The card document format, one entry point: its vocabulary (types), the compiler to effects
// and the word helpers card text needs. Card data (src/cards), card text (src/i18n/cardText)
// and the tools import it; the validator and the word tables are in docSchema.ts (they build
// their schemas when loaded, so they stay out of the app's card text chunk).
export type * from './effects/doc/types';
export type { AuraFlag } from './effects/types';
export { compileCard } from './effects/doc/compile';
export type { MoreTrigger } from './effects/doc/moreTriggers';
export type { WordStep } from './effects/words/runs';
export { conditionWordOf, isWordCondition, type ConditionWord } from './effects/words/conditionRuns';
export type { FilterWord } from './effects/words/filterRuns';
