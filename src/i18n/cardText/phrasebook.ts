// What a language supplies to word a card document; render.ts walks the document and builds
// the sentences from these pieces, so each language keeps its own word order and counters.
import type { CardSet, Duration, SameStat, SummonedFrom, SummonedHow, TributedFor, Filter, FusionSummonStep, MaterialSource, ModifierKind, Trigger, AuraFlag, Condition } from '../../engine/docs';
import type { TextLang } from './terms';

/** A group of cards of a set: its filter, where it is, and the names of any ids it lists. */
export interface Group {
  filter: Filter;
  where: Pick<CardSet, 'place' | 'side' | 'top' | 'bottom'>;
  /** differsFrom race, worded: the cards whose Type these differ from. */
  raceDiffers?: string;
  /** attributeOf, worded: the cards whose Attribute these share. */
  attributeOf?: string;
  /** raceOf, worded: the cards whose Type these share. */
  raceOf?: string;
  /** differsFrom attribute, worded: the cards whose Attribute these differ from. */
  attributeDiffers?: string;
  /** The cards share this figure with each other (a choice or count with `same`). */
  same?: SameStat;
  /** No two of the cards share this figure (a choice with `different`). */
  different?: SameStat;
  /** sameAs, worded: the figure and the cards whose figure these share. */
  sameAs?: { stat: SameStat; of: string; other?: boolean };
  /** levelSumOf, worded: the cards some of whose Levels add up to this one's Level. */
  levelSumOf?: string;
  /** compareTo, worded: the figure, whether it is at most or at least, the cards it is compared with and their figure. */
  compareTo?: { stat: SameStat; is: 'atMost' | 'atLeast'; of: string; ofStat: SameStat };
  /** Only the cards with the lowest (highest) of this figure among the group. */
  extreme?: { which: 'lowest' | 'highest'; stat: SameStat };
  names: string[];
  /** The alternatives of a filter's anyOf, each with the rest of the filter. */
  alternatives?: Group[];
  /** Worded references of the filter's choice fields: the card whose listed materials they are, the set a listed material is in, the cards left out. */
  materialOf?: string;
  listsMaterialFrom?: string;
  /** The names of cards its list of Fusion materials names (`listsMaterial`). */
  listsNames?: string[];
  notChosen?: string;
  /** The names a negated filter (`not`) lists: "other than \"X\"". */
  notNames?: string[];
}

/** How many: exactly n, min to max, n or more, or every card of the group. */
/** The material words of a Fusion Summon step, as groups. */
export interface FusionMaterialGroups {
  each?: Group;
  including?: Group;
  /** This card is one of the materials. */
  includingSelf?: boolean;
  /** At most this many materials. */
  most?: number;
}

export type Quantity = { n: number } | { min: number; max: number } | { atLeast: number } | 'every' | 'any';

export type Who = 'you' | 'opponent';
/** Whose effects of which card kinds cannot destroy a monster. */
export interface Immunity {
  by: 'opponent' | 'any';
  cards: ('monster' | 'spell' | 'trap')[] | null;
  /** A battle immunity's monsters: only in battles with one of them. */
  against?: string;
  /** An effect immunity's monsters (`source`): only their effects cannot destroy it. */
  source?: string;
}
/** A number, and when it is counted from the board, what it is counted for (`per`). */
export interface Amount {
  n: number;
  per: string | null;
  /** Counted as a figure of the board ("as much ATK as the highest ATK among ..."), times n. */
  equal?: string;
}
/** `deckTopOrBottom`: the player picks the top or the bottom of the Deck. */
export type Dest = 'hand' | 'gy' | 'deckTop' | 'deckBottom' | 'deckTopOrBottom';

/** A summon rule's cost worded: the card it takes (`cards`) and where it goes. */
export interface RuleCostWords {
  cards: string;
  to: 'gy' | 'deckBottom';
}

export interface Phrasebook {
  lang: TextLang;
  /** A step counted "for each" that may be used at a count of 0 (`evenIfZero`): "{clause} (even if that comes to 0)". */
  evenIfZero(clause: string): string;
  /** "the difference between both players' LP" (a value, "as much ATK as ..."). */
  lpDifference: string;
  /** The original ATK of the monsters Tributed for this card's Tribute Summon, added up. */
  tributesOriginalAtk: string;
  /** "the result of the roll" (a value from a `rollDie` step, "as much ATK as 100 times ..."). */
  dieResult: string;
  /** A condition: "there are as many {a} as {b}". */
  sameCount(a: string, b: string): string;
  moreCount(a: string, b: string): string;
  /** "the Level (ATK) of {a} is higher than that of {b}" (condition `higher`). */
  higher(stat: 'level' | 'atk', a: string, b: string): string;
  countDifference(a: string, b: string): string;
  /** The difference between the ATK of two cards (or sets of cards). */
  atkDifference(a: string, b: string): string;
  /** Your LP are lower (higher) than your opponent's by at least n. */
  lpBy(cmp: 'lower' | 'higher' | 'notHigher', n: number): string;
  /** A continuous lock: no player may activate a Trap Card. */
  lockTraps: string;
  /** A summonedAs condition narrowed to monsters that came from these places. */
  summonedFrom(clause: string, from: readonly SummonedFrom[]): string;
  /** A condition: among {group} there are at least n different Attributes / Types / names. */
  distinctAtLeast(kind: 'attribute' | 'race' | 'name' | 'level', group: string, n: number): string;
  /** The monster the attack in progress targets (a card reference). */
  attackTarget: string;
  /** The monster this Equip Spell equips (a card reference). */
  equipped: string;
  /** It is worth n Tributes when you Tribute Summon {monster} (in that position). */
  tributeValue(cards: string, n: number, monster: string, position: 'attack' | 'defense' | undefined, when: string): string;
  /** n more attacks on monsters, lost by a direct attack. */
  extraAttacksOnMonsters(cards: string, n: number, when: string): string;
  /** A choice capped by a count of cards ("no more than the number of cards in your Deck"). */
  noMoreThan(clause: string, of: string): string;
  /** The cards a discard step sent from one player's hand, when the effect empties both hands ("the cards sent from your opponent's hand"). */
  sentFromHand(plural: boolean, who: Who): string;
  /** Your opponent reveals the top n cards of their Deck (they stay there). */
  excavateOpponent(n: number): string;
  /** Put cards on the top or bottom of their owner's Deck in the order `who` picks. */
  moveInOrder(cards: string, to: 'deckTop' | 'deckBottom' | 'deckTopOrBottom', who: Who): string;
  /** The label of choice k of n of a multi-choice effect (the player picks one when activating; once per turn for all). */
  choiceLabel(k: number, n: number): string;
  /** Pick cards at random; `howMany`: the player first decides how many, within the range. */
  chooseRandom(what: string, howMany: boolean): string;
  /** A random pick of up to a count of the board (`chooseRandom` with a counted `max`): you decide how many, at most the count of `of`. */
  chooseRandomUpTo(what: string, of: string): string;
  /** Cards chosen earlier and then revealed ("the revealed monster"). */
  revealed(plural: boolean, monsters: boolean): string;
  /** The monsters a position step really changed (worded as the monsters whose position this effect changed). */
  changedCards(to: 'attack' | 'defense' | 'change' | 'faceDownDefense' | 'attackOrFaceDownDefense' | 'faceUpDefense'): string;
  /** The cards a move step moved to a Deck or the hand ("the cards shuffled into the Deck"). */
  movedCards(to: 'hand' | 'deckTop' | 'deckBottom', shuffle: boolean, plural: boolean): string;
  /** The Fusion monster a fusionSummon step summoned ("the monster Fusion Summoned this way"). */
  fusionSummoned: string;
  /** A condition on how many cards a reference names: "the number of {cards} is exactly one". */
  numberIs(cards: string, min: number | undefined, max: number | undefined): string;
  /** A condition on the cards a reference names that counts only those sharing a figure: "…, all with the same Level". */
  allSame(clause: string, stat: SameStat): string;
  /** A choice whose cards' Levels must add up to min..max. */
  /** A choice whose cards' Levels (with `atk`, their ATK) must add up to min..max, a number or a worded total ("the total Levels of …"). */
  withLevels(clause: string, min: number | string | undefined, max: number | string | undefined, atk?: boolean): string;
  /** "the total Levels of {cards}", a bound of such a choice. */
  totalLevels(cards: string): string;
  /** A choice of as many cards as {of}. */
  chooseAsMany(what: string, of: string): string;
  /** Durations worded after a clause ("for the rest of the turn") and before one ("this turn, …"). */
  until(duration: Duration): string;
  when(duration: Duration): string;
  labels: { trigger: string; condition: string; cost: string; effect: string; continuous: string; maximum: string };
  /** Conditions on the turn and on Life Points. */
  turnIs(who: Who): string;
  lpIs(cmp: 'lower' | 'higher' | 'notHigher'): string;
  /** A continuous modifier: what the reached monsters get while it applies. */
  /** `atkDef`: the same change to ATK and to DEF, said once. */
  lasting(kind: 'atk' | 'def' | 'atkDef' | 'level' | 'extraAttacks' | 'extraAttacksOnMonsters' | 'tributeValue' | 'tributeValueAttack' | 'piercing' | 'battleImmune' | 'effectImmune' | AuraFlag, monsters: string, amount: Amount | null, immune: Immunity | null): string;
  /** "the face-up monsters of the player whose turn it is" (a continuous target). */
  turnPlayersMonsters(group: string): string;
  noSpecialSummonFromGy(monsters: string): string;
  group(g: Group, q: Quantity): string;
  self: string;
  attacker: string;
  summoned: string;
  chosen(plural: boolean, monsters: boolean): string;
  /** The cards the effect's opponent chose (`choose` `by` `opponent`), for the later steps. */
  opponentsChoice(plural: boolean, monsters: boolean): string;
  /** The cards a destroy step destroyed ("the destroyed monsters"). */
  destroyedCards: string;
  /** The cards a mill or discard step sent to the GY. */
  sentCards(plural: boolean): string;
  /** The condition that you can still enter the Battle Phase this turn. */
  canEnterBattle: string;
  /** The timing of a battleWin effect: this card won a battle and the monster it destroyed went to the GY. */
  battleWin: string;
  /** The monster this card destroyed by battle. */
  battleDestroyed: string;
  /** "the original ATK of {cards}" (added up when several). */
  originalAtk(cards: string): string;
  /** A value: the original DEF of {cards}. */
  originalDef(cards: string): string;
  /** The condition that you have a free Monster Zone. */
  freeMonsterZone: string;
  /** A condition: the effect's opponent has a free Monster Zone. */
  opponentFreeMonsterZone: string;
  /** The condition that you have a free Spell & Trap Zone. */
  freeSpellTrapZone: string;
  secondPlayersFirstTurn: string;
  /** The cards a draw step drew (by you, your opponent or both players). */
  drawnCards(plural: boolean, who: 'you' | 'opponent' | 'both'): string;
  /** The cards an excavate step revealed from the top of the Deck. */
  excavatedCards: string;
  /** Reveal the top n cards of your Deck (they stay there). */
  excavate(n: number): string;
  /** A counted excavation: as many cards as `amount` (`per`: what is counted), from that player's Deck. */
  excavateCounted(amount: Amount, who: Who): string;
  /** Declare a name {of} lists among its materials; this card bears it for the rest of the turn. */
  nameAsMaterial(of: string): string;
  /** "for the rest of this turn, you can activate only the effects of {monsters}" */
  forbidActivateExcept(monsters: string): string;
  /** Cards of a group (its filter, no place) among cards kept earlier ({of}). */
  pick(g: Group, q: Quantity, of: string): string;
  /** Fusion Summon {monster} (a group of your Extra Deck) with materials from these places (field ones face-up only: `faceUp`), which go to `to`. */
  /** `materials`: what every material is (`each`) and what at least one of them is (`including`), as groups (their place is not worded). */
  fusionSummon(monster: string, from: MaterialSource[], faceUp: boolean, to: FusionSummonStep['materialsTo'], materials?: FusionMaterialGroups): string;
  /** A summon rule: it may be Normal Summoned without Tributes while the conditions hold. */
  summonNoTributes(conditions: string[]): string;
  /**
   * A summon rule: it may be Special Summoned from the hand in this position while the conditions
   * hold (none: always); `reveal`, the card of the hand its cost shows, worded.
   */
  summonFromHand(position: 'attack' | 'defense', conditions: string[], reveal?: string, cost?: RuleCostWords): string;
  /** The condition that the Levels of some cards add up to min..max. */
  /** `one`: a single card, so its Level, not a sum ("the Level of the chosen monster is 10"). */
  levels(cards: string, min: number | undefined, max: number | undefined, one?: boolean): string;
  /** "you cannot Normal Summon or Set monsters for the rest of this turn" */
  forbidNormalSummon: string;
  forbidSpecialSummon: string;
  forbidSpecialSummonFromHand: string;
  /** "this turn, {monsters} cannot attack" (a rule on the player's monsters). */
  forbidAttack(monsters: string): string;
  /** "for the rest of this turn, the monsters of {who} of the same Type as {of} cannot attack". */
  forbidAttackRaceOf(who: Who, of: string): string;
  /** "{when}{while this card stays face-up, }{who} cannot Tribute Summon or Tribute Set {monsters}" (a group worded 'any'). */
  /** `duration` null: a lock of a face-up card (continuous); `attackOnly`: only Tribute Summons in Attack Position are forbidden (a Tribute Set stays allowed). */
  forbidTributeSummon(who: Who | 'both', monsters: string, duration: 'thisTurn' | 'opponentsNextTurn' | null, whileFaceUp: boolean, attackOnly?: boolean): string;
  /** "none of your monsters can attack directly" for the rest of this turn (a rule on the player). */
  forbidDirectAttack: string;
  /** "only {monsters} can attack directly this turn". */
  forbidDirectAttackExcept(monsters: string): string;
  /** This turn your opponent cannot activate Traps when `monsters` (yours) declare an attack. */
  forbidTrapsOnAttack(monsters: string, whileFaceUp: boolean): string;
  /** "for the rest of this turn, only {monsters} can attack" (a group, or a referenced card). */
  forbidAttackExcept(monsters: string): string;
  /** "for the rest of this turn, at most n of your monsters can declare attacks". */
  forbidAttackers(n: number): string;
  /** The condition that this card was Summoned this turn. */
  summonedThisTurn: string;
  /** `self` `flippedThisTurn`: turned from face-down to face-up during a Main Phase of this turn. */
  flippedThisTurn: string;
  /** The condition that this card was summoned this turn in one of these ways (by Tributing a monster of that Level). */
  summonedAs(hows: readonly SummonedHow[], tributed: TributedFor | undefined, byRule?: boolean, names?: readonly string[]): string;
  /** "when a monster your opponent controls declares an attack on {target}" etc.; `monster` words a filter on one monster. */
  /** `conds` words a timing's own `if` conditions ("when X while Y"). */
  trigger(t: Trigger, monster: (f: Filter, who: Who | 'both') => string, conds?: (cs: readonly Condition[]) => string): string;
  /** A condition that a group has cards in it. */
  exists(group: string): string;
  /** A condition that a group (worded as "a ...") has no cards in it. */
  none(group: string): string;
  /** A condition that a referenced card is (still) like this, e.g. face-up in Attack Position, or one of the named cards. */
  refIs(ref: string, f: Filter, names: string[]): string;
  choose(what: string): string;
  /** A choice the effect's opponent makes (`choose` `by` `opponent`), from its worded clause ("choose ..."). */
  byOpponent(choice: string): string;
  /** A cost's choice that leaves the effect something to do (`choose` `keepsEffect`), from its worded clause. */
  keepsEffect(choice: string): string;
  /** Groups of which one is chosen whole (`choose` `either`): "1 Ritual monster ... or 3 Zombie monsters ...". */
  either(groups: readonly string[]): string;
  /** Send the top n cards (or n for each of `per`) of a Deck to the GY: yours, your opponent's, or each player's (`both`). */
  mill(amount: Amount, who: Who | 'both'): string;
  /** Draws a number of cards (or a number for each card of a group: `per`). */
  /** `both`: each player draws that many. */
  draw(amount: Amount, who: Who | 'both'): string;
  discard(cards: string): string;
  destroy(cards: string): string;
  /** `owners`: the cards may be the opponent's, so to the hand means to their owner's hand. */
  move(cards: string, to: Dest, shuffle: boolean, owners?: boolean): string;
  reveal(cards: string): string;
  /** Set Spells/Traps face-down in your Spell & Trap Zones. */
  /** `byOpponent`: your opponent Sets them in their own Spell & Trap Zones. */
  set(cards: string, byOpponent?: boolean): string;
  /** The cards a `set` step really Set (kept as `as`). */
  setCards: string;
  damage(who: Who, amount: Amount): string;
  payLp(amount: Amount): string;
  gainLp(who: Who, amount: Amount): string;
  /** "the highest ATK among {of}" (a value). */
  /** `one`: a single card, so simply its figure ("the ATK of the chosen monster"). */
  highest(stat: 'atk' | 'def' | 'level' | 'originalAtk', of: string, one?: boolean): string;
  /** "the total ATK of {cards}" (a value: their current ATK added up). */
  totalAtk(cards: string, plural: boolean): string;
  /** `change`: each changes to the other position (face-up); `faceDownDefense`: turned face-down. */
  position(cards: string, to: 'attack' | 'defense' | 'change' | 'faceDownDefense' | 'attackOrFaceDownDefense' | 'faceUpDefense'): string;
  /** Special Summon; `choice`: in face-up Attack or Defense Position. */
  /** `toOpponent`: you summon them to your opponent's field; `byOpponent`: your opponent summons them (to theirs). */
  specialSummon(cards: string, position: 'attack' | 'defense' | 'choice' | 'faceDownDefense', field?: 'toOpponent' | 'byOpponent'): string;
  /** `atkDef`: the same ATK and DEF change, said once ("loses 200 ATK and DEF"). */
  modify(kind: ModifierKind | 'atkDef', cards: string, amount: Amount, duration: Duration): string;
  /** A battleImmune modify kept only while the monsters stay in that position (its `filter`). */
  battleImmuneWhile(cards: string, position: 'attack' | 'defense', faceUp: boolean, duration: Duration): string;
  /** Joins the clauses of one section into one sentence. */
  sentence(clauses: string[]): string;
  /** Several conditions that must all hold, as one clause. */
  allOf(conditions: string[]): string;
  /** A clause that runs only if the conditions hold. */
  onlyIf(conditions: string[], clause: string): string;
  /** A continuous clause that applies while the conditions hold; without it, worded as `onlyIf`. */
  whileHolds?(conditions: string[], clause: string): string;
  /** A clause the player may decline ("you can ..."). */
  mayDo(clause: string): string;
  /** A clause the effect's opponent may decline ("your opponent can ...", an `ask` `by` `opponent`). */
  opponentMayDo(clause: string): string;
  /** "for each different Attribute among {of}" and similar (the number comes first). */
  per(kind: 'attribute' | 'race' | 'name' | 'card' | 'level' | 'originalLevel' | 'distinctLevel', of: string): string;
}
