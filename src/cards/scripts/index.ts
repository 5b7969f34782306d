// Every card script in the pool, one file per card, grouped by the preset deck that uses
// the card. Adding a card with an effect is adding its file and one line in its group.
import type { CardScript } from '../../engine/effects/types';
import { BEGINNER_SCRIPTS } from './beginner';
import { DRAGON_SCRIPTS } from './dragon';
import { FUSION_SCRIPTS } from './fusion';
import { MAXIMUM_SCRIPTS } from './maximum';
import { docCount, docScript, docScripts } from '../docs';

/** The TypeScript scripts (the escape hatch); documents are added as they arrive (../docs). */
const TS_SCRIPTS: readonly CardScript[] = [...MAXIMUM_SCRIPTS, ...DRAGON_SCRIPTS, ...FUSION_SCRIPTS, ...BEGINNER_SCRIPTS];

const BY_ID = new Map(TS_SCRIPTS.map((s) => [s.id, s]));

/** The effects of a card the game has, by id. */
export function scriptById(id: number): CardScript | undefined {
  return BY_ID.get(id) ?? docScript(id);
}

/** Every card's effects known now: the scripts and the documents. */
export function cardScripts(): CardScript[] {
  return [...TS_SCRIPTS, ...docScripts()];
}

/** Changes when documents arrive: a ruleset made before then is made again. */
export const scriptsVersion = (): number => TS_SCRIPTS.length + docCount();
