// The filter words that live in a folder of their own (effects/words/filters/<word>/): their
// schema entries (spread into the filter's schema, doc/schema/refs.ts) and docs rows. Adding
// such a word is its folder, one line here, one in filterRuns.ts and one in
// src/i18n/cardText/words/filters.ts (words.test.ts checks the three lists agree).
import { coinEffectEntry, coinEffectRows } from './filters/coinEffect/schema';
import { diceEffectEntry, diceEffectRows } from './filters/diceEffect/schema';
import { effectMonsterEntry, effectMonsterRows } from './filters/effectMonster/schema';
import { listsMaterialEntry, listsMaterialRows } from './filters/listsMaterial/schema';
import { originalAtkEntry, originalAtkRows } from './filters/originalAtk/schema';
import { originalDefEntry, originalDefRows } from './filters/originalDef/schema';
import { originalIdsEntry, originalIdsRows } from './filters/originalIds/schema';
import { originalLevelEntry, originalLevelRows } from './filters/originalLevel/schema';
import { originalRaceEntry, originalRaceRows } from './filters/originalRace/schema';

export const FILTER_WORD_ENTRIES = {
  ...effectMonsterEntry,
  ...diceEffectEntry,
  ...coinEffectEntry,
  ...originalAtkEntry,
  ...originalDefEntry,
  ...originalIdsEntry,
  ...originalLevelEntry,
  ...originalRaceEntry,
  ...listsMaterialEntry,
};

export const FILTER_WORD_ROWS = [...effectMonsterRows, ...diceEffectRows, ...coinEffectRows, ...originalAtkRows, ...originalDefRows, ...originalIdsRows, ...originalLevelRows, ...originalRaceRows, ...listsMaterialRows];
