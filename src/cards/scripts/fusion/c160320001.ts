// Elemental HERO Flame Wingman (Ｅ・ＨＥＲＯ フレイム・ウィングマン) — Fusion monster.
import { damage, type CardScript } from '../../../engine/effects/vocab';
import { other } from '../../../engine/zones';

export const flameWingman: CardScript = {
  id: 160320001,
  text: "When this card destroys a monster by battle and sends it to the GY: your opponent takes damage equal to that monster's original ATK.",
  effects: [],
  onBattleDestroy: (ctx) => {
    const atk = ctx.locals.destroyedAtk;
    if (typeof atk === 'number') damage(ctx, other(ctx.seat), atk);
  },
};
