// A card's own other ways to be Tribute Summoned in Attack Position (summon rule `tributes`,
// R-NS-4): one face-up X as the Tribute, or three Tributes sharing an Attribute, or none at all
// (a Normal Summon without Tributes, `count` 0, into the first free zone). Each
// way is a choice of the player: the summon action names it (`rule`, its index); the Tributes
// are then picked one at a time as for any Tribute Summon (R-NS-5), each one counting as one.
import { cardDef } from './cards';
import { normalSummonForbidden } from './effects/summonLocks';
import { tx, type EngineText } from './text';
import type { Action, DuelState, MonsterSlot, Seat } from './types';
import { scriptOf } from './effects/registry';
import { monsterPasses } from './effects/doc/select';
import { attributeNow } from './effects/primitives/attribute';
import { addLingering, WHILE_FACE_UP } from './effects/lingering';
import type { TributeRule } from './effects/types';
import { hasFreeMonsterZone, locateMonster } from './zones';

type SummonAction = Extract<Action, { type: 'summon' }>;

/** The card's own Tribute way number `rule`, if it has one. */
export function tributeRuleOf(state: DuelState, card: number, rule: number): TributeRule | undefined {
  return scriptOf(state, card)?.summon?.tributes?.[rule];
}

/** How many of the card's own Tribute ways there are (0 for most cards). */
export const tributeRuleCount = (state: DuelState, card: number): number => scriptOf(state, card)?.summon?.tributes?.length ?? 0;

/** seat's monsters that may be Tributed this way (its filter, read with the summoned card as "this card"). */
function candidates(state: DuelState, seat: Seat, card: number, r: TributeRule): MonsterSlot[] {
  const ctx = { state, self: card, seat, locals: {} };
  return state.players[seat].monsters.filter((m): m is MonsterSlot => m !== null && (!r.filter || monsterPasses(ctx, m, r.filter)));
}

/** Whether `uid` may be the next Tribute after `chosen`, the way still completable with it. */
export function ruleTributeFits(state: DuelState, seat: Seat, card: number, r: TributeRule, chosen: readonly number[], uid: number): boolean {
  if (chosen.includes(uid) || chosen.length >= r.count) return false;
  const all = candidates(state, seat, card, r);
  if (!all.some((m) => m.uid === uid)) return false;
  if (r.same !== 'attribute') return all.length >= r.count;
  const attribute = attributeNow(state, chosen[0] ?? uid);
  return attributeNow(state, uid) === attribute && all.filter((m) => attributeNow(state, m.uid) === attribute).length >= r.count;
}

/** Whether a full set of Tributes exists for this way now. */
const completable = (state: DuelState, seat: Seat, card: number, r: TributeRule): boolean =>
  candidates(state, seat, card, r).some((m) => ruleTributeFits(state, seat, card, r, [], m.uid));

/**
 * What stops this Tribute Summon by the card's own way (the rest of checkSummon has passed:
 * the card is a Main Deck monster in hand); null when allowed.
 */
export function checkRuleTributeSummon(state: DuelState, seat: Seat, a: SummonAction, rule: number, locked: boolean): EngineText | null {
  const r = tributeRuleOf(state, a.card, rule);
  if (!r) return tx('summon.noTributeRule', { card: a.card });
  if (a.position !== 'attack') return tx('summon.ruleAttackOnly', { card: a.card }, 'R-NS-4');
  if (a.zone !== undefined) return tx('summon.tributeZone', { card: a.card });
  if (normalSummonForbidden(state, seat, cardDef(state, a.card), 'attack')) return tx('summon.forbidden', null, 'R-NS-1');
  if (r.condition && !r.condition({ state, self: a.card, seat, locals: {} })) return tx('ruleSummon.condition', { card: a.card });
  // No Tributes: a Normal Summon into the first free zone, which no Tribute Summon lock stops.
  if (r.count === 0) return hasFreeMonsterZone(state.players[seat]) ? null : tx('summon.noZone', { card: a.card }, 'R-NS-3');
  if (locked) return tx('summon.tributeLocked', { card: a.card });
  if (!completable(state, seat, a.card, r)) return tx('summon.ruleTributes', { card: a.card, needed: r.count }, 'R-NS-4');
  return null;
}

/** After a summon by the card's own way: its original ATK becomes the rule's number, while it stays face-up. */
export function applyRuleAfterSummon(d: DuelState, seat: Seat, card: number, rule: number): void {
  const r = tributeRuleOf(d, card, rule);
  const rec = locateMonster(d, card)?.slot.summoned;
  if (rec) rec.rule = rule;
  if (r?.originalAtk === undefined || !locateMonster(d, card)) return;
  addLingering(d, { source: card, target: card, seat, kind: 'baseAtk', value: r.originalAtk, untilTurn: WHILE_FACE_UP });
}
