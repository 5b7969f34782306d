// English wording of the words added for the MAXIMUM, Dragon and Beginner decks' documents.
import { inWords } from '../numberWords';
import type { MorePhrases } from '../phrasebook';

export const EN_MORE: MorePhrases = {
  evenIfZero: (clause) => `${clause} (even if that comes to 0)`,
  lpDifference: "the difference between both players' LP",
  sameCount: (a, b) => `the number of ${a} equals the number of ${b}`,
  lpBy: (cmp, n) => (cmp === 'lower' ? `your LP are ${n} or more below your opponent's` : `your LP are ${n} or more above your opponent's`),
  withLevels: (clause, min, max) => `${clause} whose Levels add up to ${min !== undefined && max !== undefined ? (min === max ? `${min}` : `${min} to ${max}`) : min !== undefined ? `${min} or more` : `${max ?? 0} or less`}`,
  lockTraps: 'no player may activate a Trap Card, so no Trap effect can resolve',
  summonedFrom: (clause, from) =>
    clause.replace(/ this turn/, ` from your ${from.map((f) => (f === 'gy' ? 'GY' : f === 'extra' ? 'Extra Deck' : f === 'deck' ? 'Deck' : 'hand')).join(' or ')} this turn`),
  distinctAtLeast: (kind, group, n) => `there are ${n} or more different ${kind === 'race' ? 'Types' : kind === 'attribute' ? 'Attributes' : 'names'} among the ${group}`,
  attackTarget: 'the monster being attacked',
  tributeValue: (cards, n, monster, position, when) =>
    `${when}${cards} counts as ${inWords(n)} Tributes when you Tribute Summon ${monster}${position ? ` in ${position === 'attack' ? 'Attack' : 'Defense'} Position` : ''}`,
  extraAttacksOnMonsters: (cards, n, when) =>
    `${when}${cards} can make ${n === 1 ? 'a second attack' : `${inWords(n)} extra attacks`} on monsters (not after attacking directly)`,
  noMoreThan: (clause, of) => `${clause}, no more than the number of ${of}`,
  sentFromHand: (plural, who) => `the card${plural ? 's' : ''} sent from ${who === 'you' ? 'your' : "your opponent's"} hand`,
  chooseRandom: (what, howMany) => `pick ${what} at random${howMany ? ' (you decide how many)' : ''}`,
  excavateOpponent: (n) => `your opponent reveals the top ${inWords(n)} cards of their Deck`,
  moveInOrder: (cards, to, who) => `${who === 'you' ? 'you put' : 'your opponent puts'} ${cards} on the ${to === 'deckTop' ? 'top' : 'bottom'} of the Deck in the order ${who === 'you' ? 'you pick' : 'they pick'}`,
  choiceLabel: (k, n) => `[Choice ${k} of ${n}: activate one of them, once per turn in all]\n`,
  revealed: (plural, monsters) => `the revealed ${monsters ? 'monster' : 'card'}${plural ? 's' : ''}`,
  changedCards: (to) => `the monsters whose position this effect changed${to === 'attack' ? ' to Attack Position' : to === 'defense' ? ' to Defense Position' : to === 'faceDownDefense' ? ' to face-down' : ''}`,
  movedCards: (to, shuffle, plural) =>
    `the ${plural ? 'cards' : 'card'} ${to === 'hand' ? 'added to the hand' : shuffle ? 'shuffled into the Deck' : `put on the ${to === 'deckTop' ? 'top' : 'bottom'} of the Deck`}`,
  numberIs: (cards, min, max) =>
    `the number of ${cards} is ${min !== undefined && max !== undefined ? (min === max ? `exactly ${inWords(min)}` : `${inWords(min)} to ${inWords(max)}`) : min !== undefined ? `${inWords(min)} or more` : `${inWords(max ?? 0)} or less`}`,
  chooseAsMany: (what, of) => `choose as many ${what} as ${of}`,
  until: (d) => (d === 'thisTurn' ? 'for the rest of the turn' : d === 'opponentsNextTurn' ? "until your opponent's next turn is over" : 'for as long as it stays face-up'),
  when: (d) => (d === 'thisTurn' ? 'this turn, ' : d === 'opponentsNextTurn' ? "until your opponent's next turn is over, " : 'for as long as it stays face-up, '),
};
