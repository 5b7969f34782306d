// Supreme Marine Fortress Magnum Overbase (超魔基地マグナム・オーバーベース) — Field Spell.
import { cardDef } from '../../../engine/cards';
import { raceOf, type CardScript } from '../../../engine/effects/vocab';
import { lpBehind } from '../../../engine/effects/vocab/maximum';

export const magnumOverbase: CardScript = {
  id: 160007042,
  text:
    'Activate only while your LP are lower than your opponent\'s. While face-up: every face-up Machine monster of Level 7 or higher on the field gains 400 ATK, ' +
    'and every face-up Level 10 Machine monster on the field cannot be destroyed by Spell or Trap effects.',
  effects: [{ id: 'e1', kind: 'spell', condition: lpBehind, steps: [] }],
  continuous: {
    aura: (ctx) => {
      const d = cardDef(ctx.state, ctx.target.uid);
      const level = d.level ?? 0;
      if (raceOf(ctx.state, ctx.target.uid) !== 'Machine' || level < 7) return null;
      return level === 10 ? { atk: 400, effectImmune: (_by, kind) => kind !== 'monster' } : { atk: 400 };
    },
  },
};
