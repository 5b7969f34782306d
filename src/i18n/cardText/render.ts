// A card's text, generated from its document in the chosen language (no text is stored).
import type { CardDoc, CardRef, DocContinuous, DocEffect, DocStep, Filter, Value, WordStep } from '../../engine/docs';
import type { Phrasebook, Quantity } from './phrasebook';
import { triggerSide } from './words/triggers';
import { WORD_STEP_TEXTS, raceAsClause } from './words';
import { battleWinByAttackerTiming } from './words/battleWinByAttacker';
import { summonRuleTexts } from './words/summonRules';
import { millBottom, millUpTo } from './words/millUpTo';
import { ruleClauses } from './words/fewerTributes';
import { SPELLS_LOCKED } from './words/spellLocks';
import { OTHERWISE } from './words/otherwise';
import { HAND_FOR } from './words/handFor';
import { PLACE_MATERIALS } from './words/placeMaterials';
import { NO_SET } from './words/noSet';
import { FORBID_MONSTER_EFFECTS, NO_MONSTER_EFFECTS } from './words/noMonsterEffects';
import { NO_ATTACK_ON } from './words/noAttackOn';
import { ATTACK_ON_TEXT } from './words/attackOn';
import { NORMAL_DRAW_UNTIL } from './words/normalDrawUntil';
import { GUARDS_SPELL_TRAPS } from './words/guardsSpellTraps';
import { NORMAL_SUMMON_LOCK, SPECIAL_SUMMON_LOCK } from './words/specialSummonLock';
import { FORBID_MORE_TEXT, isForbidMoreText } from './forbidMore';
import type { StepText, StepWording } from './words/types';

import { cards, condition, groupOf, isMonsterSet, value, type Ctx, type NameOf } from './refText';

export type { NameOf };

/** A step word with a module of its own (words/): its text in the phrasebook's language. */
function wordText(c: Ctx, s: Extract<DocStep, { do: WordStep }>): string {
  const wording: StepWording = { cards: (ref, q) => cards(c, ref, q), amount: (v) => value(c, v), name: c.name, until: (d) => c.pb.until(d), mayBeTheirs: (ref) => mayBeTheirs(c, ref), pb: c.pb, keep: (as, words) => void (c.moved ??= new Map()).set(as, words) };
  return (WORD_STEP_TEXTS[s.do] as StepText<WordStep>)[c.pb.lang](s, wording);
}

function step(c: Ctx, s: DocStep): string | null {
  const pb = c.pb;
  switch (s.do) {
    case 'choose':
      return chooseText(c, s);
    case 'chooseRandom': {
      const min = s.min ?? 1;
      if (typeof s.from === 'object' && !('chosen' in s.from)) (c.chosenSide ??= new Map()).set(s.as, s.from.side);
      if (typeof s.from === 'object' && !('chosen' in s.from) && isMonsterSet(s.from)) c.chosenMonsters.add(s.as);
      // "up to the number of ...": a count of the board read when it runs.
      if (typeof s.max === 'object') {
        c.chosenMax.set(s.as, 2);
        return pb.chooseRandomUpTo(cards(c, s.from, { min, max: 60 }), cards(c, s.max.countOf, 'any'));
      }
      const max = s.max ?? min;
      c.chosenMax.set(s.as, max);
      return pb.chooseRandom(cards(c, s.from, min === max ? { n: min } : { min, max }), min < max);
    }
    case 'ask':
      return null; // worded by the step that waits for the answer
    case 'mill':
      if (s.as !== undefined) c.sent.set(s.as, typeof s.count !== 'number' || s.count > 1 || s.player === 'both');
      if (s.bottom) return millBottom(pb.lang, pb.mill(value(c, s.count), s.player ?? 'you'));
      return s.upTo ? millUpTo(pb.lang, pb.mill(value(c, s.count), s.player ?? 'you')) : pb.mill(value(c, s.count), s.player ?? 'you');
    case 'draw':
      if (s.as !== undefined) (c.drawn ??= new Map()).set(s.as, { plural: typeof s.count !== 'number' || s.count > 1, who: s.player ?? 'you' });
      return pb.draw(value(c, s.count), s.player ?? 'you');
    case 'fusionSummon': {
      const monster = pb.group(groupOf(c, { filter: { ...s.monster, monsterKind: 'fusion' }, place: 'extra', side: 'you' }), { n: 1 });
      if (s.as !== undefined) c.sent.set(s.as, true); // "the cards sent to the GY"
      if (s.summonedAs !== undefined) {
        (c.moved ??= new Map()).set(s.summonedAs, pb.fusionSummoned);
        c.chosenMax.set(s.summonedAs, 1);
        c.chosenMonsters.add(s.summonedAs);
      }
      const mat = (filter: Filter | undefined) => (filter ? groupOf(c, { filter: { kind: 'monster', ...filter }, place: 'gy', side: 'you' }) : undefined);
      const most = s.maxMaterials !== undefined ? { most: s.maxMaterials } : {};
      const groups = s.materials && { each: mat(s.materials.each), including: mat(s.materials.including), includingSelf: s.materials.includingSelf === true };
      const summon = pb.fusionSummon(monster, s.from, Boolean(s.faceUp), s.materialsTo, groups || s.maxMaterials !== undefined ? { ...groups, ...most } : undefined);
      // What the materials of each place are, and how many come from the field.
      const one = (f: Filter): string => pb.group(groupOf(c, { filter: { kind: 'monster', ...f }, place: 'hand', side: 'you' }), { atLeast: 1 }).replace(/ in your hand|^自分の手札の|^自己手牌的/, '');
      const pf = s.placeFilters;
      const text =
        pf || s.fieldCount !== undefined
          ? PLACE_MATERIALS[pb.lang](summon, {
              ...(pf?.monsterZones || s.fieldCount !== undefined ? { field: { ...(s.fieldCount !== undefined ? { n: s.fieldCount } : {}), kind: pf?.monsterZones ? one(pf.monsterZones) : null } } : {}),
              ...(pf?.hand ? { hand: one(pf.hand) } : {}),
              ...(pf?.gy ? { gy: one(pf.gy) } : {}),
            })
          : summon;
      if (!s.handFor) return text;
      // The hand is open only for some Fusion monsters: "if it is a X monster, ... in your hand too".
      const kind = pb.group(groupOf(c, { filter: { kind: 'monster', ...s.handFor }, place: 'hand', side: 'you' }), { atLeast: 1 }).replace(/ in your hand|^自分の手札の|^自己手牌的/, '');
      return HAND_FOR[pb.lang](text, kind);
    }
    case 'discard': {
      const what = pb.discard(cards(c, s.cards, 'every'));
      // One card chosen before: "the card sent to the GY".
      if (s.as !== undefined) c.sent.set(s.as, typeof s.cards === 'object' && 'chosen' in s.cards ? (c.chosenMax.get(s.cards.chosen) ?? 2) > 1 : true);
      const hand = handSide(s.cards);
      if (s.as !== undefined && c.bothHands && hand) (c.sentFrom ??= new Map()).set(s.as, hand);
      return what;
    }
    case 'destroy': {
      const what = pb.destroy(cards(c, s.cards, 'every'));
      if (s.as !== undefined) c.destroyed.add(s.as);
      return what;
    }
    case 'excavate':
      (c.excavated ??= new Set()).add(s.as);
      if (typeof s.count !== 'number') return pb.excavateCounted(value(c, s.count), s.player ?? 'you');
      return s.player === 'opponent' ? pb.excavateOpponent(s.count) : pb.excavate(s.count);
    case 'nameAsMaterial':
      return pb.nameAsMaterial(cards(c, s.of, 'every'));
    case 'forbid':
      if (isForbidMoreText(s)) {
        // The attackers whose battle damage is stopped: the other player's monsters passing the filter.
        const attackers =
          s.what === 'battleDamage' && s.attacker
            ? pb.group(groupOf(c, { filter: s.attacker, place: 'monsterZones', side: s.player === 'opponent' ? 'you' : 'opponent' }), 'any')
            : s.what === 'tributes'
              ? pb.group(groupOf(c, { filter: s.filter, place: 'monsterZones', side: s.player === 'opponent' ? 'opponent' : 'you' }), 'any').replace(/^any /, '')
              : undefined;
        return FORBID_MORE_TEXT[pb.lang](s, c.name, attackers);
      }
      if (s.what === 'directAttack') return s.only ? pb.forbidDirectAttackExcept(pb.group(groupOf(c, { filter: s.only, place: 'monsterZones', side: 'you' }), 'any')) : pb.forbidDirectAttack;
      if (s.what === 'normalSummon' && (s.filter || s.only || s.which)) return NORMAL_SUMMON_LOCK[pb.lang](lockedMonsters(c, s.only ?? s.filter), s.which, pb.when('thisTurn'), s.only !== undefined);
      if (s.what === 'specialSummon') {
        if (s.from || s.filter || s.only || s.player || s.duration || s.whileFaceUp || s.faceUpOnly || s.attackPositionOnly) {
          return SPECIAL_SUMMON_LOCK[pb.lang](s.player ?? 'you', lockedMonsters(c, s.only ?? s.filter), s.from, pb.when(s.duration ?? 'thisTurn'), s.whileFaceUp === true, s.only !== undefined, s.faceUpOnly === true, s.attackPositionOnly === true);
        }
        return s.fromHand === true ? pb.forbidSpecialSummonFromHand : pb.forbidSpecialSummon;
      }
      if (s.what === 'trapsOnAttack') return pb.forbidTrapsOnAttack(pb.group(groupOf(c, { filter: s.filter ?? {}, place: 'monsterZones', side: 'you' }), 'any'), s.whileFaceUp === true);
      if (s.what === 'tributeSummon') {
        // The filter's `position` is the summon's: `attack` forbids Tribute Summons, not Tribute Sets.
        const { position, ...f } = s.filter;
        const monsters = pb.group(groupOf(c, { filter: { kind: 'monster', ...f }, place: 'hand', side: 'you' }), 'any');
        return pb.forbidTributeSummon(s.player ?? 'you', monsters.replace(/ in your hand$|^自分の手札の|^自己手牌的/, ''), s.duration ?? 'thisTurn', s.whileFaceUp === true, position === 'attack');
      }
      if (s.what === 'attack' && 'raceOf' in s) return pb.forbidAttackRaceOf(s.player ?? 'you', cards(c, s.raceOf, 'every'));
      if (s.what === 'attackers') return pb.forbidAttackers(s.count);
      if (s.what === 'monsterEffects') {
        const monsters = pb.group(groupOf(c, { filter: { ...s.filter, faceUp: true }, place: 'monsterZones', side: 'both' }), 'every');
        return FORBID_MONSTER_EFFECTS[pb.lang](s.player ?? 'you', monsters, pb.when(s.duration ?? 'thisTurn'), s.whileFaceUp === true);
      }
      if (s.what === 'attackOn') {
        // The attacked monsters are the other player's; `lowestLevel` (or a `not` of it) is worded apart.
        const { lowestLevel, not, ...rest } = s.only ?? s.filter ?? {};
        const { lowestLevel: notLowest, ...notRest } = not ?? {};
        const f = not && Object.keys(notRest).length > 0 ? { ...rest, not: notRest } : rest;
        const rank = lowestLevel ? 'lowest' : notLowest ? 'notLowest' : null;
        const monsters = pb.group(groupOf(c, { filter: f, place: 'monsterZones', side: s.player === 'opponent' ? 'you' : 'opponent' }), 'every');
        return ATTACK_ON_TEXT[pb.lang](s.player ?? 'you', s.only !== undefined, monsters, rank);
      }
      if (s.what === 'attackExcept') {
        return pb.forbidAttackExcept('cards' in s ? cards(c, s.cards, 'every') : pb.group(groupOf(c, { filter: s.filter, place: 'monsterZones', side: 'you' }), 'any'));
      }
      if (s.what === 'activateExcept') return pb.forbidActivateExcept(pb.group(groupOf(c, { filter: s.filter, place: 'monsterZones', side: 'you' }), 'any'));
      return s.what === 'attack'
        ? pb.forbidAttack(pb.group(groupOf(c, { filter: s.filter ?? {}, place: 'monsterZones', side: s.player === 'opponent' ? 'opponent' : 'you' }), 'every'))
        : pb.forbidNormalSummon;
    case 'specialSummon':
      return pb.specialSummon(cards(c, s.cards, 'every'), s.position, s.toOpponent ? 'toOpponent' : s.by === 'opponent' ? 'byOpponent' : undefined);
    case 'move': {
      if (s.orderBy && (s.to === 'deckTop' || s.to === 'deckBottom' || s.to === 'deckTopOrBottom')) {
        const text = pb.moveInOrder(cards(c, s.cards, 'every'), s.to, s.orderBy);
        if (s.as !== undefined && s.to !== 'deckTopOrBottom') (c.moved ??= new Map()).set(s.as, pb.movedCards(s.to, false, true));
        return text;
      }
      const what = pb.move(cards(c, s.cards, 'every'), s.to, Boolean(s.shuffle), mayBeTheirs(c, s.cards));
      // Cards kept after going to the GY: "the cards sent to the GY" (several unless one was chosen).
      const plural = typeof s.cards === 'object' && 'chosen' in s.cards ? (c.chosenMax.get(s.cards.chosen) ?? 2) > 1 : true;
      if (s.as !== undefined && s.to === 'gy') c.sent.set(s.as, plural);
      else if (s.as !== undefined && s.to !== 'gy' && s.to !== 'deckTopOrBottom') (c.moved ??= new Map()).set(s.as, pb.movedCards(s.to, Boolean(s.shuffle), plural));
      return what;
    }
    case 'reveal': {
      const what = pb.reveal(cards(c, s.cards, 'every'));
      if (typeof s.cards === 'object' && 'chosen' in s.cards) (c.revealed ??= new Set()).add(s.cards.chosen);
      return what;
    }
    case 'set': {
      const what = pb.set(cards(c, s.cards, 'every'), s.by === 'opponent');
      if (s.as !== undefined) (c.moved ??= new Map()).set(s.as, pb.setCards);
      return what;
    }
    case 'damage':
      return zeroOk(c, s, pb.damage(s.player, value(c, s.amount)));
    case 'payLp':
      return pb.payLp(value(c, s.amount));
    case 'gainLp':
      return zeroOk(c, s, pb.gainLp(s.player ?? 'you', value(c, s.amount)));
    case 'position': {
      const what = pb.position(cards(c, s.cards, 'every'), s.to);
      if (s.as !== undefined) (c.changed ??= new Map()).set(s.as, s.to);
      return what;
    }
    case 'modify':
      if (s.kind === 'tributeValue') {
        const { position, ...f } = s.filter ?? {};
        const monster = pb.group(groupOf(c, { filter: { kind: 'monster', ...f }, place: 'hand', side: 'you' }), { atLeast: 1 });
        const n = typeof s.value === 'number' ? s.value : 1;
        return pb.tributeValue(cards(c, s.cards, 'every'), n, monster.replace(/ in your hand$|^自分の手札の|^自己手牌的/, ''), position, pb.when(s.duration ?? 'thisTurn'));
      }
      if (s.kind === 'battleImmune' && s.filter?.position !== undefined) return pb.battleImmuneWhile(cards(c, s.cards, 'every'), s.filter.position, s.filter.faceUp === true, s.duration ?? 'thisTurn');
      return zeroOk(c, s, pb.modify(s.kind, cards(c, s.cards, 'every'), value(c, s.value ?? 1), s.duration ?? 'thisTurn'));
    default:
      // A word with a module of its own (words/).
      return wordText(c, s);
  }
}

/** Two modify steps that differ in nothing but their kind. */
const sameModify = (a: DocStep, b: DocStep): boolean => JSON.stringify({ ...a, kind: '' }) === JSON.stringify({ ...b, kind: '' });

/** A step that says `evenIfZero` tells so: it may be used when its count is 0. */
const zeroOk = (c: Ctx, s: { evenIfZero?: boolean }, clause: string): string => (s.evenIfZero ? c.pb.evenIfZero(clause) : clause);

/** Whether the cards may be the opponent's: a set of theirs or of both sides, or a choice among such a set. */
function mayBeTheirs(c: Ctx, ref: CardRef): boolean {
  if (ref === 'trigger') return c.triggerTheirs === true;
  if (typeof ref !== 'object') return false;
  const side = 'chosen' in ref ? c.chosenSide?.get(ref.chosen) : ref.side;
  return side !== undefined && side !== 'you';
}

/** Whose hand a discard empties (a set of one player's hand), or null. */
const handSide = (ref: CardRef): 'you' | 'opponent' | null =>
  typeof ref === 'object' && !('chosen' in ref) && ref.place === 'hand' && ref.side !== 'both' ? ref.side : null;

/** A choice: min..max cards, or as many as a count of chosen cards, capped by `upTo`. */
function chooseText(c: Ctx, s: Extract<DocStep, { do: 'choose' }>): string {
  const pb = c.pb;
  const from = s.from;
  if (typeof from === 'object' && !('chosen' in from)) (c.chosenSide ??= new Map()).set(s.as, from.side);
  if (typeof from === 'object' && isMonsterSet('chosen' in from ? { place: 'deck', side: 'you', filter: from.filter ?? {} } : from)) c.chosenMonsters.add(s.as);
  const { min = 1, upTo } = s;
  const max = s.max ?? min;
  let clause: string;
  if (s.either && typeof from === 'object' && !('chosen' in from)) {
    c.chosenMax.set(s.as, Math.max(...s.either.map((g) => g.max ?? g.count)));
    clause = pb.choose(pb.either(s.either.map((g) => pb.group(groupOf(c, { ...from, filter: { ...from.filter, ...g.filter } }), g.max === undefined ? { n: g.count } : { min: g.count, max: g.max }))));
  } else if (typeof min === 'number' && typeof max === 'number') {
    c.chosenMax.set(s.as, max);
    const q: Quantity = min === max ? { n: min } : { min, max };
    if ((s.same || s.different) && typeof from === 'object' && !('chosen' in from)) {
      const g = groupOf(c, from);
      Object.assign(g, s.same ? { same: s.same } : { different: s.different });
      clause = pb.choose(pb.group(g, q));
    } else clause = pb.choose(cards(c, s.from, q));
  } else if (typeof min === 'number' && typeof max === 'object' && typeof max.countOf === 'object' && !('chosen' in max.countOf)) {
    // min..a count of the board: "choose one or more ..., no more than the number of ...".
    c.chosenMax.set(s.as, 2);
    clause = pb.noMoreThan(pb.choose(cards(c, s.from, { min, max: 60 })), cards(c, max.countOf, 'any'));
  } else {
    c.chosenMax.set(s.as, 2);
    const counted = typeof max === 'object' ? max : (min as Exclude<typeof min, number>);
    clause = pb.chooseAsMany(cards(c, s.from, 'any'), cards(c, counted.countOf, 'every'));
  }
  if (upTo) clause = pb.noMoreThan(clause, cards(c, upTo.countOf, 'any'));
  if (s.levels) {
    // A bound read from the board: the total Levels or ATK of a reference.
    const bound = (b: Value | undefined): number | string | undefined =>
      b === undefined || typeof b === 'number' ? b : 'levelOf' in b ? pb.totalLevels(cards(c, b.levelOf, 'every')) : 'atkOf' in b ? pb.totalAtk(cards(c, b.atkOf, 'every'), b.atkOf !== 'self' && b.atkOf !== 'trigger' && b.atkOf !== 'attackTarget' && b.atkOf !== 'equipped') : String(b.times);
    clause = pb.withLevels(clause, bound(s.levels.min), bound(s.levels.max), s.levels.stat === 'atk');
  }
  // A cost's choice that must leave the effect something to do (keepsEffect.ts).
  if (s.keepsEffect) clause = pb.keepsEffect(clause);
  if (s.by === 'opponent') {
    clause = pb.byOpponent(clause);
    // Later steps name these cards by who chose them ("the card your opponent chose").
    (c.moved ??= new Map()).set(s.as, pb.opponentsChoice((c.chosenMax.get(s.as) ?? 1) > 1, c.chosenMonsters.has(s.as)));
  }
  return clause;
}

function steps(c: Ctx, list: readonly DocStep[]): string[] {
  const asked = new Map<string, string[]>();
  const worded = new Set<string>();
  // The questions the effect's opponent answers (`ask` `by` `opponent`).
  const theirs = new Set<string>();
  const out: string[] = [];
  for (const [i, s] of list.entries()) {
    if (s.do === 'ask') asked.set(s.as, (s.if ?? []).map((k) => condition(c, k)));
    if (s.do === 'ask' && s.by === 'opponent') theirs.add(s.as);
    // The same ATK and DEF change to the same cards is one clause ("loses 200 ATK and DEF").
    const prev = list[i - 1];
    if (s.do === 'modify' && s.kind === 'def' && prev?.do === 'modify' && prev.kind === 'atk' && sameModify(prev, s)) continue;
    const next = list[i + 1];
    let clause =
      s.do === 'modify' && s.kind === 'atk' && next?.do === 'modify' && next.kind === 'def' && sameModify(s, next)
        ? zeroOk(c, s, c.pb.modify('atkDef', cards(c, s.cards, 'every'), value(c, s.value ?? 1), s.duration ?? 'thisTurn'))
        : step(c, s);
    if (clause === null) continue;
    // Only the first step waiting for an answer words it ("if ..., you can ..."); the steps
    // after it continue the same sentence.
    const first = s.ifSaid !== undefined && !worded.has(s.ifSaid);
    if (s.ifSaid !== undefined) worded.add(s.ifSaid);
    if (first) clause = s.ifSaid !== undefined && theirs.has(s.ifSaid) ? c.pb.opponentMayDo(clause) : c.pb.mayDo(clause);
    // "Otherwise": the first step run on a no words it.
    const firstNo = s.ifNotSaid !== undefined && !worded.has(`!${s.ifNotSaid}`);
    if (s.ifNotSaid !== undefined) worded.add(`!${s.ifNotSaid}`);
    if (firstNo) clause = OTHERWISE[c.pb.lang](clause);
    const conds = [...(first && s.ifSaid !== undefined ? (asked.get(s.ifSaid) ?? []) : []), ...(s.if ?? []).map((k) => condition(c, k))];
    if (conds.length > 0) clause = c.pb.onlyIf(conds, clause);
    out.push(clause);
  }
  return out;
}

function effect(pb: Phrasebook, name: NameOf, e: DocEffect): string {
  const c: Ctx = {
    pb,
    name,
    trigger: e.kind === 'battleWin' ? 'battleWin' : e.trigger?.event === 'attack' ? 'attacker' : e.trigger?.event === 'destroyed' ? 'destroyed' : 'summoned',
    chosenMax: new Map(),
    chosenMonsters: new Set(),
    destroyed: new Set(),
    sent: new Map(),
  };
  if (e.trigger) {
    const t = e.trigger;
    const side = triggerSide(t);
    c.triggerTheirs = side === 'opponent' || side === 'both';
  }
  if ([...(e.cost ?? []), ...e.steps].some((s) => s.do === 'discard' && handSide(s.cards) === 'opponent')) c.bothHands = true;
  const parts: string[] = [];
  if (e.kind === 'battleWin') parts.push(`${pb.labels.trigger}${pb.sentence([e.byAttacker ? battleWinByAttackerTiming(pb.lang, e.byAttacker.originalRace) : pb.battleWin])}`);
  if (e.trigger) {
    // groupOf words the filter's alternatives (anyOf) too: "a \"Summoned Skull\" or a Level 7 or above Fiend Normal monster".
    const monster = (f: Filter, who: 'you' | 'opponent' | 'both') => pb.group(groupOf(c, { filter: f, place: 'monsterZones', side: who }), { n: 1 });
    parts.push(`${pb.labels.trigger}${pb.sentence([pb.trigger(e.trigger, monster, (cs) => pb.allOf(cs.map((k) => condition(c, k))))])}`);
  }
  if (e.condition && e.condition.length > 0) parts.push(`${pb.labels.condition}${pb.sentence([pb.allOf(e.condition.map((k) => condition(c, k)))])}`);
  if (e.cost && e.cost.length > 0) parts.push(`${pb.labels.cost}${pb.sentence(steps(c, e.cost))}`);
  const done = steps(c, e.steps);
  if (done.length > 0) parts.push(`${pb.labels.effect}${pb.sentence(done)}`);
  // An effect that works only in MAXIMUM mode carries the label, as a continuous one does.
  return `${e.maximumOnly ? pb.labels.maximum : ''}${parts.join('\n')}`;
}

type Modifier = NonNullable<DocContinuous['modifiers']>[number];
const sameChange = (a: Modifier, b: Modifier): boolean => JSON.stringify([a.to, 'value' in a ? a.value : null, a.if]) === JSON.stringify([b.to, 'value' in b ? b.value : null, b.if]);

/** "… counts as two Tributes when a <filter> monster is Tribute Summoned by you", the monster worded as in the hand. */
function tributeValueFor(c: Ctx, cards: string, n: number, filter: Filter, position: 'attack' | undefined): string {
  const monster = c.pb.group(groupOf(c, { filter: { kind: 'monster', ...filter }, place: 'hand', side: 'you' }), { atLeast: 1 });
  return c.pb.tributeValue(cards, n, monster.replace(/ in your hand$|^自分の手札の|^自己手牌的/, ''), position, '');
}

function lasting(pb: Phrasebook, name: NameOf, cont: DocContinuous): string {
  const c: Ctx = { pb, name, trigger: 'summoned', chosenMax: new Map(), chosenMonsters: new Set(), destroyed: new Set(), sent: new Map() };
  const clauses: string[] = [];
  const mods = cont.modifiers ?? [];
  for (const [i, m] of mods.entries()) {
    // The same ATK and DEF change to the same monsters is one sentence ("gain 200 ATK and DEF").
    const prev = mods[i - 1];
    if (m.kind === 'def' && prev?.kind === 'atk' && sameChange(prev, m)) continue;
    const next = mods[i + 1];
    const kind = m.kind === 'atk' && next?.kind === 'def' && sameChange(m, next) ? 'atkDef' : m.kind === 'tributeValue' && m.summonPosition ? 'tributeValueAttack' : m.kind;
    let monsters: string;
    if (m.to === 'self' || m.to === 'equipped') monsters = pb[m.to];
    else {
      const g = groupOf(c, { filter: { ...m.to.filter, faceUp: true }, place: 'monsterZones', side: m.to.side === 'turnPlayer' ? 'both' : m.to.side });
      monsters = m.to.side === 'turnPlayer' ? pb.turnPlayersMonsters(pb.group(g, 'every')) : pb.group(g, 'every');
    }
    const amount = 'value' in m ? value(c, m.value) : null;
    const immune = m.kind === 'effectImmune' ? { by: m.by ?? 'any', cards: m.cards ?? null, ...(m.source ? { source: pb.group(groupOf(c, { filter: m.source, place: 'monsterZones', side: m.by === 'opponent' ? 'opponent' : 'both' }), 'any') } : {}) } : m.kind === 'battleImmune' && m.against ? { by: 'any' as const, cards: null, against: pb.group(groupOf(c, { filter: m.against, place: 'monsterZones', side: 'both' }), 'any') } : null;
    let clause = m.kind === 'raceAs' ? raceAsClause(pb.lang, monsters, m.race) : pb.lasting(kind as Exclude<typeof kind, 'raceAs'>, monsters, amount, immune);
    // Only for the summon of some monsters: "for the Tribute Summon of a FIRE monster".
    if (m.kind === 'tributeValue' && m.summoned) clause = tributeValueFor(c, monsters, m.value, m.summoned, m.summonPosition);
    if (m.if && m.if.length > 0) {
      const conds = m.if.map((k) => condition(c, k));
      clause = pb.whileHolds ? pb.whileHolds(conds, clause) : pb.onlyIf(conds, clause);
    }
    clauses.push(clause);
  }
  if (cont.noSpecialSummonFromGy) {
    const f = cont.noSpecialSummonFromGy;
    clauses.push(pb.noSpecialSummonFromGy(pb.group(groupOf(c, { filter: { kind: 'monster', ...f }, place: 'gy', side: 'both' }), 'every')));
  }
  if (cont.noSpecialSummon) {
    const l = cont.noSpecialSummon;
    clauses.push(SPECIAL_SUMMON_LOCK[pb.lang](l.player ?? 'both', lockedMonsters(c, l.filter), l.from, '', false));
  }
  if (cont.noTributeSummon) {
    const monsters = pb.group(groupOf(c, { filter: { kind: 'monster', ...cont.noTributeSummon }, place: 'hand', side: 'you' }), 'any');
    clauses.push(pb.forbidTributeSummon('both', monsters.replace(/ in your hand$|^自分の手札の|^自己手牌的/, ''), null, false));
  }
  const effectLock = cont.noMonsterEffects;
  if (effectLock) {
    const monsters = pb.group(groupOf(c, { filter: { ...effectLock.filter, faceUp: true }, place: 'monsterZones', side: 'both' }), 'every');
    const clause = NO_MONSTER_EFFECTS[pb.lang](effectLock.player ?? 'both', monsters);
    clauses.push(effectLock.if && effectLock.if.length > 0 ? pb.onlyIf(effectLock.if.map((k) => condition(c, k)), clause) : clause);
  }
  const shield = cont.noAttackOn;
  if (shield) {
    const monsters = shield.to === 'self' ? pb.self : pb.group(groupOf(c, { filter: shield.to.filter, place: 'monsterZones', side: 'you' }), 'every');
    const clause = NO_ATTACK_ON[pb.lang](monsters);
    clauses.push(shield.if && shield.if.length > 0 ? pb.onlyIf(shield.if.map((k) => condition(c, k)), clause) : clause);
  }
  const guard = cont.guardsSpellTraps;
  if (guard) {
    const clause = GUARDS_SPELL_TRAPS[pb.lang](guard);
    clauses.push(guard.if && guard.if.length > 0 ? pb.onlyIf(guard.if.map((k) => condition(c, k)), clause) : clause);
  }
  const spells = cont.lockSpells;
  if (spells) {
    const group = pb.group(groupOf(c, { filter: { kind: 'spell', ...spells.filter }, place: 'hand', side: 'you' }), 'any').replace(/ in your hand|^自分の手札の|^自己手牌的/, '');
    clauses.push(SPELLS_LOCKED[pb.lang](spells.player ?? 'both', group));
  }
  if (cont.normalDrawUntil !== undefined) clauses.push(NORMAL_DRAW_UNTIL[pb.lang](cont.normalDrawUntil));
  for (const l of cont.noSet ?? []) {
    const clause = NO_SET[pb.lang](l.player ?? 'both', l.cards);
    clauses.push(l.if && l.if.length > 0 ? pb.onlyIf(l.if.map((k) => condition(c, k)), clause) : clause);
  }
  clauses.push(...ruleClauses(pb, cont, (f) => pb.group(groupOf(c, { filter: { kind: 'monster', ...f }, place: 'hand', side: 'you' }), 'any').replace(/ in your hand$|^自分の手札の|^自己手牌的/, ''), name));
  return `${cont.maximumOnly ? pb.labels.maximum : ''}${pb.labels.continuous}${clauses.map((k) => pb.sentence([k])).join(pb.lang === 'en' ? ' ' : '')}`;
}

/** "a Level 7 monster": the monsters a Special Summon lock names, with no place. */
function lockedMonsters(c: Ctx, filter: Filter | undefined): string {
  return c.pb.group(groupOf(c, { filter: { kind: 'monster', ...filter }, place: 'hand', side: 'you' }), 'any').replace(/ in your hand$|^自分の手札の|^自己手牌的/, '');
}

/** The whole text of a card document, one line per part ([Trigger], [Condition], [Cost], [Effect]). */
export function renderCardDoc(doc: CardDoc, pb: Phrasebook, name: NameOf): string {
  const parts = doc.effects
    .filter((e) => e.steps.length > 0 || e.condition || e.cost)
    .map((e) => {
      if (e.choiceOf === undefined) return effect(pb, name, e);
      // A choice of a multi-choice effect: "Choice 1 of 2" before its text.
      const group = doc.effects.filter((o) => o.choiceOf === e.choiceOf);
      return `${pb.choiceLabel(group.indexOf(e) + 1, group.length)}${effect(pb, name, e)}`;
    });
  if (doc.continuous) parts.push(lasting(pb, name, doc.continuous));
  const rules = doc.summon;
  if (rules) {
    const c: Ctx = { pb, name, trigger: 'summoned', chosenMax: new Map(), chosenMonsters: new Set(), destroyed: new Set(), sent: new Map() };
    parts.unshift(...summonRuleTexts(rules, { pb, name, condition: (k) => condition(c, k), cards: (ref, q) => cards(c, ref, q) }));
  }
  return parts.join('\n\n');
}
