// Sevens Road Magician (セブンスロード・マジシャン) — Effect monster, DARK Spellcaster Lv7.
import { cardDef } from '../../../engine/cards';
import { act, isMonster, linger, mill, pile, type CardScript, type ReadCtx } from '../../../engine/effects/vocab';
import { locateMonster } from '../../../engine/zones';

/** Different Attributes among the monsters in your GY. */
export function gyAttributes(ctx: ReadCtx): number {
  return new Set(pile(ctx, 'gy', isMonster).map((u) => cardDef(ctx.state, u).attribute)).size;
}

export const sevensRoadMagician: CardScript = {
  id: 160301001,
  text:
    'Condition: a monster is in your GY. Cost: send the top card of your Deck to the GY. Until the end of the turn ' +
    'this card gains 300 ATK for every different Attribute among the monsters in your GY.',
  effects: [
    {
      id: 'e1',
      kind: 'ignition',
      condition: (ctx) => pile(ctx, 'gy', isMonster).length > 0,
      cost: [mill(1)],
      steps: [
        act((ctx) => {
          const me = locateMonster(ctx.state, ctx.self);
          if (me && !me.slot.faceDown) linger(ctx, ctx.self, 'atk', 300 * gyAttributes(ctx));
        }),
      ],
    },
  ],
};
