// Polymerization (融合) — Legend Normal Spell.
import { POLYMERIZATION_RULE, fusionSummon } from '../../../engine/effects/vocab/fusionSummon';
import type { CardScript } from '../../../engine/effects/vocab';

export const polymerization: CardScript = {
  id: 160206025,
  effects: [{ id: 'e1', kind: 'spell', steps: fusionSummon(POLYMERIZATION_RULE) }],
};
