// Ritual Summon (R-RIT) for Ritual Spells: pick a Ritual monster in the Extra Deck, pick one
// of the legal sets of Tributes (total Level at least the Ritual monster's, with no Tribute
// left over, R-RIT-3; or exactly, when the Spell says so), send them, summon it.
import { specialSummonLocked } from '../lingering';
import { attackPositionLocked, specialSummonForbidden, summonPosition } from '../summonLocks';
import { cardDef } from '../../cards';
import { monsterLevel } from '../../stats';
import { own } from '../../draft';
import { OPT_ATTACK, OPT_DEFENSE, tx, type EngineText } from '../../text';
import type { CardDef, Seat } from '../../types';
import { freeMonsterZones, locateMonster, newSlot, summonRecord } from '../../zones';
import type { Ctx, Prompt, ReadCtx, Step } from '../types';
import { discardFromHand, moveCard, ownRuleAllows, shuffleDeck } from './moves';
import { shownId } from '../names';
import { faceUp, listOf, mine } from './query';
import { choose } from './steps';
import { keepWas } from '../lastKnown';

export interface RitualRule {
  /** Which Ritual monsters this Spell can summon. */
  monster: (d: CardDef) => boolean;
  /** Where Tributes may come from (default: your face-up monsters on the field). */
  from?: ('field' | 'hand')[];
  /** Total Level must equal the Ritual monster's Level instead of reaching it. */
  exact?: boolean;
  /** Narrows the Tributes (e.g. one Type); read on the field as they are there. */
  test?: (ctx: ReadCtx, uid: number) => boolean;
  /** Field Tributes may be face-down too ("monsters from your field", default face-up only). */
  faceDownToo?: boolean;
  /** No Tribute bears the Ritual monster's name ("with a different name from the materials"). */
  differentName?: boolean;
  /** The Tributes are shuffled into their owners' Decks instead of being sent to the GY. */
  toDeck?: boolean;
  /** Keeps the summoned monster and the Tributes sent, for later steps. */
  as?: string;
  materialsAs?: string;
}

interface Material {
  uid: number;
  level: number;
  onField: boolean;
}

function materials(ctx: ReadCtx, rule: RitualRule): Material[] {
  const from = rule.from ?? ['field'];
  const out: Material[] = [];
  if (from.includes('field')) {
    for (const m of rule.faceDownToo ? mine(ctx) : faceUp(mine(ctx))) {
      if (!rule.test || rule.test(ctx, m.slot.uid)) out.push({ uid: m.slot.uid, level: monsterLevel(ctx.state, m.slot), onField: true });
    }
  }
  if (from.includes('hand')) {
    for (const u of ctx.state.players[ctx.seat].hand) {
      const d = cardDef(ctx.state, u);
      if (d.kind === 'monster' && u !== ctx.self && (!rule.test || rule.test(ctx, u))) out.push({ uid: u, level: d.level ?? 0, onField: false });
    }
  }
  return out;
}

/** Every legal set of Tributes for a Ritual monster of Level `level` (R-RIT-3), card `monster` when known. */
export function ritualSets(ctx: ReadCtx, rule: RitualRule, level: number, monster?: number): Material[][] {
  const named = rule.differentName && monster !== undefined ? shownId(ctx.state, monster) : undefined;
  const all = materials(ctx, rule).filter((m) => named === undefined || shownId(ctx.state, m.uid) !== named).slice(0, 12);
  const sets: Material[][] = [];
  for (let mask = 1; mask < 1 << all.length; mask++) {
    const set = all.filter((_, i) => mask & (1 << i));
    const total = set.reduce((n, m) => n + m.level, 0);
    const ok = rule.exact ? total === level : total >= level && set.every((m) => total - m.level < level);
    if (!ok) continue;
    // After the Tributes leave there must be a zone for the Ritual monster (R-SS-3).
    if (set.some((m) => m.onField) || freeMonsterZones(ctx.state.players[ctx.seat]).length > 0) sets.push(set);
  }
  return sets;
}

function ritualMonsters(ctx: ReadCtx, rule: RitualRule): number[] {
  if (specialSummonLocked(ctx.state, ctx.seat, 'extra')) return [];
  return ctx.state.players[ctx.seat].extra.filter((u) => {
    const d = cardDef(ctx.state, u);
    return d.monsterKind === 'ritual' && rule.monster(d) && !specialSummonForbidden(ctx.state, ctx.seat, d, 'extra') && ownRuleAllows(ctx.state, u, ctx.self) && ritualSets(ctx, rule, d.level ?? 0, u).length > 0;
  });
}

/** An option naming one set of Tributes (the interface shows their names and Levels). */
const setName = (set: Material[]): EngineText => tx('opt.cards', { cards: set.map((m) => m.uid) });

export function ritualSummon(rule: RitualRule): Step[] {
  const pickSet: Step = {
    run(ctx): Prompt | void {
      if (ctx.locals.ritualSet !== undefined) return;
      const target = listOf(ctx, 'ritualMonster')[0];
      if (target === undefined) return;
      const sets = ritualSets(ctx, rule, cardDef(ctx.state, target).level ?? 0, target);
      if (sets.length === 1) {
        ctx.locals.ritualSet = 0;
        return;
      }
      return { kind: 'option', store: 'ritualSet', title: tx('prompt.ritualTributes'), options: sets.map(setName) };
    },
  };
  const perform: Step = {
    run(ctx: Ctx): Prompt | void {
      const target = listOf(ctx, 'ritualMonster')[0];
      if (target === undefined) return;
      // Defense Position alone under a lock of Attack Position summons: nothing to ask.
      if (ctx.locals.ritualPosition === undefined && attackPositionLocked(ctx.state, ctx.seat, cardDef(ctx.state, target), 'extra')) ctx.locals.ritualPosition = 1;
      if (ctx.locals.ritualPosition === undefined) {
        return { kind: 'option', store: 'ritualPosition', title: tx('prompt.position'), options: [OPT_ATTACK, OPT_DEFENSE] };
      }
      const sets = ritualSets(ctx, rule, cardDef(ctx.state, target).level ?? 0, target);
      const set = sets[Number(ctx.locals.ritualSet)] ?? sets[0];
      if (!set) return;
      // The Tributes from the field as they were there (a kept set reads them so, e.g. in MAXIMUM mode).
      if (rule.materialsAs !== undefined) {
        const slots = set.flatMap((m) => {
          const at = m.onField ? locateMonster(ctx.state, m.uid) : null;
          return at ? [at.slot] : [];
        });
        keepWas(ctx.state, ctx.locals, rule.materialsAs, slots);
      }
      if (rule.toDeck) {
        // Shuffled into their owners' Decks (a Ritual or Fusion monster goes to the Extra Deck, R-FUS-5).
        const owners = new Set<Seat>();
        for (const m of set) {
          const owner = ctx.state.cards[m.uid]?.owner;
          if (moveCard(ctx, m.uid, 'deckTop', 'effect') && owner !== undefined) owners.add(owner);
        }
        for (const o of owners) shuffleDeck(ctx, o);
      } else {
        for (const m of set) {
          if (m.onField) moveCard(ctx, m.uid, 'gy', 'effect');
          else discardFromHand(ctx, [m.uid]);
        }
      }
      summonFromExtra(ctx, target, ctx.locals.ritualPosition === 1 ? 'defense' : 'attack', set);
      if (rule.as !== undefined) ctx.locals[rule.as] = [target];
      if (rule.materialsAs !== undefined) ctx.locals[rule.materialsAs] = set.map((m) => m.uid);
    },
  };
  return [
    choose('ritualMonster', tx('prompt.ritualMonster'), (ctx) => ritualMonsters(ctx, rule)),
    pickSet,
    perform,
  ];
}

/** The Ritual monster comes to the field; its summon record keeps the Tributes (and the Levels they had, when not printed). */
function summonFromExtra(ctx: Ctx, uid: number, position: 'attack' | 'defense', set: readonly Material[], seat: Seat = ctx.seat): void {
  const p = own(ctx.state, seat);
  const zone = freeMonsterZones(p)[0];
  if (zone === undefined || locateMonster(ctx.state, uid)) return;
  p.extra.splice(p.extra.indexOf(uid), 1);
  const record = summonRecord(ctx.state, 'ritual', 'extra', set.map((m) => m.uid));
  if (set.some((m) => m.level !== (cardDef(ctx.state, m.uid).level ?? 0))) record.tributeLevels = set.map((m) => m.level);
  // R-SS-2: a lock of Attack Position summons makes it a Defense Position one (summonLocks.ts ATTACK_ONLY).
  position = summonPosition(ctx.state, ctx.seat, cardDef(ctx.state, uid), 'extra', position);
  p.monsters[zone] = newSlot(uid, position, false, null, record);
  ctx.events.push({ type: 'summon', player: seat, card: uid, how: 'ritual', zone, position, faceDown: false });
}
