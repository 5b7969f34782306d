// The card text of the filter words `originalAtk`, `originalDef` and `originalLevel`
// (src/engine/effects/words/filters/originalAtk/, originalDef/, originalLevel/): the phrasebooks word the two
// ranges next to ATK and DEF ("with original ATK of 2500 or more"); a filter naming only them
// is about monsters, so the rewrite says so for the noun.
import type { FilterText } from './types';

const aboutMonsters: FilterText = (f) => (f.kind === undefined && (f.originalAtk || f.originalDef || f.originalLevel || f.originalRace) ? { kind: 'monster', ...f } : f);

export const originalAtkText: FilterText = aboutMonsters;
export const originalDefText: FilterText = aboutMonsters;
export const originalLevelText: FilterText = aboutMonsters;
export const originalRaceText: FilterText = aboutMonsters;
