// Skyscraper (摩天楼 －スカイスクレイパー－) — Field Spell.
import { shownName } from '../../../engine/effects/vocab/fusionSummon';
import { def, type CardScript } from '../../../engine/effects/vocab';

const HERO_NAMES = [
  'Elemental HERO Avian',
  'Elemental HERO Burstinatrix',
  'Elemental HERO Clayman',
  'Elemental HERO Sparkman',
  'Elemental HERO Bubbleman',
  'Elemental HERO Neos',
];

export const skyscraper: CardScript = {
  id: 160320032,
  effects: [{ id: 'e1', kind: 'spell', steps: [] }],
  continuous: {
    aura: (ctx) => {
      if (ctx.targetSeat !== ctx.state.turnPlayer || ctx.target.faceDown) return null;
      const d = def(ctx, ctx.target.uid);
      const fusionWarrior = d.monsterKind === 'fusion' && d.race === 'Warrior' && (d.level ?? 0) >= 5 && (d.level ?? 0) <= 8;
      return fusionWarrior || HERO_NAMES.includes(shownName(ctx.state, ctx.target.uid)) ? { atk: 1000 } : null;
    },
  },
};
