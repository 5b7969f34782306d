// Type Change Beam (TCB) — Normal Spell.
import { cardDef } from '../../../engine/cards';
import { act, choose, everyMonster, faceUp, isMonster, listOf, pile, type CardScript, type ReadCtx } from '../../../engine/effects/vocab';
import { changeRace, raceIndex, raceOf } from '../../../engine/effects/vocab/race';
import { count, tx } from '../../../engine/text';

/** Face-up monsters on either field whose Type is not `race` now. */
const notOfRace = (ctx: ReadCtx, race: string | undefined): number[] =>
  faceUp(everyMonster(ctx))
    .map((m) => m.slot.uid)
    .filter((u) => raceOf(ctx.state, u) !== race);

/** The Type of the revealed monster (once revealed). */
const revealedRace = (ctx: ReadCtx): string | undefined => {
  const r = listOf(ctx, 'revealed')[0];
  return r === undefined ? undefined : cardDef(ctx.state, r).race;
};

export const typeChangeBeam: CardScript = {
  id: 160004039,
  effects: [
    {
      id: 'e1',
      kind: 'spell',
      cost: [
        choose('revealed', tx('prompt.reveal', count(1, 'hand')), (ctx) =>
          pile(ctx, 'hand', (d) => isMonster(d) && raceIndex(d.race) >= 0 && notOfRace(ctx, d.race).length > 0),
        ),
        act((ctx) => {
          for (const u of listOf(ctx, 'revealed')) ctx.events.push({ type: 'reveal', card: u, player: ctx.seat });
        }),
      ],
      steps: [
        // The cost guarantees at least one monster to choose.
        choose('targets', tx('prompt.faceUpMonsters', { min: 1, max: 3 }), (ctx) => notOfRace(ctx, revealedRace(ctx)), 1, 3, {
          mandatory: false,
        }),
        act((ctx) => {
          const race = revealedRace(ctx);
          if (race === undefined) return;
          for (const u of listOf(ctx, 'targets')) changeRace(ctx, u, race);
        }),
      ],
    },
  ],
};
