// Contact Fusion (R-FUS-1, R-MAIN-1): a Fusion monster whose own rule text allows it is
// Fusion Summoned from the Extra Deck in the Main Phase by shuffling face-up monsters of your
// field that exactly meet its list of materials into the Deck. One action names the Fusion
// monster, the materials (uids in ascending order; a MAXIMUM monster by its center, one
// material, R-FUS-4) and the position (R-SS-2): every choice is data in the legal list.
import { cardDef } from './cards';
import { own } from './draft';
import { specialSummonLocked } from './effects/lingering';
import { attackPositionLocked, specialSummonForbidden } from './effects/summonLocks';
import { nextMaterials, sendMaterials, unionEquipCards } from './effects/primitives/fusionSummon';
import { scriptOf } from './effects/registry';
import type { FusionRule } from './effects/primitives/fusionSummon';
import { tx, type EngineText } from './text';
import type { Action, DuelEvent, DuelState, Seat } from './types';
import { freeMonsterZones, newSlot, summonRecord } from './zones';

export type ContactFusionAction = Extract<Action, { type: 'contactFusion' }>;

const POSITIONS = ['attack', 'defense'] as const;

/** The Contact Fusion rule of a card in seat's Extra Deck, or null. */
function ruleOf(state: DuelState, uid: number): FusionRule | null {
  const def = cardDef(state, uid);
  if (def.kind !== 'monster' || def.monsterKind !== 'fusion') return null;
  return scriptOf(state, uid)?.summon?.contactFusion ?? null;
}

/** How many materials the Fusion monster lists. */
const materialCount = (state: DuelState, uid: number): number => cardDef(state, uid).fusionMaterials?.length ?? 0;

/**
 * Whether these cards, all of them and no other, meet the Fusion monster's list under the rule:
 * each one taken in turn must keep the rest completable (fusionSummon's nextMaterials), and the
 * last one completes it.
 */
function meets(state: DuelState, seat: Seat, rule: FusionRule, card: number, materials: readonly number[]): boolean {
  if (materials.length !== materialCount(state, card)) return false;
  for (let i = 0; i < materials.length; i++) {
    if (!nextMaterials(state, seat, rule, card, materials.slice(0, i)).includes(materials[i] as number)) return false;
  }
  return true;
}

/** Every ascending choice of k uids out of `pool` (ascending). */
function choices(pool: readonly number[], k: number, from = 0, acc: number[] = [], out: number[][] = []): number[][] {
  if (acc.length === k) {
    out.push(acc.slice());
    return out;
  }
  for (let i = from; i < pool.length; i++) {
    acc.push(pool[i] as number);
    choices(pool, k, i + 1, acc, out);
    acc.pop();
  }
  return out;
}

/** Every order of the cards (at most 3: 6 orders). */
function orders(cards: readonly number[]): number[][] {
  if (cards.length <= 1) return [cards.slice()];
  return cards.flatMap((u, i) => orders([...cards.slice(0, i), ...cards.slice(i + 1)]).map((rest) => [u, ...rest]));
}

/** The Contact Fusions seat may perform now (Main Phase, nothing resolving: the caller's). */
export function contactFusionActions(state: DuelState, seat: Seat, out: Action[]): void {
  const p = state.players[seat];
  // Most Extra Decks hold no card with a Contact Fusion rule: asked first, it is the cheapest test.
  if (!p.extra.some((card) => ruleOf(state, card) !== null) || specialSummonLocked(state, seat, 'extra')) return;
  const monsters = p.monsters.flatMap((m) => (m && !m.faceDown ? [m.uid] : []));
  if (monsters.length === 0) return;
  // Union Fusion: the Union monster cards equipping a monster are face-up cards of the field too.
  const withUnions = [...monsters, ...unionEquipCards(state, seat)].sort((a, b) => a - b);
  monsters.sort((a, b) => a - b);
  for (const card of p.extra) {
    const rule = ruleOf(state, card);
    if (!rule || specialSummonForbidden(state, seat, cardDef(state, card), 'extra')) continue;
    const faceUp = rule.unionEquips ? withUnions : monsters;
    const n = materialCount(state, card);
    if (n === 0 || n > faceUp.length) continue;
    // R-SS-2: Defense Position alone under a lock of Attack Position summons (summonLocks.ts ATTACK_ONLY).
    const positions = attackPositionLocked(state, seat, cardDef(state, card), 'extra') ? (['defense'] as const) : POSITIONS;
    for (const materials of choices(faceUp, n)) {
      if (!meets(state, seat, rule, card, materials)) continue;
      // Union Fusion: the order is the player's, one action per order.
      for (const order of rule.materialsTo === 'deckBottom' ? orders(materials) : [materials]) {
        for (const position of positions) out.push({ type: 'contactFusion', card, materials: order, position });
      }
    }
  }
}

/** Why this Contact Fusion is refused now, or null (the caller has checked the phase and the shape). */
export function checkContactFusion(state: DuelState, seat: Seat, a: ContactFusionAction): EngineText | null {
  const p = state.players[seat];
  if (!p.extra.includes(a.card)) return tx('contact.notInExtra');
  const rule = ruleOf(state, a.card);
  if (!rule) return tx('contact.noRule', { card: a.card }, 'R-FUS-1');
  if (specialSummonForbidden(state, seat, cardDef(state, a.card), 'extra')) return tx('contact.locked', null, 'R-SS-1');
  // Union Fusion takes the materials in any order (the order they go to the Deck), each once.
  const ordered = rule.materialsTo === 'deckBottom';
  const sorted = [...a.materials].sort((x, y) => x - y);
  for (let i = 0; i < a.materials.length; i++) {
    const u = a.materials[i] as number;
    if (ordered ? i > 0 && sorted[i] === sorted[i - 1] : i > 0 && u <= (a.materials[i - 1] as number)) return tx('contact.materialOrder');
    if (!p.monsters.some((m) => m?.uid === u && !m.faceDown) && !(rule.unionEquips && unionEquipCards(state, seat).includes(u))) return tx('contact.notFaceUp', { card: u });
  }
  if (!meets(state, seat, rule, a.card, sorted)) return tx('contact.materials', { card: a.card }, 'R-FUS-3');
  if (a.position !== 'attack' && a.position !== 'defense') return tx('summon.position');
  if (a.position === 'attack' && attackPositionLocked(state, seat, cardDef(state, a.card), 'extra')) return tx('summon.attackLocked', null, 'R-SS-1');
  return null;
}

/** Shuffles the materials into the Deck together, then Special Summons the Fusion monster (R-FUS-3, R-SS-2). */
export function performContactFusion(d: DuelState, seat: Seat, a: ContactFusionAction, events: DuelEvent[]): void {
  // R-FUS-5 (a Fusion monster among the materials goes to the Extra Deck) is putCard's.
  sendMaterials({ state: d, self: a.card, seat, locals: {}, events }, a.materials, ruleOf(d, a.card)?.materialsTo ?? 'deckShuffle');
  const p = own(d, seat);
  const zone = freeMonsterZones(p)[0];
  const i = p.extra.indexOf(a.card);
  if (zone === undefined || i < 0) return;
  p.extra.splice(i, 1);
  p.monsters[zone] = newSlot(a.card, a.position, false, null, summonRecord(d, 'fusion', 'extra'));
  events.push({ type: 'summon', player: seat, card: a.card, how: 'fusion', zone, position: a.position, faceDown: false });
}
