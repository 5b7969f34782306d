// Compiling a document's continuous effects into the aura the engine reads for each monster
// (stats.ts, moves.ts): modifiers reach this card or the face-up monsters a filter names,
// while their conditions hold.
import type { Seat } from '../../types';
import { other } from '../../zones';
import type { Aura, AuraCtx, ContinuousDef } from '../types';
import { equippedBy } from '../primitives/equip';
import { allHold, valueOf } from './conditions';
import { defPasses, monsterPasses, passes } from './select';
import { maskCovers, placesMask } from '../summonLocks';
import type { ContinuousModifier, ContinuousTarget, DocContinuous } from './types';

function reaches(ctx: AuraCtx, to: ContinuousTarget): boolean {
  if (to === 'self') return ctx.target.uid === ctx.self;
  // An Equip Spell's modifier reaches the monster it equips (R-EQ-3), whatever it has become (R-EQ-9).
  if (to === 'equipped') return equippedBy(ctx.state, ctx.self, ctx.seat) === ctx.target.uid;
  if (ctx.target.faceDown) return false;
  const seat: Seat = ctx.targetSeat;
  const side = to.side;
  if (side === 'turnPlayer' ? seat !== ctx.state.turnPlayer : side === 'you' ? seat !== ctx.seat : side === 'opponent' ? seat !== other(ctx.seat) : false) {
    return false;
  }
  return !to.filter || monsterPasses(ctx, ctx.target, to.filter);
}

function addTo(out: Aura, ctx: AuraCtx, m: ContinuousModifier): void {
  switch (m.kind) {
    case 'atk':
      out.atk = (out.atk ?? 0) + valueOf(ctx, m.value);
      return;
    case 'def':
      out.def = (out.def ?? 0) + valueOf(ctx, m.value);
      return;
    case 'level':
      out.level = (out.level ?? 0) + m.value;
      return;
    case 'extraAttacks':
      out.extraAttacks = (out.extraAttacks ?? 0) + m.value;
      return;
    case 'extraAttacksOnMonsters':
      out.extraAttacksOnMonsters = (out.extraAttacksOnMonsters ?? 0) + m.value;
      return;
    case 'tributeValue':
      out.tributeValue = { value: m.value, attackOnly: m.summonPosition === 'attack', summoned: m.summoned };
      return;
    case 'piercing':
      out.piercing = true;
      return;
    case 'raceAs':
      out.race = m.race;
      return;
    case 'directAttack':
    case 'noDirectAttack':
    case 'cannotAttack':
    case 'noTrapsOnAttack':
    case 'noBattleDamage':
    case 'keepsAttackPosition':
    case 'keepsControl':
      out[m.kind] = true;
      return;
    case 'battleImmune': {
      const against = m.against;
      if (!against) {
        out.battleImmune = true;
        return;
      }
      const before = out.battleImmuneWith;
      out.battleImmuneWith = (foe) => (before?.(foe) ?? false) || monsterPasses(ctx, foe, against);
      return;
    }
    case 'effectImmune': {
      const seat = ctx.seat;
      const { by, cards, source } = m;
      const before = out.effectImmune;
      // `source`: only a monster's effect, that monster passing the filter (as it is on the field, printed elsewhere).
      const fromSource = (kind: string, src: number | undefined): boolean => !source || (kind === 'monster' && src !== undefined && passes(ctx, src, source));
      out.effectImmune = (who, kind, src) =>
        (before?.(who, kind, src) ?? false) || ((by !== 'opponent' || who !== seat) && (!cards || cards.includes(kind)) && fromSource(kind, src));
      return;
    }
  }
}

export function compileContinuous(c: DocContinuous): ContinuousDef {
  const out: ContinuousDef = {};
  if (c.maximumOnly) out.maximumOnly = true;
  if (c.bothModes) out.bothModes = true;
  const mods = c.modifiers ?? [];
  if (mods.some((m) => m.kind === 'raceAs')) out.setsRace = true;
  if (mods.length > 0) {
    // A modifier whose filter reads a stat of the monster it may reach ("your monsters with 0
    // ATK") reads it without that same modifier: no endless loop, and the other modifiers
    // (this card's own ATK gain) still count. Keyed by source, target and modifier.
    const busy = new Set<number>();
    out.aura = (ctx) => {
      let aura: Aura | null = null;
      for (let i = 0; i < mods.length; i++) {
        const m = mods[i] as ContinuousModifier;
        const key = (ctx.self * 65_536 + ctx.target.uid) * 16 + i;
        if (busy.has(key)) continue;
        busy.add(key);
        try {
          if (!reaches(ctx, m.to) || !allHold(ctx, m.if)) continue;
          aura ??= {};
          addTo(aura, ctx, m);
        } finally {
          busy.delete(key);
        }
      }
      return aura;
    };
  }
  const fromGy = c.noSpecialSummonFromGy;
  const lock = c.noSpecialSummon;
  if (fromGy || lock) {
    const mask = lock ? placesMask(lock.from) : 0;
    const filter = lock?.filter;
    const who = lock?.player ?? 'both';
    out.forbidsSpecialSummon = (d, from, player) =>
      (fromGy !== undefined && from === 'gy' && defPasses(d, fromGy)) ||
      (lock !== undefined && (who === 'both' || who === player) && maskCovers(mask, from) && (!filter || defPasses(d, filter)));
  }
  const setLocks = c.noSet;
  if (setLocks) {
    out.forbidsSet = (ctx, what, who) => setLocks.some((l) => l.cards === what && (l.player === undefined || l.player === 'both' || l.player === who) && allHold(ctx, l.if));
  }
  const effectLock = c.noMonsterEffects;
  if (effectLock) {
    const { player, filter } = effectLock;
    out.locksMonsterEffect = (ctx, m, who) => (player === undefined || player === 'both' || player === who) && (!filter || monsterPasses(ctx, m, filter)) && allHold(ctx, effectLock.if);
  }
  const tributeLock = c.noTributeSummon;
  if (tributeLock) out.forbidsTributeSummon = (d) => defPasses(d, tributeLock);
  const spells = c.lockSpells;
  if (spells) {
    const { player, filter } = spells;
    out.locksSpells = (d, who) => (player === undefined || player === 'both' || player === who) && (!filter || defPasses(d, filter));
  }
  const traps = c.lockTraps;
  if (traps) {
    out.locksTraps = traps === true ? { opponentOnly: false, battlePhase: false } : { opponentOnly: true, battlePhase: traps.battlePhase === true };
    if (traps !== true && traps.onSummon) out.locksTraps.onSummon = traps.onSummon;
  }
  const shield = c.noAttackOn;
  if (shield) {
    const to = shield.to;
    out.shieldsFromAttack = (ctx, target) => (to === 'self' ? target.uid === ctx.self : monsterPasses(ctx, target, to.filter)) && allHold(ctx, shield.if);
  }
  if (c.spellTrapsImmune) out.shieldsSpellTraps = c.spellTrapsImmune;
  if (c.nameAs !== undefined) out.nameAs = c.nameAs;
  const guard = c.guardsSpellTraps;
  if (guard) {
    out.guardsSpellTrap = (ctx, uid, by) => (guard.cards === 'all' || uid === ctx.self) && (guard.by !== 'opponent' || by !== ctx.seat) && allHold(ctx, guard.if);
  }
  if (c.normalDrawUntil !== undefined) out.normalDrawUntil = c.normalDrawUntil;
  if (c.effectDamageBecomes) out.damageBecomes = c.effectDamageBecomes;
  if (c.noEffectDamage) out.noEffectDamage = { turn: c.noEffectDamage.turn, phase: c.noEffectDamage.phase };
  const fewer = c.fewerTributes;
  if (fewer) {
    // A `position` in the filter is the summon's (a Set is never in Attack Position).
    const { position, ...f } = fewer.filter;
    out.tributesFor = (d, pos) => ((position === undefined || (position === 'attack') === (pos === 'attack')) && defPasses(d, f) ? fewer.tributes : undefined);
  }
  return out;
}
