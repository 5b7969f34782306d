// Equip Spells (R-EQ): the Spell equips a face-up monster and stays face-up in its zone;
// its effect is an aura on the equipped monster. Leaving-field rules live in zones.ts
// (R-EQ-6, R-EQ-8) and the Spell is sent to the GY by finish() if it never equipped.
import { own } from '../../draft';
import { tx } from '../../text';
import type { CardDef, DuelState, Seat } from '../../types';
import { dropEquipsOf, freeSpellTrapZones, locateMonster } from '../../zones';
import { forgetMonster } from '../lingering';
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

/**
 * A monster equipping itself (a Union monster): the effect's own card, face-up in its controller's
 * Monster Zone, leaves it and is placed face-up in the first free Spell & Trap Zone as an Equip
 * card of target (R-EQ-2, R-EQ-3). Equip cards on it go to the GY, as it is a monster no more
 * (R-EQ-6), and the effects that were applied to it as a monster end. False when it cannot be done.
 */
export function attachSelfAsEquip(ctx: Ctx, target: number | undefined): boolean {
  const d = ctx.state;
  const me = locateMonster(d, ctx.self);
  const to = target === undefined || target === ctx.self ? null : locateMonster(d, target);
  if (!me || me.seat !== ctx.seat || me.slot.faceDown || me.slot.maximum || !to || to.slot.faceDown) return false;
  const zone = freeSpellTrapZones(d.players[ctx.seat])[0];
  if (zone === undefined) return false;
  const p = own(d, ctx.seat);
  p.monsters[me.zone] = null;
  dropEquipsOf(d, ctx.self, ctx.events);
  forgetMonster(d, ctx.self);
  p.spellTraps[zone] = { uid: ctx.self, faceDown: false, setThisTurn: false, equippedTo: to.slot.uid };
  ctx.events.push({ type: 'move', card: ctx.self, player: ctx.seat, from: 'monster', to: 'spellTrap', reason: 'effect' });
  return true;
}
