// Interface strings in Simplified Chinese, one file per screen or area in ./zh/ (as in ./en/).
import type { StringKey } from './en';
import { ZH_ENGINE } from './engine/zh';
import { ZH_START } from './zh/start';
import { ZH_SANDBOX } from './zh/sandbox';
import { ZH_DECKS } from './zh/decks';
import { ZH_REPLAYS } from './zh/replays';
import { ZH_DUEL } from './zh/duel';
import { ZH_LOG } from './zh/log';
import { ZH_AI } from './zh/ai';
import { ZH_END } from './zh/end';
import { ZH_MATCH } from './zh/match';
import { ZH_PRESETS } from './zh/presets';

// The preset decks' words ride along under keys of their own ('preset.<key>.name'; see presetWords).
export const ZH: Record<StringKey, string> = {
  ...ZH_PRESETS,
  ...ZH_START,
  ...ZH_SANDBOX,
  ...ZH_DECKS,
  ...ZH_REPLAYS,
  ...ZH_DUEL,
  ...ZH_LOG,
  ...ZH_AI,
  ...ZH_END,
  ...ZH_MATCH,
  ...ZH_ENGINE,
};
