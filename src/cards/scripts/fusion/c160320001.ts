// Elemental HERO Flame Wingman (Ｅ・ＨＥＲＯ フレイム・ウィングマン) — Fusion monster.
import { damage, type CardScript } from '../../../engine/effects/vocab';
import { other } from '../../../engine/zones';

export const flameWingman: CardScript = {
  id: 160320001,
  effects: [],
  onBattleDestroy: (ctx) => {
    const atk = ctx.locals.destroyedAtk;
    if (typeof atk === 'number') damage(ctx, other(ctx.seat), atk);
  },
};
