// Elemental HERO Voltic Wingman (Ｅ・ＨＥＲＯ ボルテック・ウィングマン) — Fusion monster.
import { fusionSummon, isWarriorFusionOnly, type FusionRule } from '../../../engine/effects/vocab/fusionSummon';
import { locateMonster } from '../../../engine/zones';
import type { CardScript } from '../../../engine/effects/vocab';

const VOLTIC_RULE: FusionRule = {
  field: null,
  hand: false,
  gy: true,
  filter: (d) => isWarriorFusionOnly(d) && (d.level ?? 0) >= 6 && (d.level ?? 0) <= 8,
  materialsTo: 'deckShuffle',
};

export const volticWingman: CardScript = {
  id: 160020065,
  effects: [
    {
      id: 'e1',
      kind: 'ignition',
      condition: (ctx) => locateMonster(ctx.state, ctx.self)?.slot.summonedThisTurn === true,
      steps: fusionSummon(VOLTIC_RULE),
    },
  ],
};
