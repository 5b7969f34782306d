// Sevens Road Protection (セブンスロード・プロテクション) — Trap.
import { act, ask, linger, listOf, pile, said, setPosition, when, type CardScript, type ReadCtx } from '../../../engine/effects/vocab';
import { locateMonster } from '../../../engine/zones';
import { myDarkSpellcasters } from './common';
import { tx } from '../../../engine/text';

const SEVENS_ROAD_MAGICIAN = 160301001;

/** The summoned monster, if it is still face-up in Attack Position. */
const summonedAttacker = (ctx: ReadCtx): number | undefined =>
  listOf(ctx, 'trigger').find((u) => {
    const at = locateMonster(ctx.state, u);
    return at !== null && !at.slot.faceDown && at.slot.position === 'attack' && at.slot.maximum === null;
  });

const magicianInGy = (ctx: ReadCtx): boolean => pile(ctx, 'gy', (d) => d.id === SEVENS_ROAD_MAGICIAN).length > 0;

export const sevensRoadProtection: CardScript = {
  id: 160428021,
  text:
    'When your opponent Normal Summons a monster, if you control a face-up DARK Spellcaster monster: this turn, ' +
    "the face-up DARK Spellcaster monsters you control cannot be destroyed by your opponent's card effects. Then, if " +
    '"Sevens Road Magician" is in your GY, you may change the summoned monster to face-up Defense Position.',
  effects: [
    {
      id: 'e1',
      kind: 'trap',
      trigger: (ev, ctx) =>
        ev.type === 'summon' && ev.player !== ctx.seat && (ev.how === 'normal' || ev.how === 'tribute') && !ev.faceDown,
      condition: (ctx) => myDarkSpellcasters(ctx).length > 0,
      steps: [
        act((ctx) => {
          for (const u of myDarkSpellcasters(ctx)) linger(ctx, u, 'opponentEffectImmune');
        }),
        when((ctx) => magicianInGy(ctx) && summonedAttacker(ctx) !== undefined, ask('defense', tx('ask.toDefense'))),
        when(said('defense'), act((ctx) => {
          const u = summonedAttacker(ctx);
          if (u !== undefined) setPosition(ctx, u, 'defense', false);
        })),
      ],
    },
  ],
};
