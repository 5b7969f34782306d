// How a card document's references, values and conditions are worded: the shared kit of
// render.ts (effects and steps) and its continuous-effect clauses.
import { conditionWordOf, isWordCondition, type CardRef, type CardSet, type Condition, type Filter, type Value, type ConditionWord } from '../../engine/docs';
import type { Amount, Group, Phrasebook, Quantity } from './phrasebook';
import { FILTER_WORD_TEXTS } from './words/filters';
import { CONDITION_WORD_TEXTS } from './words/conditions';
import type { ConditionText } from './words/types';
import type { TextLang } from './terms';

/** A card that does not bear one of these names now ("it is not named X"), in every language. */
const NOT_NAMED: Readonly<Record<TextLang, (ref: string, names: string[]) => string>> = {
  en: (r, n) => `${r} is not named ${n.map((x) => `"${x}"`).join(' or ')}`,
  ja: (r, n) => `${r}のカード名が${n.map((x) => `「${x}」`).join('・')}ではない`,
  zh: (r, n) => `${r}的卡名不是${n.map((x) => `「${x}」`).join('、')}`,
};

/** A kept card that could be Special Summoned now (`summonable`), in every language. */
const CAN_BE_SUMMONED: Readonly<Record<TextLang, (ref: string) => string>> = {
  en: (r) => `${r} can be Special Summoned`,
  ja: (r) => `${r}を特殊召喚できる`,
  zh: (r) => `${r}可以特殊召唤`,
};

/** Card names by id in the chosen card-name language. */
export type NameOf = (id: number) => string;

export interface Ctx {
  pb: Phrasebook;
  name: NameOf;
  /** What "trigger" means in this effect: the attacker or the summoned monster. */
  trigger: 'attacker' | 'summoned' | 'destroyed' | 'battleWin';
  /** Whether the Trap's "trigger" cards may be the opponent's (its event's `by`, or `owner` for a destruction). */
  triggerTheirs?: boolean;
  /** How many cards each choice may hold, and whether they are monsters. */
  chosenMax: Map<string, number>;
  chosenMonsters: Set<string>;
  /** Names kept by a destroy step (the cards it destroyed). */
  destroyed: Set<string>;
  /** Names kept by a mill or discard step (the cards it sent to the GY), and whether there may be several. */
  sent: Map<string, boolean>;
  /** Names kept by a discard step of a whole hand, with whose hand it was, when the effect sends from both players' hands. */
  sentFrom?: Map<string, 'you' | 'opponent'>;
  /** Whether the effect discards from the opponent's hand as well (then each hand's cards are named by whose hand). */
  bothHands?: boolean;
  /** Names kept by a draw step (the cards it drew), and whether there may be several. */
  drawn?: Map<string, { plural: boolean; who: 'you' | 'opponent' | 'both' }>;
  /** Choices revealed by a reveal step (worded "the revealed monster" afterwards). */
  revealed?: Set<string>;
  /** Names kept by an excavate step. */
  excavated?: Set<string>;
  /** Names kept by a move step to a Deck or the hand, worded by where they went. */
  moved?: Map<string, string>;
  /** Whose cards each choice was made among (a set's side), for "its owner's hand". */
  chosenSide?: Map<string, 'you' | 'opponent' | 'both'>;
  /** Names kept by a position step (the monsters whose position it changed), with the position they went to. */
  changed?: Map<string, 'attack' | 'defense' | 'change' | 'faceDownDefense' | 'attackOrFaceDownDefense' | 'faceUpDefense'>;
}

/** The filter as worded: the filter words with a module of their own (words/filters.ts) rewrite it into phrasebook fields. */
export function worded(f: Filter): Filter {
  let out = f;
  for (const text of Object.values(FILTER_WORD_TEXTS)) out = text(out);
  // A negated filter is worded the same way ("non-Effect": `not` `effectMonster`).
  return out.not ? { ...out, not: worded(out.not) } : out;
}

export function groupOf(c: Ctx, set: CardSet | { filter?: Filter; place: CardSet['place']; side: CardSet['side'] }): Group {
  const { anyOf, differsFrom, attributeOf, raceOf, sameAs, compareTo, levelSumOf, ...rest } = worded(set.filter ?? {});
  // An original name is worded only where a kept card is tested (refIs): no group says it yet.
  if (rest.originalIds) throw new Error('originalIds is worded only in a condition on a kept card');
  const where = 'top' in set && set.top !== undefined ? { place: set.place, side: set.side, top: set.top } : 'bottom' in set && set.bottom !== undefined ? { place: set.place, side: set.side, bottom: set.bottom } : { place: set.place, side: set.side };
  const g: Group = { filter: rest.not ? { ...rest, not: worded(rest.not) } : rest, where, names: (rest.ids ?? []).map(c.name) };
  // "other than \"X\"": the names a negated filter lists (its other fields are worded as adjectives).
  if (rest.not?.ids) g.notNames = rest.not.ids.map(c.name);
  if ('lowest' in set && set.lowest !== undefined) g.extreme = { which: 'lowest', stat: set.lowest };
  if ('highest' in set && set.highest !== undefined) g.extreme = { which: 'highest', stat: set.highest };
  if (differsFrom?.stat === 'race') g.raceDiffers = cards(c, differsFrom.of, { atLeast: 1 });
  if (attributeOf) g.attributeOf = cards(c, attributeOf, { atLeast: 1 });
  if (raceOf) g.raceOf = cards(c, raceOf, { atLeast: 1 });
  if (differsFrom?.stat === 'attribute') g.attributeDiffers = cards(c, differsFrom.of, { atLeast: 1 });
  if (sameAs) g.sameAs = { stat: sameAs.stat, of: cards(c, sameAs.of, { atLeast: 1 }), ...(sameAs.other ? { other: true } : {}) };
  if (compareTo) g.compareTo = { stat: compareTo.stat, is: compareTo.is, of: cards(c, compareTo.of, { atLeast: 1 }), ofStat: compareTo.ofStat ?? compareTo.stat };
  if (levelSumOf) g.levelSumOf = cards(c, levelSumOf, { min: 1, max: 5 });
  if (anyOf) g.alternatives = anyOf.map((a) => groupOf(c, { ...where, filter: { ...g.filter, ...a } }));
  if (rest.materialOf !== undefined) g.materialOf = cards(c, { chosen: rest.materialOf }, 'every');
  if (rest.listsMaterial) g.listsNames = rest.listsMaterial.map(c.name);
  if (rest.listsMaterialFrom) g.listsMaterialFrom = c.pb.group(groupOf(c, rest.listsMaterialFrom), { atLeast: 1 });
  if (rest.notChosen !== undefined) g.notChosen = cards(c, { chosen: rest.notChosen }, 'every');
  return g;
}

export function cards(c: Ctx, ref: CardRef, q: Quantity): string {
  if (ref === 'self') return c.pb.self;
  if (ref === 'attackTarget' || ref === 'equipped') return c.pb[ref];
  if (ref === 'trigger') {
    if (c.trigger === 'battleWin') return c.pb.battleDestroyed;
    return c.trigger === 'attacker' ? c.pb.attacker : c.trigger === 'destroyed' ? c.pb.destroyedCards : c.pb.summoned;
  }
  if ('chosen' in ref && ref.filter) return c.pb.pick(groupOf(c, { filter: ref.filter, place: 'deck', side: 'you' }), q, cards(c, { chosen: ref.chosen }, 'every'));
  if ('chosen' in ref && c.excavated?.has(ref.chosen)) return c.pb.excavatedCards;
  const moved = 'chosen' in ref ? c.moved?.get(ref.chosen) : undefined;
  if (moved !== undefined) return moved;
  const changedTo = 'chosen' in ref ? c.changed?.get(ref.chosen) : undefined;
  if (changedTo !== undefined) return c.pb.changedCards(changedTo);
  if ('chosen' in ref && c.sentFrom?.has(ref.chosen)) return c.pb.sentFromHand(c.sent.get(ref.chosen) === true, c.sentFrom.get(ref.chosen) ?? 'you');
  if ('chosen' in ref && c.sent.has(ref.chosen)) return c.pb.sentCards(c.sent.get(ref.chosen) === true);
  const drew = 'chosen' in ref ? c.drawn?.get(ref.chosen) : undefined;
  if (drew) return c.pb.drawnCards(drew.plural, drew.who);
  if ('chosen' in ref && c.revealed?.has(ref.chosen)) return c.pb.revealed((c.chosenMax.get(ref.chosen) ?? 1) > 1, c.chosenMonsters.has(ref.chosen));
  if ('chosen' in ref) return c.destroyed.has(ref.chosen) ? c.pb.destroyedCards : c.pb.chosen((c.chosenMax.get(ref.chosen) ?? 1) > 1, c.chosenMonsters.has(ref.chosen));
  return c.pb.group(groupOf(c, ref), q);
}

export function value(c: Ctx, v: Value): Amount {
  if (typeof v === 'number') return { n: v, per: null };
  if ('countOf' in v) return { n: v.times, per: c.pb.per('card', cards(c, v.countOf, 'every')) };
  if ('levelOf' in v) return { n: v.times, per: c.pb.per('level', cards(c, v.levelOf, 'every')) };
  if ('originalLevelOf' in v) return { n: v.times, per: c.pb.per('originalLevel', cards(c, v.originalLevelOf, 'every')) };
  if ('originalAtkOf' in v) return { n: v.times, per: null, equal: c.pb.originalAtk(cards(c, v.originalAtkOf, 'every')) };
  if ('originalDefOf' in v) return { n: v.times, per: null, equal: c.pb.originalDef(cards(c, v.originalDefOf, 'every')) };
  if ('highest' in v) return { n: v.times, per: null, equal: c.pb.highest(v.highest, cards(c, v.of, 'every'), oneCard(c, v.of)) };
  if ('atkDifference' in v) return { n: v.times, per: null, equal: c.pb.atkDifference(cards(c, v.atkDifference[0], { n: 1 }), cards(c, v.atkDifference[1], { n: 1 })) };
  if ('countDifference' in v) return { n: v.times, per: null, equal: c.pb.countDifference(cards(c, v.countDifference[0], 'any'), cards(c, v.countDifference[1], 'any')) };
  if ('tributesOriginalAtk' in v) return { n: v.times, per: null, equal: c.pb.tributesOriginalAtk };
  if ('lpDifference' in v || 'dieResult' in v) return { n: v.times, per: null, equal: 'dieResult' in v ? c.pb.dieResult : c.pb.lpDifference };
  if ('atkOf' in v) {
    const ref = v.atkOf;
    const plural = ref === 'self' || ref === 'trigger' || ref === 'attackTarget' || ref === 'equipped' ? false : 'chosen' in ref ? (c.chosenMax.get(ref.chosen) ?? 2) > 1 : true;
    return { n: v.times, per: null, equal: c.pb.totalAtk(cards(c, ref, 'every'), plural) };
  }
  return { n: v.times, per: c.pb.per(v.distinct === 'level' ? 'distinctLevel' : v.distinct, c.pb.group(groupOf(c, v.of), 'every')) };
}

/** Whether a reference names one card at most: the effect's card, the trigger, or a choice of one. */
export const oneCard = (c: Ctx, ref: CardRef): boolean =>
  ref === 'self' || ref === 'attackTarget' || ref === 'equipped' || (ref === 'trigger' && c.trigger !== 'destroyed') ||
  (typeof ref === 'object' && 'chosen' in ref && !ref.filter && (c.sent.has(ref.chosen) ? c.sent.get(ref.chosen) === false : (c.chosenMax.get(ref.chosen) ?? 2) === 1));

export const isMonsterSet = (set: CardSet): boolean =>
  set.place === 'monsterZones' || set.filter?.kind === 'monster' || Boolean(set.filter?.race || set.filter?.monsterKind || (set.filter && worded(set.filter).monsterKind) || set.filter?.level);

export function condition(c: Ctx, k: Condition): string {
  // A word with a module of its own (words/conditions.ts).
  if (isWordCondition(k)) return (CONDITION_WORD_TEXTS[conditionWordOf(k) as ConditionWord] as ConditionText<string>)[c.pb.lang](k as never, c.name);
  if ('turn' in k) return c.pb.turnIs(k.turn);
  if ('lp' in k) return k.by !== undefined ? c.pb.lpBy(k.lp, k.by) : c.pb.lpIs(k.lp);
  if ('game' in k) return k.game === 'freeMonsterZone' ? c.pb.freeMonsterZone : k.game === 'opponentFreeMonsterZone' ? c.pb.opponentFreeMonsterZone : k.game === 'freeSpellTrapZone' ? c.pb.freeSpellTrapZone : k.game === 'secondPlayersFirstTurn' ? c.pb.secondPlayersFirstTurn : c.pb.canEnterBattle;
  if ('anyOf' in k) return c.pb.either(k.anyOf.map((x) => condition(c, x)));
  if ('self' in k) {
    if (k.self === 'summonedThisTurn') return c.pb.summonedThisTurn;
    if (k.self === 'flippedThisTurn') return c.pb.flippedThisTurn;
    const as = c.pb.summonedAs(k.self.summoned, k.self.tributed, k.self.byRule === true, (k.self.tributed?.ids ?? []).map(c.name));
    return k.self.from ? c.pb.summonedFrom(as, k.self.from) : as;
  }
  if ('distinct' in k) return c.pb.distinctAtLeast(k.distinct, c.pb.group(groupOf(c, k.of), 'any'), k.min);
  if ('sameCount' in k) return c.pb.sameCount(cards(c, k.sameCount[0], 'any'), cards(c, k.sameCount[1], 'any'));
  if ('higher' in k) return c.pb.higher(k.higher, cards(c, k.of[0], 'every'), cards(c, k.of[1], 'every'));
  if ('moreCount' in k) return c.pb.moreCount(cards(c, k.moreCount[0], 'any'), cards(c, k.moreCount[1], 'any'));
  if ('levels' in k) return c.pb.levels(cards(c, k.levels, 'every'), k.min, k.max, oneCard(c, k.levels));
  if (k.max === 0 && !k.min && typeof k.count !== 'string' && !('chosen' in k.count)) {
    const set = k.filter ? { ...k.count, filter: { ...k.count.filter, ...k.filter } } : k.count;
    return c.pb.none(c.pb.group(groupOf(c, set), { atLeast: 1 }));
  }
  const q: Quantity = k.max !== undefined ? { min: k.min ?? 1, max: k.max } : { atLeast: k.min ?? 1 };
  // How many cards a reference names, counted: "the number of the cards shuffled into the Deck is exactly one".
  // Of a reference, "sharing a figure" is said after the clause ("…, all with the same Level").
  const same = (clause: string): string => (k.same ? c.pb.allSame(clause, k.same) : clause);
  if ((typeof k.count === 'string' || 'chosen' in k.count) && !k.filter && (k.min !== undefined || k.max !== undefined)) {
    return same(c.pb.numberIs(cards(c, k.count, 'every'), k.min, k.max));
  }
  if (typeof k.count === 'string' || 'chosen' in k.count) {
    const base = cards(c, k.count, q);
    const is = (f: Filter): string =>
      // "It can be Special Summoned now" (a free zone, no lock): said as such of a kept card.
      f.summonable === true && Object.keys(f).length === 1
        ? CAN_BE_SUMMONED[c.pb.lang](base)
        : f.not?.ids && Object.keys(f).length === 1 && Object.keys(f.not).length === 1
          ? NOT_NAMED[c.pb.lang](base, f.not.ids.map(c.name))
          : c.pb.refIs(base, worded(f), (f.ids ?? f.originalIds ?? []).map(c.name));
    // A filter that is only a choice of kinds ("it is \"X\" or a Legend monster"): one clause each.
    const alternatives = k.filter?.anyOf;
    if (k.filter && alternatives && Object.keys(k.filter).length === 1) return same(c.pb.either(alternatives.map(is)));
    return same(k.filter ? is(k.filter) : c.pb.exists(base));
  }
  const set = k.filter ? { ...k.count, filter: { ...k.count.filter, ...k.filter } } : k.count;
  const g = groupOf(c, set);
  if (k.same) g.same = k.same;
  return c.pb.exists(c.pb.group(g, q));
}
