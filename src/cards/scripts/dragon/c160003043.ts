// Dragon's Return (リターン・オブ・ドラゴン) — Normal Spell.
import { isDragonMonster } from '../../../engine/effects/vocab/dragon';
import { act, draw, gyToDeck, type CardScript } from '../../../engine/effects/vocab';

export const dragonsReturn: CardScript = {
  id: 160003043,
  text: 'Cost: shuffle 3 Dragon monsters from your GY into your Deck. Draw 1 card.',
  effects: [
    {
      id: 'e1',
      kind: 'spell',
      cost: gyToDeck(3, isDragonMonster),
      steps: [act((ctx) => draw(ctx, 1))],
    },
  ],
};
