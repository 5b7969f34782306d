// A Special Summon from the hand by the card's own rule text (summon rule `fromHand`, R-SS-1,
// R-MAIN-1): its condition, the card it reveals or the card its cost sends or places, the zones
// it may use (R-SS-3), and the summon itself.
import { own } from './draft';
import { cardDef } from './cards';
import { tx, type EngineText } from './text';
import type { Action, DuelEvent, DuelState, Seat } from './types';
import { freeMonsterZones, newSlot, summonRecord, takeFromHand } from './zones';
import { specialSummonForbidden, summonPosition } from './effects/summonLocks';
import { scriptOf } from './effects/registry';
import { cardsOf } from './effects/doc/select';
import { moveCard } from './effects/primitives/moves';

type RuleSummonAction = Extract<Action, { type: 'ruleSummon' }>;

export function checkRuleSummon(state: DuelState, seat: Seat, a: RuleSummonAction): EngineText | null {
  const p = state.players[seat];
  if (!p.hand.includes(a.card)) return tx('card.notInHand');
  const rule = scriptOf(state, a.card)?.summon?.fromHand;
  if (!rule) return tx('ruleSummon.noRule', { card: a.card });
  if (!rule.condition({ state, self: a.card, seat, locals: {} })) return tx('ruleSummon.condition', { card: a.card });
  if (rule.reveal) {
    if (a.reveal === undefined || !revealChoices(state, seat, a.card).includes(a.reveal)) return tx('ruleSummon.reveal', { card: a.card });
  } else if (a.reveal !== undefined) return tx('ruleSummon.noReveal', { card: a.card });
  if (rule.cost) {
    if (a.cost === undefined || !costCandidates(state, seat, a.card).includes(a.cost)) return tx('ruleSummon.cost', { card: a.card });
  } else if (a.cost !== undefined) return tx('ruleSummon.noCost', { card: a.card });
  if (specialSummonForbidden(state, seat, cardDef(state, a.card), 'hand')) return tx('summon.forbidden', null, 'R-SS-1');
  if (!ruleSummonZones(state, seat, a.cost).includes(a.zone)) return tx('zone.monsterNotFree', { zone: a.zone + 1 }, 'R-SS-3');
  return null;
}

/**
 * The Monster Zones a summon by the card's own rule may use: the free ones, and the zone of a
 * monster of yours its cost sends away first (R-SS-3).
 */
export function ruleSummonZones(state: DuelState, seat: Seat, cost: number | undefined): number[] {
  const p = state.players[seat];
  const free = freeMonsterZones(p);
  if (cost === undefined) return free;
  const z = p.monsters.findIndex((m) => m?.uid === cost);
  return z < 0 ? free : [...free, z].sort((x, y) => x - y);
}

/** Every card the rule's cost (`fromHand` `cost`) may take: another card of its place passing its filter. */
function costCandidates(state: DuelState, seat: Seat, card: number): number[] {
  const cost = scriptOf(state, card)?.summon?.fromHand?.cost;
  if (!cost) return [];
  return cardsOf({ state, self: card, seat, locals: {} }, { place: cost.place, side: 'you', filter: cost.filter }).filter((u) => u !== card);
}

/**
 * The cards the rule's cost may take, one per choice that differs: of copies of one printed card
 * in the hand or the GY, the first only (they are interchangeable); on the field each card.
 */
export function costChoices(state: DuelState, seat: Seat, card: number): number[] {
  const cost = scriptOf(state, card)?.summon?.fromHand?.cost;
  if (!cost) return [];
  const all = costCandidates(state, seat, card);
  if (cost.place === 'monsterZones') return all;
  const seen = new Set<number>();
  return all.filter((u) => {
    const id = cardDef(state, u).id;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

/**
 * The cards of the hand the card's own summon rule may reveal as its cost (`fromHand` `reveal`):
 * another card passing the rule's filter; of copies of one printed card, the first in the hand
 * only (they are interchangeable, so legalActions lists one action per card name).
 */
export function revealChoices(state: DuelState, seat: Seat, card: number): number[] {
  const filter = scriptOf(state, card)?.summon?.fromHand?.reveal;
  if (!filter) return [];
  const seen = new Set<number>();
  const out: number[] = [];
  for (const u of cardsOf({ state, self: card, seat, locals: {} }, { place: 'hand', side: 'you', filter })) {
    const id = cardDef(state, u).id;
    if (u === card || seen.has(id)) continue;
    seen.add(id);
    out.push(u);
  }
  return out;
}

/** A summon the card's own rule text allows (R-MAIN-1), e.g. from the hand in Defense Position. */
export function performRuleSummon(d: DuelState, seat: Seat, a: RuleSummonAction, events: DuelEvent[]): void {
  const rule = scriptOf(d, a.card)?.summon?.fromHand;
  // R-SS-2: a lock of Attack Position summons makes it a Defense Position one (summonLocks.ts ATTACK_ONLY).
  const position = summonPosition(d, seat, cardDef(d, a.card), 'hand', rule?.position ?? 'attack');
  // The cost: the card revealed stays in the hand, seen by both players.
  if (a.reveal !== undefined) events.push({ type: 'reveal', card: a.reveal, player: seat });
  // The cost: the card sent to the GY or placed on the bottom of the Deck before the summon.
  if (a.cost !== undefined && rule?.cost) moveCard({ state: d, self: a.card, seat, locals: {}, events }, a.cost, rule.cost.to, 'cost');
  takeFromHand(own(d, seat), a.card);
  own(d, seat).monsters[a.zone] = newSlot(a.card, position, false, null, summonRecord(d, 'special', 'hand'));
  events.push({ type: 'summon', player: seat, card: a.card, how: 'special', zone: a.zone, position, faceDown: false });
}
