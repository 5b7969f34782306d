// Fusion (フュージョン) — Normal Spell.
import { FUSION_RULE, fusionSummon } from '../../../engine/effects/vocab/fusionSummon';
import type { CardScript } from '../../../engine/effects/vocab';

export const fusion: CardScript = {
  id: 160204050,
  effects: [{ id: 'e1', kind: 'spell', steps: fusionSummon(FUSION_RULE) }],
};
