// Polymerization (融合) — Legend Normal Spell.
import { POLYMERIZATION_RULE, fusionSummon } from '../../../engine/effects/vocab/fusionSummon';
import type { CardScript } from '../../../engine/effects/vocab';

export const polymerization: CardScript = {
  id: 160206025,
  text: 'Fusion Summon 1 Fusion monster from your Extra Deck, sending its materials from your hand and/or your field to the GY.',
  effects: [{ id: 'e1', kind: 'spell', steps: fusionSummon(POLYMERIZATION_RULE) }],
};
