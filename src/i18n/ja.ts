// Interface strings in Japanese, one file per screen or area in ./ja/ (as in ./en/).
import type { StringKey } from './en';
import { JA_ENGINE } from './engine/ja';
import { JA_START } from './ja/start';
import { JA_SANDBOX } from './ja/sandbox';
import { JA_DECKS } from './ja/decks';
import { JA_REPLAYS } from './ja/replays';
import { JA_DUEL } from './ja/duel';
import { JA_LOG } from './ja/log';
import { JA_AI } from './ja/ai';
import { JA_END } from './ja/end';
import { JA_MATCH } from './ja/match';
import { JA_PRESETS } from './ja/presets';

// The preset decks' words ride along under keys of their own ('preset.<key>.name'; see presetWords).
export const JA: Record<StringKey, string> = {
  ...JA_PRESETS,
  ...JA_START,
  ...JA_SANDBOX,
  ...JA_DECKS,
  ...JA_REPLAYS,
  ...JA_DUEL,
  ...JA_LOG,
  ...JA_AI,
  ...JA_END,
  ...JA_MATCH,
  ...JA_ENGINE,
};
