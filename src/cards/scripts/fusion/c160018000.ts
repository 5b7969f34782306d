// Elemental HERO Shining Flare Wingman (Ｅ・ＨＥＲＯ シャイニング・フレア・ウィングマン) — Fusion monster.
import { damage, isRace, pile, type CardScript } from '../../../engine/effects/vocab';
import { other } from '../../../engine/zones';

export const shiningFlareWingman: CardScript = {
  id: 160018000,
  effects: [],
  continuous: {
    aura: (ctx) => (ctx.target.uid === ctx.self ? { atk: 300 * pile(ctx, 'gy', isRace('Warrior')).length } : null),
  },
  onBattleDestroy: (ctx) => {
    const atk = ctx.locals.destroyedAtk;
    if (typeof atk === 'number') damage(ctx, other(ctx.seat), atk);
  },
};
