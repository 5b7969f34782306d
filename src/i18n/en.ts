// Interface strings in English: the key list every other language must match. One file per
// screen or area in ./en/ (the same files in ./ja/ and ./zh/); the engine texts in ./engine/.
// EN holds what the first screen needs; the engine's templates (a duel's prompts, refusals and
// log), the deck builder's, replays', match's and sandbox's strings and the deck-check and
// scenario templates are EN_REST (./enRest.ts),
// which the browser loads on demand (#en-rest; src/i18n/index.ts loadEnglishRest).
import { EN_START } from './en/start';
import { EN_DUEL } from './en/duel';
import { EN_LOG } from './en/log';
import { EN_END } from './en/end';
import type { EN_REST } from './enRest';

export const EN = {
  ...EN_START,
  ...EN_DUEL,
  ...EN_LOG,
  ...EN_END,
} as const;

export type StringKey = keyof typeof EN | keyof typeof EN_REST;
