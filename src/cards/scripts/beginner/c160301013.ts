// Dark Revelation (ダーク・リベレイション) — Trap.
import { act, destroy, gyToDeck, isRace, type CardScript } from '../../../engine/effects/vocab';
import { opponentAttack, theirAttackers } from './common';

export const darkRevelation: CardScript = {
  id: 160301013,
  text:
    "When your opponent's monster declares an attack. Cost: shuffle 4 Spellcaster monsters from your GY into your Deck. " +
    'Destroy every Attack Position monster your opponent controls.',
  effects: [
    {
      id: 'e1',
      kind: 'trap',
      trigger: opponentAttack,
      cost: gyToDeck(4, isRace('Spellcaster')),
      steps: [act((ctx) => void destroy(ctx, theirAttackers(ctx)), (ctx) => theirAttackers(ctx).length > 0)],
    },
  ],
};
