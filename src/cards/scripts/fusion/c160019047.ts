// Elemental HERO Mariner (Ｅ・ＨＥＲＯ セイラーマン) — Fusion monster.
import { lingerHas } from '../../../engine/effects/lingering';
import { act, canStillBattle, linger, mill, type CardScript } from '../../../engine/effects/vocab';

export const mariner: CardScript = {
  id: 160019047,
  text:
    'If you have a face-down card in your Spell & Trap Zones and can still enter the Battle Phase this turn: ' +
    'send the top card of your Deck to the GY (cost); this card can attack directly this turn.',
  effects: [
    {
      id: 'e1',
      kind: 'ignition',
      condition: (ctx) =>
        canStillBattle(ctx) &&
        !lingerHas(ctx.state, ctx.self, 'directAttack') &&
        ctx.state.players[ctx.seat].spellTraps.some((s) => s !== null && s.faceDown),
      cost: [mill(1)],
      steps: [act((ctx) => linger(ctx, ctx.self, 'directAttack'))],
    },
  ],
};
