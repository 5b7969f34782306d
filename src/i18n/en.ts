// Interface strings in English: the key list every other language must match. One file per
// screen or area in ./en/ (the same files in ./ja/ and ./zh/); the engine texts in ./engine/.
import { EN_ENGINE } from './engine/en';
import { EN_START } from './en/start';
import { EN_SANDBOX } from './en/sandbox';
import { EN_DECKS } from './en/decks';
import { EN_REPLAYS } from './en/replays';
import { EN_DUEL } from './en/duel';
import { EN_LOG } from './en/log';
import { EN_END } from './en/end';
import { EN_MATCH } from './en/match';

export const EN = {
  ...EN_START,
  ...EN_SANDBOX,
  ...EN_DECKS,
  ...EN_REPLAYS,
  ...EN_DUEL,
  ...EN_LOG,
  ...EN_END,
  ...EN_MATCH,
  ...EN_ENGINE,
} as const;

export type StringKey = keyof typeof EN;
