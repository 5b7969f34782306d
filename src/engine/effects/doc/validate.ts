// Validating a card document against the closed vocabulary of types.ts. Every key is an own
// property from a fixed list; a word outside the vocabulary is refused with its path.
import type { CardDoc } from './types';

type Check = (v: unknown, path: string) => string | null;
type Obj = Record<string, unknown>;

const has = (o: object, k: string): boolean => Object.prototype.hasOwnProperty.call(o, k);
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const show = (v: unknown): string => {
  const s = JSON.stringify(v) ?? String(v);
  return s.length > 40 ? `${s.slice(0, 40)}…` : s;
};

const int = (lo: number, hi: number): Check => (v, p) =>
  typeof v === 'number' && Number.isInteger(v) && v >= lo && v <= hi ? null : `${p} must be a whole number from ${lo} to ${hi}`;
const bool: Check = (v, p) => (typeof v === 'boolean' ? null : `${p} must be true or false`);
const word = (...words: string[]): Check => (v, p) =>
  typeof v === 'string' && words.includes(v) ? null : `${p} must be one of ${words.join(', ')}, not ${show(v)}`;
const name: Check = (v, p) => (typeof v === 'string' && /^[A-Za-z][A-Za-z0-9]{0,30}$/.test(v) ? null : `${p} must be a short name of letters and digits`);
const listOf = (item: Check, max = 20): Check => (v, p) => {
  if (!Array.isArray(v)) return `${p} must be a list`;
  if (v.length > max) return `${p} has more than ${max} entries`;
  for (let i = 0; i < v.length; i++) {
    const e = item(v[i], `${p}[${i}]`);
    if (e) return e;
  }
  return null;
};
const oneOrList = (item: Check): Check => (v, p) => (Array.isArray(v) ? listOf(item, 6)(v, p) : item(v, p));

function shape(fields: Record<string, Check>, required: readonly string[] = []): Check {
  return (v, p) => {
    if (!isObj(v)) return `${p} must be an object`;
    for (const k of Object.keys(v)) if (!has(fields, k)) return `${p} has an unknown field ${show(k)}`;
    for (const k of required) if (!has(v, k)) return `${p}.${k} is missing`;
    for (const k of Object.keys(fields)) {
      if (!has(v, k)) continue;
      const e = (fields[k] as Check)(v[k], `${p}.${k}`);
      if (e) return e;
    }
    return null;
  };
}

const STAT = int(0, 100_000);
const range = shape({ min: STAT, max: STAT });
const ATTRIBUTES = ['DARK', 'LIGHT', 'EARTH', 'WATER', 'FIRE', 'WIND', 'DIVINE'];
// Filled below: a filter holds filters (anyOf) and card references (raceDiffersFrom).
let filter: Check = () => null;
let cardRef: Check = () => null;
const filterFields: Record<string, Check> = {
  kind: word('monster', 'spell', 'trap'),
  spellKind: word('normal', 'field', 'equip', 'ritual'),
  monsterKind: word('normal', 'effect', 'maximum', 'fusion', 'ritual'),
  race: (v, p) => (typeof v === 'string' && /^[A-Za-z -]{2,30}$/.test(v) ? null : `${p} must be a Type name`),
  attribute: word(...ATTRIBUTES),
  level: shape({ min: int(0, 13), max: int(0, 13) }),
  atk: range,
  def: range,
  legend: bool,
  fusionOnly: bool,
  ids: listOf(int(1, 999_999_999), 50),
  position: word('attack', 'defense'),
  faceUp: bool,
  notSelf: bool,
  summonable: bool,
  originalAtkBelowSelf: bool,
  materialOf: name,
  listsMaterialFrom: (v, p) => cardSet(v, p),
  notChosen: name,
  anyOf: (v, p) => listOf(filter, 6)(v, p),
  maximumMode: bool,
  raceDiffersFrom: (v, p) => cardRef(v, p),
  attributeOf: (v, p) => cardRef(v, p),
  raceOf: (v, p) => cardRef(v, p),
  attributeDiffersFrom: (v, p) => cardRef(v, p),
  sameAs: (v, p) => shape({ stat: word('level', 'attribute', 'race', 'atk'), of: (x, q) => cardRef(x, q) }, ['stat', 'of'])(v, p),
  highestAtk: bool,
};
filter = shape(filterFields);
// A filter kept in the duel state by a rule (forbid): only fields that need no board context.
const { notSelf: _n, summonable: _s, anyOf: _a, spellKind: _k, originalAtkBelowSelf: _o, maximumMode: _m, raceDiffersFrom: _r, attributeOf: _ao, raceOf: _ro, attributeDiffersFrom: _ad, sameAs: _sa, materialOf: _mo, listsMaterialFrom: _l, notChosen: _c, highestAtk: _h, ...stateFilterFields } =
  filterFields;
const stateFilter = shape(stateFilterFields);
const PLACES = ['field', 'spellTraps', 'hand', 'gy', 'deck', 'extra'];
const SAME = word('level', 'attribute', 'race', 'atk');
const EXTREME = word('level', 'atk');
const cardSet = shape({ place: oneOrList(word(...PLACES)), side: word('you', 'opponent', 'both'), filter, top: int(1, 60), lowest: EXTREME, highest: EXTREME }, ['place', 'side']);
cardRef = (v, p) => {
  if (v === 'self' || v === 'trigger' || v === 'attackTarget') return null;
  if (isObj(v) && has(v, 'chosen')) return shape({ chosen: name, filter }, ['chosen'])(v, p);
  if (isObj(v)) return cardSet(v, p);
  return `${p} must be "self", "trigger", "attackTarget", { "chosen": name } or a card set`;
};
const value: Check = (v, p) => {
  if (typeof v === 'number') return int(-1_000_000, 1_000_000)(v, p);
  if (isObj(v) && has(v, 'countOf')) return shape({ times: int(-100_000, 100_000), countOf: cardRef }, ['times', 'countOf'])(v, p);
  if (isObj(v) && has(v, 'originalAtkOf')) return shape({ times: int(-100_000, 100_000), originalAtkOf: cardRef }, ['times', 'originalAtkOf'])(v, p);
  if (isObj(v) && has(v, 'atkOf')) return shape({ times: int(-100_000, 100_000), atkOf: cardRef }, ['times', 'atkOf'])(v, p);
  if (isObj(v) && has(v, 'levelOf')) return shape({ times: int(-100_000, 100_000), levelOf: cardRef }, ['times', 'levelOf'])(v, p);
  if (isObj(v) && has(v, 'lpDifference')) return shape({ times: int(-100_000, 100_000), lpDifference: (x, q) => (x === true ? null : `${q} must be true`) }, ['times', 'lpDifference'])(v, p);
  if (isObj(v) && has(v, 'highest')) return shape({ times: int(-100_000, 100_000), highest: word('atk', 'def', 'level'), of: cardRef }, ['times', 'highest', 'of'])(v, p);
  return shape({ times: int(-100_000, 100_000), distinct: word('attribute', 'race', 'name'), of: cardSet }, ['times', 'distinct', 'of'])(v, p);
};
/** A count of cards as a choice's size: `{ "times": 1, "countOf": ref }`. */
const countValue: Check = (v, p) =>
  isObj(v) && has(v, 'countOf') ? shape({ times: int(1, 1), countOf: cardRef }, ['times', 'countOf'])(v, p) : `${p} must be a number or { "times": 1, "countOf": … }`;
const countCondition = shape({ count: cardRef, filter, min: int(0, 100), max: int(0, 100), same: SAME }, ['count']);
const condition: Check = (v, p) => {
  if (isObj(v) && has(v, 'turn')) return shape({ turn: word('you', 'opponent') }, ['turn'])(v, p);
  if (isObj(v) && has(v, 'lp')) return shape({ lp: word('lower', 'higher'), by: int(1, 100_000) }, ['lp'])(v, p);
  if (isObj(v) && has(v, 'lpAtLeast')) return shape({ lpAtLeast: int(0, 100_000), player: word('you', 'opponent') }, ['lpAtLeast'])(v, p);
  if (isObj(v) && has(v, 'lpAtMost')) return shape({ lpAtMost: int(0, 100_000) }, ['lpAtMost'])(v, p);
  if (isObj(v) && has(v, 'game')) return shape({ game: word('canEnterBattle', 'freeMonsterZone', 'freeSpellTrapZone') }, ['game'])(v, p);
  if (isObj(v) && has(v, 'self')) {
    if (isObj(v.self)) {
      const how = listOf(word('normal', 'tribute', 'maximum', 'special', 'fusion', 'ritual'), 6);
      const nonEmpty: Check = (x, q) => how(x, q) ?? (Array.isArray(x) && x.length === 0 ? `${q} must name at least one way` : null);
      const tributed = shape({ level: shape({ min: int(0, 13), max: int(0, 13) }), race: filterFields.race as Check, min: int(1, 3) });
      const from = listOf(word('hand', 'deck', 'gy', 'extra'), 4);
      return shape({ self: shape({ summoned: nonEmpty, tributed, from }, ['summoned']) }, ['self'])(v, p);
    }
    return shape({ self: word('summonedThisTurn') }, ['self'])(v, p);
  }
  if (isObj(v) && has(v, 'sameCount')) {
    const pair = v.sameCount;
    if (!Array.isArray(pair) || pair.length !== 2) return `${p}.sameCount must be a list of 2 card references`;
    return cardRef(pair[0], `${p}.sameCount[0]`) ?? cardRef(pair[1], `${p}.sameCount[1]`) ?? shape({ sameCount: () => null }, ['sameCount'])(v, p);
  }
  if (isObj(v) && has(v, 'distinct')) return shape({ distinct: word('attribute', 'race', 'name'), of: cardSet, min: int(1, 10) }, ['distinct', 'of', 'min'])(v, p);
  if (isObj(v) && has(v, 'levels')) return shape({ levels: cardRef, min: int(0, 1000), max: int(0, 1000) }, ['levels'])(v, p);
  return countCondition(v, p);
};
const continuousTarget: Check = (v, p) =>
  v === 'self' ? null : shape({ side: word('you', 'opponent', 'both', 'turnPlayer'), filter }, ['side'])(v, p);
const CARD_KINDS = ['monster', 'spell', 'trap'];
const modifier: Check = (v, p) => {
  const kind = isObj(v) ? v.kind : undefined;
  const base = { kind: word('atk', 'def', 'piercing', 'battleImmune', 'effectImmune'), to: continuousTarget, if: listOf(condition, 6) };
  if (kind === 'atk' || kind === 'def') return shape({ ...base, value }, ['kind', 'to', 'value'])(v, p);
  if (kind === 'effectImmune') return shape({ ...base, by: word('opponent', 'any'), cards: listOf(word(...CARD_KINDS), 3) }, ['kind', 'to'])(v, p);
  return shape(base, ['kind', 'to'])(v, p);
};
const continuous = shape({ maximumOnly: bool, modifiers: listOf(modifier, 10), noSpecialSummonFromGy: filter, lockTraps: (v, p) => (v === true ? null : `${p} must be true`) });
const guards = { ifSaid: name, if: listOf(condition, 6) };
const count = int(1, 60);
const DESTINATIONS = ['hand', 'gy', 'deckTop', 'deckBottom'];
const DURATIONS = ['thisTurn', 'opponentsNextTurn', 'whileFaceUp'];
const STEPS: Record<string, Check> = {
  choose: shape(
    {
      ...guards, do: word('choose'), as: name, from: cardRef,
      min: (v, p) => (typeof v === 'number' ? int(0, 60)(v, p) : countValue(v, p)),
      max: (v, p) => (typeof v === 'number' ? int(1, 60)(v, p) : countValue(v, p)),
      upTo: countValue, optional: bool, same: SAME, levels: shape({ min: int(0, 100), max: int(0, 100) }),
    },
    ['as', 'from'],
  ),
  moveAtEndPhase: shape({ ...guards, do: word('moveAtEndPhase'), cards: cardRef, to: word(...DESTINATIONS), shuffle: bool }, ['cards', 'to']),
  shuffleDeck: shape({ ...guards, do: word('shuffleDeck') }),
  negateAttack: shape({ ...guards, do: word('negateAttack') }),
  changeRace: shape({ ...guards, do: word('changeRace'), cards: cardRef, raceOf: cardRef, duration: word(...DURATIONS) }, ['cards', 'raceOf']),
  changeAttribute: shape({ ...guards, do: word('changeAttribute'), cards: cardRef, attributeOf: cardRef, duration: word(...DURATIONS) }, ['cards', 'attributeOf']),
  chooseRandom: (v, p) => {
    const e = shape({ ...guards, do: word('chooseRandom'), as: name, from: cardRef, min: int(1, 60), max: int(1, 60) }, ['as', 'from'])(v, p);
    if (e) return e;
    const s = v as { min?: number; max?: number };
    return (s.max ?? s.min ?? 1) < (s.min ?? 1) ? `${p}.max: must not be below min` : null;
  },
  look: shape({ ...guards, do: word('look'), cards: cardRef }, ['cards']),
  ask: shape({ ...guards, do: word('ask'), as: name }, ['as']),
  mill: shape({ ...guards, do: word('mill'), count, as: name }, ['count']),
  draw: shape({ ...guards, do: word('draw'), count: (v, p) => (typeof v === 'number' ? count(v, p) : value(v, p)), player: word('you', 'opponent'), as: name }, ['count']),
  discard: shape({ ...guards, do: word('discard'), cards: cardRef, as: name }, ['cards']),
  destroy: shape({ ...guards, do: word('destroy'), cards: cardRef, mustExist: bool, as: name }, ['cards']),
  forbid: (v, p) => {
    if (isObj(v) && v.what === 'attack' && has(v, 'raceOf')) {
      return shape({ ...guards, do: word('forbid'), what: word('attack'), raceOf: cardRef, player: word('you', 'opponent') }, ['what', 'raceOf'])(v, p);
    }
    if (isObj(v) && v.what === 'attack') return shape({ ...guards, do: word('forbid'), what: word('attack'), filter: stateFilter }, ['what'])(v, p);
    if (isObj(v) && v.what === 'activateExcept') {
      return shape({ ...guards, do: word('forbid'), what: word('activateExcept'), filter: stateFilter }, ['what', 'filter'])(v, p);
    }
    if (isObj(v) && v.what === 'attackExcept') {
      if (has(v, 'cards') === has(v, 'filter')) return `${p} needs exactly one of filter and cards`;
      return has(v, 'cards')
        ? shape({ ...guards, do: word('forbid'), what: word('attackExcept'), cards: cardRef }, ['what', 'cards'])(v, p)
        : shape({ ...guards, do: word('forbid'), what: word('attackExcept'), filter: stateFilter }, ['what', 'filter'])(v, p);
    }
    if (isObj(v) && v.what === 'tributeSummon') {
      return shape(
        { ...guards, do: word('forbid'), what: word('tributeSummon'), filter: stateFilter, player: word('you', 'opponent', 'both'), duration: word('thisTurn', 'opponentsNextTurn'), whileFaceUp: bool },
        ['what', 'filter'],
      )(v, p);
    }
    if (isObj(v) && v.what === 'attackers') return shape({ ...guards, do: word('forbid'), what: word('attackers'), count: int(1, 3) }, ['what', 'count'])(v, p);
    return shape({ ...guards, do: word('forbid'), what: word('normalSummon', 'attack', 'activateExcept', 'directAttack', 'attackExcept', 'attackers', 'tributeSummon') }, ['what'])(v, p);
  },
  excavate: shape({ ...guards, do: word('excavate'), count, as: name, player: word('you', 'opponent') }, ['count', 'as']),
  nameAsMaterial: shape({ ...guards, do: word('nameAsMaterial'), of: cardRef }, ['of']),
  fusionSummon: shape(
    {
      ...guards,
      do: word('fusionSummon'),
      from: (v, p) => (Array.isArray(v) && v.length === 0 ? `${p} must name at least one place` : listOf(word('field', 'hand', 'gy'), 3)(v, p)),
      faceUp: bool,
      monster: filter,
      materialsTo: word('gy', 'deckBottom', 'deckShuffle'),
    },
    ['from', 'materialsTo'],
  ),
  specialSummon: shape({ ...guards, do: word('specialSummon'), cards: cardRef, position: word('attack', 'defense', 'choice') }, ['cards', 'position']),
  move: (v, p) => {
    const e = shape({ ...guards, do: word('move'), cards: cardRef, to: word(...DESTINATIONS, 'deckTopOrBottom'), shuffle: bool, as: name, orderBy: word('you', 'opponent') }, ['cards', 'to'])(v, p);
    if (e) return e;
    const s = v as { to: string; orderBy?: string; shuffle?: boolean };
    return s.orderBy !== undefined && ((s.to !== 'deckTop' && s.to !== 'deckBottom') || s.shuffle === true) ? `${p}.orderBy: only for a move to deckTop or deckBottom without shuffle` : null;
  },
  reveal: shape({ ...guards, do: word('reveal'), cards: cardRef }, ['cards']),
  set: shape({ ...guards, do: word('set'), cards: cardRef }, ['cards']),
  damage: shape({ ...guards, do: word('damage'), player: word('you', 'opponent'), amount: value, evenIfZero: bool }, ['player', 'amount']),
  payLp: shape({ ...guards, do: word('payLp'), amount: int(1, 100_000) }, ['amount']),
  gainLp: shape({ ...guards, do: word('gainLp'), player: word('you', 'opponent'), amount: value, evenIfZero: bool }, ['amount']),
  position: shape({ ...guards, do: word('position'), cards: cardRef, to: word('attack', 'defense', 'change', 'faceDownDefense'), as: name }, ['cards', 'to']),
  modify: shape(
    {
      ...guards,
      do: word('modify'),
      cards: cardRef,
      kind: word(
        'atk', 'def', 'piercing', 'extraAttacks', 'noDirectAttack', 'directAttack', 'battleImmune', 'effectImmune', 'opponentEffectImmune',
        'opponentTrapImmune', 'opponentTrapImmuneOnce', 'baseAtk', 'attackEachMonster', 'extraAttackOnWin', 'extraMonsterAttackOnWin', 'extraAttacksOnMonsters',
        'tributeValue', 'noTrapsOnAttack', 'level', 'swapOriginalAtkDef', 'attackPositionTargetsOnly',
      ),
      value,
      duration: word(...DURATIONS),
      filter: stateFilter,
      evenIfZero: bool,
    },
    ['cards', 'kind'],
  ),
};
const step: Check = (v, p) => {
  if (!isObj(v) || typeof v.do !== 'string' || !has(STEPS, v.do)) {
    // The words are too many to list in a message (it stays short): docs/cards.md lists them.
    return `${p}.do must be one of the ${Object.keys(STEPS).length} step words of docs/cards.md ("Steps"), not ${show(isObj(v) ? v.do : v)}`;
  }
  return (STEPS[v.do] as Check)(v, p);
};
const HOW = ['normal', 'tribute', 'maximum', 'special', 'fusion', 'ritual'];
const trigger: Check = (v, p) => {
  if (isObj(v) && v.event === 'summon') return shape({ event: word('summon'), by: word('you', 'opponent', 'both'), how: listOf(word(...HOW), 6), monster: filter }, ['by'])(v, p);
  if (isObj(v) && v.event === 'set') return shape({ event: word('set'), by: word('you', 'opponent', 'both') }, ['by'])(v, p);
  if (isObj(v) && v.event === 'attack') {
    return shape(
      { event: word('attack'), by: word('you', 'opponent', 'both'), target: word('monster', 'direct', 'any'), targetFilter: filter, attacker: filter },
      ['by'],
    )(v, p);
  }
  if (isObj(v) && v.event === 'destroyed') {
    return shape(
      {
        event: word('destroyed'), owner: word('you', 'opponent', 'both'), by: word('you', 'opponent', 'both'), reasons: listOf(word('battle', 'effect'), 2), card: filter,
        position: word('attack', 'defense'), faceUp: bool, effectOf: listOf(word(...CARD_KINDS), 3), min: int(2, 10),
      },
      ['owner', 'by'],
    )(v, p);
  }
  // The wording predates `destroyed` and a test pins it.
  return `${p}.event must be summon or attack`;
};
const effect = shape(
  {
    id: name,
    kind: word('ignition', 'spell', 'trap', 'battleWin'),
    maximumOnly: bool,
    choiceOf: name,
    trigger,
    condition: listOf(condition, 6),
    cost: listOf(step),
    steps: listOf(step),
  },
  ['id', 'kind', 'steps'],
);
const summonRules = shape(
  {
    noTributes: listOf(condition, 6),
    fromHand: shape({ position: word('attack', 'defense'), condition: listOf(condition, 6) }, ['position', 'condition']),
  },
  [],
);
const cardName: Check = (v, p) => (typeof v === 'string' && v.length > 0 && v.length <= 80 ? null : `${p} must be a card name`);
const names: Check = (v, p) => {
  if (!isObj(v)) return `${p} must be an object`;
  for (const [k, n] of Object.entries(v)) {
    if (!/^\d{6,9}$/.test(k)) return `${p} has a key that is not a card id: ${show(k)}`;
    const e = shape({ en: cardName, ja: cardName }, ['en', 'ja'])(n, `${p}.${k}`);
    if (e) return e;
  }
  return null;
};
const doc = shape({ id: int(1, 999_999_999), effects: listOf(effect, 6), continuous, summon: summonRules, names }, ['id', 'effects']);

/** What is wrong with a filter kept in a saved duel's modifiers, or null. */
export const filterProblem = (v: unknown, path: string): string | null => filter(v, path);

/** What is wrong with a card document, or null. */
export function cardDocProblem(v: unknown): string | null {
  const e = doc(v, 'card');
  if (e) return e;
  const d = v as CardDoc;
  for (const [i, ef] of d.effects.entries()) {
    if (ef.choiceOf !== undefined) {
      if (ef.kind !== 'ignition') return `card.effects[${i}].choiceOf: only a monster's effect (ignition) has choices`;
      if (d.effects.filter((o) => o.choiceOf === ef.choiceOf).length < 2) return `card.effects[${i}].choiceOf: a multi-choice effect needs at least two choices`;
    }
    if (ef.kind === 'trap' && !ef.trigger) return `card.effects[${i}]: a Trap effect needs a trigger`;
    if (ef.kind !== 'trap' && ef.trigger) return `card.effects[${i}]: only a Trap effect has a trigger`;
    if (ef.kind === 'battleWin') {
      // It resolves inside the battle, where no player can be asked anything.
      if (ef.cost) return `card.effects[${i}]: a battleWin effect has no cost`;
      if (ef.steps.some((s) => s.do === 'choose' || s.do === 'chooseRandom' || s.do === 'ask' || s.do === 'fusionSummon')) return `card.effects[${i}]: a battleWin effect cannot choose or ask`;
    }
    const chosen = new Set<string>();
    for (const [j, s] of [...(ef.cost ?? []), ...ef.steps].entries()) {
      if (s.do === 'choose' && s.levels && (typeof s.min === 'object' || typeof s.max === 'object' || s.upTo || (s.max ?? s.min ?? 1) > 5)) {
        return `card.effects[${i}] step ${j}: levels needs a choice of at most 5 cards with numbers for min and max`;
      }
      if (s.do === 'modify' && s.filter && s.kind !== 'tributeValue') return `card.effects[${i}] step ${j}: filter is only for a modify of kind tributeValue`;
      if (s.do === 'choose' && s.same !== undefined && (typeof s.min === 'object' || typeof s.max === 'object' || s.upTo !== undefined)) {
        return `card.effects[${i}] step ${j}: a choice with same takes numbers for min and max, and no upTo`;
      }
      const refs = JSON.stringify(s).matchAll(/"(?:chosen|materialOf|notChosen)":"([A-Za-z0-9]+)"/g);
      for (const [, n = ''] of refs) {
        if (!chosen.has(n)) return `card.effects[${i}] step ${j} uses { "chosen": "${n}" } before a step chooses it`;
      }
      if (s.do === 'choose' || s.do === 'chooseRandom' || s.do === 'ask' || s.do === 'excavate') chosen.add(s.as);
      if ((s.do === 'destroy' || s.do === 'mill' || s.do === 'discard' || s.do === 'draw' || s.do === 'position' || s.do === 'move') && s.as !== undefined) chosen.add(s.as);
    }
  }
  return null;
}
