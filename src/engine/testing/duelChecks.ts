// Checks that every transition of a duel must pass (property tests call these per step).
import { applyAction, stateProblems, whyNot } from '../index';
import type { Action, DuelState, Seat } from '../index';
import { scriptOf } from '../effects/registry';
import { textKey, type EngineText } from '../text';
import { countCards, type DuelStep } from './randomDuel';
import { actionKey } from './junkActions';

function seatProblems(s: DuelState, at: string, out: string[]): void {
  for (const seat of [0, 1] as const) {
    const p = s.players[seat];
    if (p.monsters.length !== 3 || p.spellTraps.length !== 3) out.push(`${at} player ${seat}: zone arrays must have 3 entries`);
    if (p.monsters.filter(Boolean).length > 3) out.push(`${at} player ${seat}: more than 3 monsters`);
    if (p.spellTraps.filter(Boolean).length > 3) out.push(`${at} player ${seat}: more than 3 spells/traps`);
    p.monsters.forEach((m, z) => {
      if (m?.maximum && (z !== 1 || p.monsters[0] !== null || p.monsters[2] !== null)) {
        out.push(`${at} player ${seat}: MAXIMUM monster in zone ${z} does not fill all three Monster Zones`);
      }
    });
    if (p.lp < 0) out.push(`${at} player ${seat}: LP ${p.lp} is negative`);
  }
}

/** What is wrong with one state on its own: stateProblems, the card count, zone limits, LP. */
export function stateOnlyProblems(s: DuelState, at = 'state'): string[] {
  const out = stateProblems(s).map((p) => `stateProblems: ${p}`);
  const n = countCards(s);
  if (n !== s.cards.length) out.push(`${at}: ${n} cards in places but the duel has ${s.cards.length}`);
  seatProblems(s, at, out);
  return out;
}

/**
 * What is wrong with one transition, as readable lines ([] when nothing): the state
 * invariants, the card count, zone limits, LP moving only through damage events, and the
 * end of the duel. Properties 1, 2, 3 and 9 of the property tests.
 */
export function transitionProblems(step: DuelStep): string[] {
  const { before, after, events, legal } = step;
  const out = stateOnlyProblems(after, 'after');
  if (after.cards !== before.cards) out.push('the card table was replaced');
  const nb = countCards(before);
  const na = countCards(after);
  if (na !== nb) out.push(`card count went from ${nb} to ${na}`);
  // A MAXIMUM monster fills all three zones: no Summon into a zone may be offered next to it.
  const pend = before.pending;
  if (pend?.kind === 'main' && before.players[pend.player].monsters[1]?.maximum) {
    const bad = legal.find((a) => (a.type === 'summon' && a.zone !== undefined) || a.type === 'ruleSummon');
    if (bad) out.push(`a Summon into a zone is offered next to a MAXIMUM monster: ${JSON.stringify(bad)}`);
  }
  // LP change only through damage and gainLp events, and each event's lp is the LP after it.
  for (const seat of [0, 1] as const) {
    let lp = before.players[seat].lp;
    for (const e of events) {
      if (e.type === 'gainLp' && e.player === seat) {
        if (!Number.isInteger(e.amount) || e.amount <= 0 || e.lp !== lp + e.amount) out.push(`player ${seat}: gain of ${e.amount} LP at ${lp} reports lp ${e.lp}`);
        lp = e.lp;
        continue;
      }
      if (e.type !== 'damage' || e.player !== seat) continue;
      if (!Number.isInteger(e.amount) || e.amount < 0) out.push(`damage event with amount ${e.amount}`);
      const expected = Math.max(0, lp - e.amount);
      if (e.lp !== expected) out.push(`player ${seat}: damage ${e.amount} at ${lp} LP reports lp ${e.lp}, expected ${expected}`);
      lp = e.lp;
    }
    const now = after.players[seat].lp;
    if (now !== lp) out.push(`player ${seat}: LP went ${before.players[seat].lp} -> ${now} but the LP events say ${lp}`);
  }
  // The end of the duel.
  if ((after.winner === null) !== (after.pending !== null)) out.push(`winner ${after.winner} with pending ${JSON.stringify(after.pending)}`);
  if ((after.winner === null) !== (after.winReason === null)) out.push(`winner ${after.winner} with winReason ${after.winReason}`);
  const wins = events.filter((e) => e.type === 'win');
  if (after.winner === null || before.winner !== null) {
    if (wins.length > 0) out.push(`a win event while the duel ${before.winner !== null ? 'was already over' : 'goes on'}`);
  } else {
    const w = wins[0];
    if (wins.length !== 1 || !w || w.winner !== after.winner || w.reason !== after.winReason) {
      out.push(`the duel ended (${after.winner} by ${after.winReason}) with win events ${JSON.stringify(wins)}`);
    }
    const losers: Seat[] = after.winner === 'draw' ? [0, 1] : [after.winner === 0 ? 1 : 0];
    if (after.winReason === 'lp') {
      for (const l of losers) if (after.players[l].lp !== 0) out.push(`player ${l} lost by LP with ${after.players[l].lp} LP`);
      if (after.winner !== 'draw' && after.players[after.winner].lp === 0) out.push('the winner by LP is at 0 LP too');
    } else if (after.winReason === 'deckout') {
      if (after.winner === 'draw') out.push('a deck-out draw');
      for (const l of losers) if (after.players[l].deck.length !== 0) out.push(`player ${l} lost by deck-out with ${after.players[l].deck.length} cards in the deck`);
    } else {
      out.push(`the duel ended by ${after.winReason}, which no action can cause`);
    }
  }
  return out;
}

/**
 * Problems with legalActions itself: a listed action whyNot refuses, or one listed twice.
 * `seen` receives the actionKey of every listed action.
 */
export function listedProblems(state: DuelState, legal: readonly Action[], seen = new Set<string>()): string[] {
  const out: string[] = [];
  for (const a of legal) {
    const why = whyNot(state, a);
    if (why !== null) out.push(`listed ${JSON.stringify(a)} but whyNot says: ${textKey(why)}`);
    const k = actionKey(a);
    if (seen.has(k)) out.push(`listed twice: ${JSON.stringify(a)}`);
    seen.add(k);
  }
  return out;
}

export interface OffListCheck {
  accepted: boolean;
  listed: boolean;
  /** Set when a property broke. */
  problem: string | null;
}

/**
 * Offers `action` (usually junk) to whyNot and applyAction and checks they agree with each
 * other and with the list: accepted iff listed; a refusal has a reason and returns the very
 * same state object. Mutating a deep-frozen `state` throws, which is reported as a problem.
 */
export function checkOffered(state: DuelState, legalKeys: ReadonlySet<string>, action: unknown): OffListCheck {
  const listed = legalKeys.has(actionKey(action));
  let why: EngineText | null;
  let res: ReturnType<typeof applyAction>;
  try {
    why = whyNot(state, action);
    res = applyAction(state, action as Action);
  } catch (e) {
    return { accepted: false, listed, problem: `threw ${String(e)}` };
  }
  const accepted = res.ok;
  let problem: string | null = null;
  if ((why === null) !== accepted) problem = `whyNot says ${JSON.stringify(why)} but applyAction ok=${accepted}`;
  else if (!res.ok && typeof res.error?.code !== 'string') problem = 'refused without a reason';
  else if (!res.ok && res.state !== state) problem = 'a refused action did not return the same state object';
  else if (res.ok && res.state === state) problem = 'an accepted action returned the input state object';
  else if (listed && !accepted) problem = `listed but refused: ${why ? textKey(why) : ''}`;
  else if (!listed && accepted) problem = 'accepted but not listed by legalActions';
  return { accepted, listed, problem };
}

/**
 * A broad set of actions to offer in one state, for exhaustive legality checks: every
 * action type with every card on the field or in a hand (and a few others), every zone and
 * position, every attack from a monster on the field (or a few other cards) at every such
 * card, and every MAXIMUM triple from the first 7 cards of the hand.
 */
export function candidateActions(s: DuelState): unknown[] {
  const uids = new Set<number>([-1, s.cards.length]);
  const attackers = new Set<number>([-1]);
  for (const p of s.players) {
    for (const u of [...p.hand, ...p.gy.slice(-1), ...p.deck.slice(0, 1), ...p.extra.slice(0, 1)]) uids.add(u);
    for (const m of p.monsters) {
      if (!m) continue;
      for (const u of [m.uid, ...(m.maximum ? [m.maximum.left, m.maximum.right] : [])]) {
        uids.add(u);
        attackers.add(u);
      }
    }
    for (const x of [...p.spellTraps, p.field]) if (x) uids.add(x.uid);
    if (p.hand[0] !== undefined) attackers.add(p.hand[0]);
  }
  if (s.pending?.kind === 'choose') s.pending.from.forEach((u) => uids.add(u));
  const out: unknown[] = [{ type: 'enterBattle' }, { type: 'endTurn' }, { type: 'cancel' }, { type: 'done' }, { type: 'pass' }];
  const options = s.pending?.kind === 'option' ? s.pending.options.length : 2;
  for (let index = -1; index <= options; index++) out.push({ type: 'option', index });
  for (const c of uids) {
    const effects = c >= 0 && c < s.cards.length ? (scriptOf(s, c)?.effects ?? []).map((e) => e.id) : [];
    for (const effect of [...effects, 'no-such-effect']) out.push({ type: 'activate', card: c, effect });
    for (const zone of [0, 1, 2, 3]) out.push({ type: 'ruleSummon', card: c, zone });
    // A rule whose cost reveals a card of the hand: each card named as the one revealed.
    for (const reveal of uids) out.push({ type: 'ruleSummon', card: c, zone: 0, reveal });
    // A rule whose cost sends or places a card: each card named as the cost, in each zone.
    const costly = c >= 0 && c < s.cards.length && scriptOf(s, c)?.summon?.fromHand?.cost !== undefined;
    for (const cost of uids) for (const zone of costly ? [0, 1, 2] : [0]) out.push({ type: 'ruleSummon', card: c, zone, cost });
    for (const position of ['attack', 'set', 'defense']) {
      for (const zone of [undefined, 0, 1, 2, 3]) out.push(zone === undefined ? { type: 'summon', card: c, position } : { type: 'summon', card: c, position, zone });
    }
    for (const zone of [0, 1, 2, 3, 'field']) out.push({ type: 'setSpellTrap', card: c, zone });
    out.push({ type: 'changePosition', card: c }, { type: 'select', card: c });
  }
  for (const c of attackers) {
    out.push({ type: 'attack', attacker: c, target: 'direct' });
    for (const t of uids) out.push({ type: 'attack', attacker: c, target: t });
  }
  const hand = s.pending ? s.players[s.pending.player].hand.slice(0, 7) : [];
  for (const c of hand) for (const l of hand) for (const r of hand) out.push({ type: 'maximumSummon', card: c, left: l, right: r });
  out.push(...contactCandidates(s));
  return out;
}

/**
 * Contact Fusions from the first Extra Deck cards of the player to act: every set of that
 * player's monsters (also in descending order), one with an opponent's monster, both positions.
 */
function contactCandidates(s: DuelState): unknown[] {
  const seat = s.pending?.player;
  if (seat === undefined) return [];
  const mine = s.players[seat].monsters.flatMap((m) => (m ? [m.uid] : []));
  const theirs = s.players[seat === 0 ? 1 : 0].monsters.flatMap((m) => (m ? [m.uid] : []));
  const sets: number[][] = [];
  for (let bits = 1; bits < 1 << mine.length; bits++) {
    const set = mine.filter((_, i) => (bits >> i) & 1).sort((a, b) => a - b);
    sets.push(set);
    if (set.length > 1) sets.push([...set].reverse());
  }
  if (mine[0] !== undefined && theirs[0] !== undefined) sets.push([mine[0], theirs[0]].sort((a, b) => a - b));
  const out: unknown[] = [];
  for (const card of s.players[seat].extra.slice(0, 3)) {
    for (const materials of sets) for (const position of ['attack', 'defense']) out.push({ type: 'contactFusion', card, materials, position });
  }
  return out;
}
