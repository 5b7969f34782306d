// Miracle Fusion (ミラクル・フュージョン) — Normal Spell.
import { fusionSummon, isWarriorFusionOnly, type FusionRule } from '../../../engine/effects/vocab/fusionSummon';
import type { CardScript } from '../../../engine/effects/vocab';

const MIRACLE_RULE: FusionRule = { field: 'any', hand: false, gy: true, filter: isWarriorFusionOnly, materialsTo: 'deckBottom' };

export const miracleFusion: CardScript = {
  id: 160320031,
  effects: [{ id: 'e1', kind: 'spell', steps: fusionSummon(MIRACLE_RULE) }],
};
