// Made-up cards and small helpers for the rule-conformance tests (RUSH_RULES.md section 20)
// that need an effect no pool card has. Their facts and effects make a ruleset with the
// game's cards, which the test helpers of a file that imports this kit then play with;
// ids 998000000..998000099 are reserved for them.
// The engine test helpers are imported first: they load the card scripts (legal.ts), and
// scripts -> primitives -> registry is a cycle that must be entered from the engine side.
import { apply, legalOf } from '../testing/mk';
import { rulesetWith } from '../../cards/ruleset';
import { useTestRuleset } from '../testing/ruleset';
import { own } from '../draft';
import {
  act, canSpecialSummon, choose, damage, destroy, equipTo, everyMonster, faceUp, isMonster, isRace, listOf, moveCard, onEquipped,
  pile, setPosition, specialSummon, type CardScript, type Ctx, type ReadCtx,
} from '../effects/primitives';
import { checkLpLoss } from '../flow';
import { monsterDef } from '../stats';
import type { Action, CardDef, DuelState, Seat } from '../types';
import { other } from '../zones';
import { count, tx } from '../text';

export const REVIVE = 998000001; // Normal Spell: Special Summon 1 monster from your GY
export const BOUNCE = 998000002; // Normal Spell: a monster on the field goes back to its owner's hand
export const PINGER = 998000003; // Effect monster: [Effect] inflict 100 damage to your opponent
export const MACHINE_GEAR = 998000004; // Equip Spell: only a Machine you control, +500 ATK
export const ZERO_DEF_HUNT = 998000005; // Normal Spell: destroy 1 face-up monster with 0 DEF
export const ALL_TO_DEFENSE = 998000006; // Normal Spell: every face-up monster to face-up Defense
export const SPELL_WATCH = 998000007; // Trap: when your opponent activates a Spell Card, 500 damage
export const AMBUSH = 998000008; // Trap: on an opponent's attack declaration, Special Summon from hand
export const MUTUAL_BURN = 998000009; // Normal Spell: 1000 damage to each player at once
export const BACKFIRE = 998000010; // Normal Spell: 800 to the opponent, then 800 to you (two steps)
export const BACKFIRE_ONE_STEP = 998000011; // the same text written as one step

const spell = (id: number, name: string, spellKind: CardDef['spellKind'] = 'normal'): CardDef => ({ id, name, kind: 'spell', spellKind, legend: false });
const trap = (id: number, name: string): CardDef => ({ id, name, kind: 'trap', legend: false });

const CARDS: CardDef[] = [
  spell(REVIVE, 'Test Revival'),
  spell(BOUNCE, 'Test Bounce'),
  { id: PINGER, name: 'Test Pinger', kind: 'monster', monsterKind: 'effect', attribute: 'LIGHT', race: 'Fairy', level: 4, atk: 1200, def: 1000, legend: false },
  spell(MACHINE_GEAR, 'Test Machine Gear', 'equip'),
  spell(ZERO_DEF_HUNT, 'Test Zero Hunt'),
  spell(ALL_TO_DEFENSE, 'Test Lay Down'),
  trap(SPELL_WATCH, 'Test Spell Watch'),
  trap(AMBUSH, 'Test Ambush'),
  spell(MUTUAL_BURN, 'Test Mutual Burn'),
  spell(BACKFIRE, 'Test Backfire'),
  spell(BACKFIRE_ONE_STEP, 'Test Backfire One Step'),
];

/** Monsters in your GY you could Special Summon now (R-SS-3 via canSpecialSummon). */
const revivable = (ctx: ReadCtx): number[] => pile(ctx, 'gy', (d, u) => isMonster(d) && canSpecialSummon(ctx.state, ctx.seat, u));
const monstersOnField = (ctx: ReadCtx): number[] => everyMonster(ctx).map((m) => m.slot.uid);

/** Effect damage to both players by one instruction (R-WIN-3); the vocabulary's damage() is one player at a time. */
function damageEach(ctx: Ctx, amount: number): void {
  for (const seat of [ctx.seat, other(ctx.seat)] as const) {
    const p = own(ctx.state, seat);
    p.lp = Math.max(0, p.lp - amount);
    ctx.events.push({ type: 'damage', player: seat, amount, lp: p.lp, reason: 'effect' });
  }
  checkLpLoss(ctx.state, ctx.events);
}

const scripts: CardScript[] = [
  {
    id: REVIVE,
    // Special Summon 1 monster from your GY in face-up Attack Position.
    effects: [{
      id: 'e1', kind: 'spell',
      steps: [choose('revived', tx('prompt.specialSummon', count(1, 'gy')), revivable), act((ctx) => listOf(ctx, 'revived').forEach((u) => specialSummon(ctx, u)))],
    }],
  },
  {
    id: BOUNCE,
    // Return 1 monster on the field to its owner's hand.
    effects: [{
      id: 'e1', kind: 'spell',
      steps: [choose('target', tx('prompt.faceUpMonsters', count(1)), monstersOnField), act((ctx) => listOf(ctx, 'target').forEach((u) => moveCard(ctx, u, 'hand')))],
    }],
  },
  {
    id: PINGER,
    // Inflict 100 damage to your opponent.
    effects: [{ id: 'e1', kind: 'ignition', steps: [act((ctx) => damage(ctx, other(ctx.seat), 100))] }],
  },
  {
    id: MACHINE_GEAR,
    // Equip only to a Machine monster you control. It gains 500 ATK.
    effects: [{ id: 'e1', kind: 'spell', steps: equipTo({ test: isRace('Machine') }) }],
    continuous: { aura: (ctx) => (onEquipped(ctx) ? { atk: 500 } : null) },
  },
  {
    id: ZERO_DEF_HUNT,
    // Destroys a face-up monster whose DEF is 0, on either side.
    effects: [{
      id: 'e1', kind: 'spell',
      steps: [
        choose('target', tx('prompt.destroy', count(1)), (ctx) => faceUp(everyMonster(ctx)).filter((m) => monsterDef(ctx.state, m.slot) === 0).map((m) => m.slot.uid)),
        act((ctx) => destroy(ctx, listOf(ctx, 'target'))),
      ],
    }],
  },
  {
    id: ALL_TO_DEFENSE,
    // Every face-up monster in Attack Position, on either side, turns to face-up Defense.
    effects: [{
      id: 'e1', kind: 'spell',
      steps: [act((ctx) => {
        for (const m of faceUp(everyMonster(ctx))) if (m.slot.position === 'attack') setPosition(ctx, m.slot.uid, 'defense', false);
      })],
    }],
  },
  {
    id: SPELL_WATCH,
    // When your opponent activates a Spell Card: inflict 500 damage to your opponent.
    effects: [{
      id: 'e1', kind: 'trap',
      trigger: (ev, ctx) => ev.type === 'activate' && ev.kind === 'spell' && ev.player !== ctx.seat,
      steps: [act((ctx) => damage(ctx, other(ctx.seat), 500))],
    }],
  },
  {
    id: AMBUSH,
    // When an opponent's monster declares an attack: Special Summon 1 monster from your hand in face-up Attack Position.
    effects: [{
      id: 'e1', kind: 'trap',
      trigger: (ev, ctx) => ev.type === 'attack' && !ev.replay && ev.player !== ctx.seat,
      steps: [
        choose('summoned', tx('prompt.specialSummon', count(1, 'hand')), (ctx) => pile(ctx, 'hand', (d, u) => isMonster(d) && canSpecialSummon(ctx.state, ctx.seat, u))),
        act((ctx) => listOf(ctx, 'summoned').forEach((u) => specialSummon(ctx, u))),
      ],
    }],
  },
  {
    id: MUTUAL_BURN,
    // Inflict 1000 damage to each player.
    effects: [{ id: 'e1', kind: 'spell', steps: [act((ctx) => damageEach(ctx, 1000))] }],
  },
  {
    id: BACKFIRE,
    // Inflict 800 damage to your opponent. Then you take 800 damage.
    effects: [{
      id: 'e1', kind: 'spell',
      steps: [act((ctx) => damage(ctx, other(ctx.seat), 800)), act((ctx) => damage(ctx, ctx.seat, 800))],
    }],
  },
  {
    id: BACKFIRE_ONE_STEP,
    // Inflict 800 damage to your opponent. Then you take 800 damage.
    effects: [{
      id: 'e1', kind: 'spell',
      steps: [act((ctx) => {
        damage(ctx, other(ctx.seat), 800);
        damage(ctx, ctx.seat, 800);
      })],
    }],
  },
];
useTestRuleset(rulesetWith(CARDS, scripts));

// ---------------------------------------------------------------------------------------

export const activate = (card: number, effect = 'e1'): Action => ({ type: 'activate', card, effect });
export const select = (card: number): Action => ({ type: 'select', card });
export const yes: Action = { type: 'option', index: 1 };
export const pass: Action = { type: 'pass' };

/** The Traps offered in the open window, or [] when no window is open. */
export const offeredTraps = (s: DuelState): number[] => (s.pending?.kind === 'respond' ? s.pending.traps : []);
/** Who is asked in the open Trap window, or null. */
export const askedSeat = (s: DuelState): Seat | null => (s.pending?.kind === 'respond' ? s.pending.player : null);
/** Whether card uid can be activated now in the Main Phase. */
export const canActivate = (s: DuelState, uid: number): boolean => legalOf(s, 'activate').some((a) => a.card === uid);
/** A Set Trap/Spell entry for a board (Set before this turn unless told). */
export const setCard = (id: number, ref: string, setThisTurn = false) => ({ card: { id, ref }, setThisTurn });

/** Answers the open 'choose' prompt with these cards (then 'done' if fewer than the maximum). */
export function pick(s: DuelState, ...uids: number[]): DuelState {
  for (const u of uids) s = apply(s, select(u)).state;
  if (s.pending?.kind === 'choose' && s.pending.chosen.length > 0) s = apply(s, { type: 'done' }).state;
  return s;
}
