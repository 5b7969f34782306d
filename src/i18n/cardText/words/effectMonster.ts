// The card text of the filter word `effectMonster` (src/engine/effects/words/filters/effectMonster/):
// card texts call every monster with effects an "Effect Monster", the wording each language
// already has for monsterKind "effect", so the word is worded as that kind.
import type { FilterText } from './types';

export const effectMonsterText: FilterText = (f) => {
  if (!f.effectMonster) return f;
  const { effectMonster: _, ...rest } = f;
  return { ...rest, monsterKind: rest.monsterKind ?? 'effect' };
};
