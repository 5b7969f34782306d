// Equip Spells (R-EQ): the Spell equips a face-up monster and stays face-up in its zone;
// its effect is an aura on the equipped monster. Leaving-field rules live in zones.ts
// (R-EQ-6, R-EQ-8) and the Spell is sent to the GY by finish() if it never equipped.
import { own } from '../../draft';
import { tx } from '../../text';
import type { CardDef, DuelState, Seat } from '../../types';
import { locateMonster } from '../../zones';
import type { AuraCtx, Ctx, ReadCtx, Step } from '../types';
import { choose } from './steps';
import { def, faceUp, listOf, mine, theirs } from './query';

export interface EquipRule {
  /** Which monsters it may equip; R-EQ-2: your own unless the card says either side. */
  side?: 'own' | 'either';
  test?: (d: CardDef) => boolean;
}

function candidates(ctx: ReadCtx, rule: EquipRule): number[] {
  const pool = rule.side === 'either' ? [...mine(ctx), ...theirs(ctx)] : mine(ctx);
  return faceUp(pool)
    .filter((m) => !rule.test || rule.test(def(ctx, m.slot.uid)))
    .map((m) => m.slot.uid);
}

/** The Equip Spell's steps: choose a face-up monster (R-EQ-2), then attach the Spell to it. */
export function equipTo(rule: EquipRule = {}): Step[] {
  return [
    choose('equipTarget', tx('prompt.equipTarget'), (ctx) => candidates(ctx, rule)),
    {
      run(ctx): void {
        attachEquip(ctx, listOf(ctx, 'equipTarget')[0]);
      },
    },
  ];
}

/** Attaches the effect's own Spell (ctx.self) to target, if it is still a face-up monster (R-EQ-2, R-EQ-3). */
export function attachEquip(ctx: Ctx, target: number | undefined): void {
  const at = target === undefined ? null : locateMonster(ctx.state, target);
  if (!at || at.slot.faceDown) return; // it left or turned face-down: finish() sends the Spell away
  const p = own(ctx.state, ctx.seat);
  const zone = p.spellTraps.findIndex((s) => s?.uid === ctx.self);
  const slot = p.spellTraps[zone];
  if (slot) p.spellTraps[zone] = { ...slot, equippedTo: at.slot.uid };
}

/** The monster an Equip Spell equips now, or null. */
export function equippedBy(state: DuelState, equip: number, seat?: Seat): number | null {
  for (const s of seat === undefined ? [0, 1] as const : [seat]) {
    const slot = state.players[s].spellTraps.find((x) => x?.uid === equip);
    if (slot) return slot.equippedTo;
  }
  return null;
}

/** For an Equip Spell's aura: does it apply to ctx.target (the monster it equips)? */
export const onEquipped = (ctx: AuraCtx): boolean => equippedBy(ctx.state, ctx.self, ctx.seat) === ctx.target.uid;

/** The monster the effect's own Equip Spell equips now, as a list of one card or none (the ref `equipped`). */
export function equippedNow(ctx: ReadCtx): number[] {
  const uid = equippedBy(ctx.state, ctx.self, ctx.seat);
  return uid !== null && locateMonster(ctx.state, uid) !== null ? [uid] : [];
}
