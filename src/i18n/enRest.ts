// The English strings the first duel screen does not need (see ./en.ts): a chunk of its own in
// the browser, loaded before the screens that use them (src/ui/App.tsx, src/ui/startBegin.ts,
// src/store/duelSetup.ts loadScenarioReader).
import { EN_ENGINE } from './engine/en';
import { EN_ENGINE_CHECKS } from './engine/enChecks';
import { EN_SANDBOX } from './en/sandbox';
import { EN_DECKS } from './en/decks';
import { EN_REPLAYS } from './en/replays';
import { EN_MATCH } from './en/match';
import { EN_AI } from './en/ai';

export const EN_REST = {
  ...EN_SANDBOX,
  ...EN_DECKS,
  ...EN_REPLAYS,
  ...EN_MATCH,
  ...EN_ENGINE,
  ...EN_AI,
  ...EN_ENGINE_CHECKS,
} as const;
