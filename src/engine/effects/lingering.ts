// Temporary effects (for the rest of this turn, or up to and through the opponent's next
// turn) kept as plain data in state.lingering.
import type { DuelState, LingerKind, Lingering, ModifierFilter, Seat } from '../types';

/** Every modifier kind the engine applies (docs/cards.md says what each does). */
// A record, so the compiler insists that every kind is listed.
const KINDS: Record<LingerKind, true> = {
  atk: true, def: true, piercing: true, extraAttacks: true, extraAttacksOnMonsters: true, attackedDirectly: true,
  attackedTarget: true, attackEachMonster: true, noDirectAttack: true, directAttack: true, battleImmune: true,
  effectImmune: true, opponentEffectImmune: true, opponentTrapImmune: true, opponentTrapImmuneOnce: true, noTrapsOnAttack: true, noTrapsOnSummon: true, noTrapsOnAttackBy: true, baseAtk: true, noNormalSummon: true, noSpecialSummon: true, cannotAttack: true, attackOnly: true, attackOnlyCard: true, noAttackOnTarget: true, attackTargetsOnly: true, noMonsterEffects: true, attackersLimit: true, attackerCounted: true, attackPositionTargetsOnly: true, noTributeSummon: true, activateOnly: true, tributeValue: true,
  moveAtEndPhase: true, destroyAtEndPhase: true, damageAtEndPhase: true, doubleMaterial: true, controlUntilEndPhase: true, extraAttackOnWin: true, extraMonsterAttackOnWin: true, nameAs: true, raceAs: true, level: true, swapOriginalAtkDef: true, attributeAs: true,
  noActivateName: true, noActivate: true, noTribute: true, opponentTribute: true, noTrapActivation: true, noSpellActivation: true, noEffectDamage: true, noBattleDamage: true, turnRecord: true,
};
/** `untilTurn` for "for as long as it stays face-up": leaving the field ends it (R-MEFF-4). */
export const WHILE_FACE_UP = 1_000_000;

export const LINGER_KINDS = Object.keys(KINDS) as LingerKind[];

export function addLingering(d: DuelState, l: Lingering): void {
  // A value worked out as "lose 300 for each", with none, is -0: JSON writes it as 0, so a saved
  // duel would load as a different state. State numbers are kept JSON-exact.
  d.lingering = [...d.lingering, Object.is(l.value, -0) ? { ...l, value: 0 } : l];
}

/** Sum of the values of one kind on one monster. */
export function lingerSum(state: DuelState, target: number, kind: LingerKind): number {
  let n = 0;
  for (const l of state.lingering) if (l.target === target && l.kind === kind) n += l.value;
  return n;
}

export function lingerHas(state: DuelState, target: number, kind: LingerKind): boolean {
  for (const l of state.lingering) if (l.target === target && l.kind === kind) return true;
  return false;
}

/** The filters of a player's rules of one kind (target null), e.g. every `activateOnly` on seat. */
export function playerRuleFilters(state: DuelState, seat: Seat, kind: LingerKind): ModifierFilter[] {
  const out: ModifierFilter[] = [];
  for (const l of state.lingering) if (l.target === null && l.seat === seat && l.kind === kind && l.filter) out.push(l.filter);
  return out;
}

/** A rule on a player (target null), such as "you cannot Normal Summon this turn". */
export function playerRule(state: DuelState, seat: Seat, kind: LingerKind): boolean {
  for (const l of state.lingering) if (l.target === null && l.seat === seat && l.kind === kind) return true;
  return false;
}

/** R-MEFF-4: a monster that leaves the field or turns face-down is a new monster. */
export function forgetMonster(d: DuelState, uid: number): void {
  // A control taken until the End Phase lasts while the monster stays on the field, face-down too.
  const onField = d.players.some((p) => p.monsters.some((m) => m?.uid === uid));
  const forgotten = (l: Lingering): boolean => l.target === uid && !(onField && l.kind === 'controlUntilEndPhase');
  if (d.lingering.some(forgotten)) d.lingering = d.lingering.filter((l) => !forgotten(l));
  // "Only this monster can attack": once it is a new monster, no monster is that one any more.
  if (d.lingering.some((l) => l.kind === 'attackOnlyCard' && l.value === uid)) {
    d.lingering = d.lingering.map((l) => (l.kind === 'attackOnlyCard' && l.value === uid ? { ...l, value: -1 } : l));
  }
}

/** The values of a player's rules of one kind (target null), e.g. the uids of `attackOnlyCard`. */
export function playerRuleValues(state: DuelState, seat: Seat, kind: LingerKind): number[] {
  const out: number[] = [];
  for (const l of state.lingering) if (l.target === null && l.seat === seat && l.kind === kind) out.push(l.value);
  return out;
}

/** Effects lasting "during this Main Phase" expire when it ends (R-TURN-1: the Battle Phase begins; the End Phase ends the turn's too). */
export function expireMainPhase(d: DuelState): void {
  if (d.lingering.some((l) => l.untilPhase === 'main')) d.lingering = d.lingering.filter((l) => l.untilPhase !== 'main');
}

/** R-END-1: effects lasting until the end of this turn expire. */
export function expireLingering(d: DuelState): void {
  if (d.lingering.some((l) => l.untilTurn <= d.turn)) d.lingering = d.lingering.filter((l) => l.untilTurn > d.turn);
}

/**
 * Whether a player rule (`noSpecialSummon`) with no filter stops seat Special Summoning any card
 * from `from` (`value`: 0 anywhere, else bits hand 1, deck 2, GY 4, Extra Deck 8, as summonLocks.ts
 * `placesMask`); summonLocks.ts `specialSummonForbidden` also reads filters and continuous locks.
 */
export function specialSummonLocked(state: DuelState, seat: Seat, from: 'hand' | 'deck' | 'gy' | 'extra' | 'other'): boolean {
  const bit = { hand: 1, deck: 2, gy: 4, extra: 8, other: 16 }[from];
  for (const l of state.lingering) {
    // 64: a lock of face-up Special Summons only (summonLocks.ts FACE_UP_ONLY); every place here is face-up.
    // 128: a lock of Attack Position only (ATTACK_ONLY), which leaves Defense Position.
    const places = l.value & ~64;
    if ((l.value & 128) === 0 && l.seat === seat && l.kind === 'noSpecialSummon' && !l.filter && (places === 0 || (places & bit) !== 0)) return true;
  }
  return false;
}
