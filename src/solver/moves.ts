// The moves the solver tries at a position: the engine's legal actions, minus variants that
// cannot change the outcome, in an order that reaches typical goals early.
import { cardDef, legalActions, monsterAtk, type Action, type DuelState, type Seat } from '../engine';
import type { Goal } from './goal';

/** Lower comes first. Combo pieces before plain summons, attacks before ending the turn. */
const RANK: Record<Action['type'], number> = {
  maximumSummon: 0,
  activate: 1,
  ruleSummon: 2,
  contactFusion: 2,
  summon: 3,
  changePosition: 4,
  attack: 5,
  enterBattle: 6,
  select: 7,
  done: 8,
  option: 8,
  pass: 9,
  setSpellTrap: 10,
  cancel: 11,
  endTurn: 12,
};

/** Where a card is, when every copy of it there is interchangeable (hand, GY, Extra Deck). */
function pileOf(state: DuelState, uid: number): string | null {
  for (const seat of [0, 1] as const) {
    const p = state.players[seat];
    if (p.hand.includes(uid)) return `h${seat}`;
    if (p.gy.includes(uid)) return `g${seat}`;
    if (p.extra.includes(uid)) return `x${seat}`;
  }
  return null;
}

/**
 * A key equal for actions with the same outcome up to which copy of a card moves:
 * summoning the first or second copy of a card in hand, or into zone 0 or zone 1.
 */
function sameOutcomeKey(state: DuelState, a: Action): string | null {
  const card = 'card' in a ? a.card : null;
  if (card === null) return null;
  const pile = pileOf(state, card);
  const who = pile === null ? `u${card}` : `${pile}:${state.cards[card]?.id ?? 0}`;
  switch (a.type) {
    case 'summon': return `summon ${who} ${a.position}${a.rule === undefined ? '' : ` r${a.rule}`}`;
    case 'setSpellTrap': return `set ${who} ${a.zone === 'field' ? 'f' : ''}`;
    case 'ruleSummon': return a.cost !== undefined ? `rule ${who} c${a.cost}` : a.reveal === undefined ? `rule ${who}` : `rule ${who} r${a.reveal}`;
    case 'contactFusion': return `contact ${who} ${a.materials.join('.')} ${a.position}`;
    case 'activate': return `act ${who} ${a.effect}`;
    case 'select': return `sel ${who}`;
    default: return null;
  }
}

/** A move worth trying for the hero: endTurn only matters when the goal outlasts the turn. */
function useful(a: Action, goal: Goal, hero: boolean): boolean {
  if (a.type === 'cancel') return false; // leads back to a position already searched
  if (hero && a.type === 'endTurn' && goal.kind !== 'survive') return false;
  return true;
}

function attackScore(state: DuelState, a: Action): number {
  if (a.type !== 'attack') return 0;
  const slot = state.players[state.turnPlayer].monsters.find((m) => m?.uid === a.attacker);
  return (a.target === 'direct' ? -1e6 : 0) - (slot ? monsterAtk(state, slot) : 0);
}

function summonScore(state: DuelState, a: Action): number {
  if (a.type !== 'summon' && a.type !== 'ruleSummon' && a.type !== 'contactFusion') return 0;
  const d = cardDef(state, a.card);
  return (a.type === 'summon' && a.position === 'set' ? 1e5 : 0) - (d.atk ?? 0);
}

export function orderedMoves(state: DuelState, goal: Goal, hero: Seat): Action[] {
  const isHero = state.pending?.player === hero;
  const seen = new Set<string>();
  const out: Action[] = [];
  for (const a of legalActions(state)) {
    if (!useful(a, goal, isHero)) continue;
    const key = sameOutcomeKey(state, a);
    if (key !== null) {
      if (seen.has(key)) continue;
      seen.add(key);
    }
    out.push(a);
  }
  const score = (a: Action): number => RANK[a.type] * 1e7 + attackScore(state, a) + summonScore(state, a);
  // The opponent's Trap activations come before passing: a refutation is found sooner.
  return out.map((a, i) => ({ a, s: score(a), i })).sort((x, y) => x.s - y.s || x.i - y.i).map((x) => x.a);
}
