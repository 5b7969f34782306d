// Mystic Dealer (ミスティック・ディーラー) — Effect monster, WATER Spellcaster Lv3.
import { act, discard, draw, isRace, type CardScript } from '../../../engine/effects/vocab';

export const mysticDealer: CardScript = {
  id: 160301006,
  text: 'Cost: send 1 Spellcaster monster from your hand to the GY. Draw 1 card.',
  effects: [
    {
      id: 'e1',
      kind: 'ignition',
      cost: discard(1, isRace('Spellcaster')),
      steps: [act((ctx) => draw(ctx, 1), (ctx) => ctx.state.players[ctx.seat].deck.length >= 1)],
    },
  ],
};
