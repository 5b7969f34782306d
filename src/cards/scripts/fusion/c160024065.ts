// Elemental HERO Bladedge (Ｅ・ＨＥＲＯ エッジマン) — Effect monster.
import type { CardScript, ReadCtx } from '../../../engine/effects/vocab';
import { SKYSCRAPER } from './ids';

const skyscraperFaceUp = (ctx: ReadCtx): boolean =>
  ctx.state.players.some((p) => p.field !== null && !p.field.faceDown && ctx.state.cards[p.field.uid]?.id === SKYSCRAPER);

export const bladedge: CardScript = {
  id: 160024065,
  text: 'Continuous: this card deals piercing battle damage. During your turn it gains 1000 ATK while "Skyscraper" is face-up on the field.',
  effects: [],
  continuous: {
    aura: (ctx) => {
      if (ctx.target.uid !== ctx.self) return null;
      const boosted = ctx.state.turnPlayer === ctx.seat && skyscraperFaceUp(ctx);
      return boosted ? { piercing: true, atk: 1000 } : { piercing: true };
    },
  },
};
