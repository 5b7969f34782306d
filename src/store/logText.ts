// The duel log: one line per event that matters, written for the human player (seat 0).
// A card is named only when the human may know it (revealed, face-up, theirs, or public).
import { cardDef, playerView, type DuelEvent, type DuelState, type Seat } from '../engine/play';
import { cardRef, english, msg, type CardRef, type Msg, type StringKey } from '../i18n';
import { HUMAN, locate, zoneNumber } from './locate';
import type { SavedLogLine } from '../persist/savedDuel';

/** A log line: its shape is the saved-game format's (src/persist/savedDuel.ts). */
export type LogEntry = SavedLogLine;

const HOW: Record<string, StringKey> = {
  normal: 'log.sumNormal',
  tribute: 'log.sumTribute',
  maximum: 'log.sumMaximum',
  special: 'log.sumSpecial',
  fusion: 'log.sumFusion',
  ritual: 'log.sumRitual',
};

const PLACE: Record<string, StringKey> = {
  hand: 'place.hand',
  deck: 'place.deck',
  gy: 'place.gy',
  extra: 'place.extra',
  monster: 'place.field',
  spellTrap: 'place.field',
  field: 'place.fieldZone',
};

/** The most lines the duel log keeps (older ones drop off as a duel goes on). */
export const LOG_KEEP = 200;

/**
 * A saved log as the duel log keeps it: its last LOG_KEEP lines, the first saying how many
 * earlier ones were left out. A damaged or hand-made save of 100,000 lines took 14.5 s to show.
 */
export function keptLog(log: readonly LogEntry[]): LogEntry[] {
  if (log.length <= LOG_KEEP) return [...log];
  const kept = log.slice(-(LOG_KEEP - 1));
  const cut = msg('log.cut', { n: log.length - kept.length });
  let first = Infinity;
  for (const l of kept) first = Math.min(first, l.id);
  return [{ id: first - 1, text: english(cut), msg: cut, seat: null, tone: 'plain' }, ...kept];
}

export type Namer = (uid: number, fallback?: Msg) => CardRef | Msg;

/** Names cards as the human may see them in either the state before or after an action. */
export function namer(before: DuelState, after: DuelState): Namer {
  const views = [playerView(after, HUMAN), playerView(before, HUMAN)];
  return (uid, fallback = msg('log.faceDownCard')) => {
    const known = views.some((v) => (v.cards[uid]?.id ?? 0) !== 0);
    if (!known) return fallback;
    const ref = cardRef(cardDef(after, uid));
    const zone = sharedNameZone(before, uid) ?? sharedNameZone(after, uid);
    return zone ? msg('log.cardInZone', { card: ref, zone }) : ref;
  };
}

/** A monster's zone, when another monster on the field has the same name (else null). */
export function sharedNameZone(state: DuelState, uid: number): Msg | null {
  const loc = locate(state, uid);
  if (!loc || loc.place !== 'monster') return null;
  const name = cardDef(state, uid).name;
  const twins = state.players.some((p) => p.monsters.some((m) => m && m.uid !== uid && !m.faceDown && cardDef(state, m.uid).name === name));
  if (!twins) return null;
  return msg(loc.seat === HUMAN ? 'log.yourZone' : 'log.theirZone', { n: zoneNumber(loc.seat, loc.index) });
}

const who = (seat: Seat): Msg => msg(seat === HUMAN ? 'log.you' : 'log.opponent');
const A_CARD = msg('log.aCard');

function line(e: DuelEvent, after: DuelState, name: Namer): [Msg, LogEntry['tone']] | null {
  const card = (uid: number): CardRef => cardRef(cardDef(after, uid));
  switch (e.type) {
    case 'turn':
      return [msg(e.player === HUMAN ? 'log.turnYou' : 'log.turnOpp', { n: e.turn }), 'turn'];
    case 'phase':
      if (e.phase === 'battle') return [msg('log.battle', { who: who(e.player) }), 'battle'];
      return null;
    case 'draw':
      return [e.player === HUMAN ? msg('log.drewYou', { card: name(e.card, A_CARD) }) : msg('log.drewOpp'), 'plain'];
    case 'summon':
      if (e.faceDown) return [msg('log.setMonster', { who: who(e.by ?? e.player) }), 'plain'];
      return [msg(HOW[e.how] ?? 'log.sumOther', { who: who(e.by ?? e.player), card: card(e.card), pos: msg(e.position === 'attack' ? 'log.posAtk' : 'log.posDef') }), 'plain'];
    case 'set':
      return [msg(e.zone === 'field' ? 'log.setField' : 'log.set', { who: who(e.player), card: e.player === HUMAN ? name(e.card, A_CARD) : A_CARD }), 'plain'];
    case 'move':
      if (['draw', 'summon', 'set', 'battle', 'maximum'].includes(e.reason)) return null;
      if (e.reason === 'tribute') return [msg('log.tributed', { card: name(e.card) }), 'plain'];
      if (e.reason === 'material') return [msg('log.material', { card: name(e.card) }), 'plain'];
      if (e.from === 'hand' && (e.to === 'spellTrap' || e.to === 'field')) return null;
      return [msg('log.moved', { card: name(e.card, A_CARD), from: msg(PLACE[e.from] ?? 'place.field'), to: msg(PLACE[e.to] ?? 'place.field') }), 'plain'];
    case 'position':
      if (e.reason === 'battle') return [msg('log.flipped', { card: name(e.card) }), 'battle'];
      return [msg('log.position', { card: name(e.card), pos: msg(e.faceDown ? (e.position === 'attack' ? 'log.posFdAtk' : 'log.posFdDef') : e.position === 'attack' ? 'log.posAtk' : 'log.posDef') }), 'plain'];
    case 'attack': {
      const key: StringKey = e.target === 'direct' ? (e.replay ? 'log.reattackDirect' : 'log.attackDirect') : e.replay ? 'log.reattack' : 'log.attack';
      const target = e.target === 'direct' ? '' : name(e.target, msg('log.faceDownMonster'));
      return [msg(key, { card: name(e.attacker), target }), 'battle'];
    }
    case 'attackCancelled':
      return [msg('log.attackCancelled', { card: name(e.attacker) }), 'battle'];
    case 'damage':
      if (e.amount <= 0) return null;
      // LP paid as a cost is not damage (the end screen does not count it either).
      if (e.reason === 'cost') return [msg(e.player === HUMAN ? 'log.paidYou' : 'log.paidOpp', { n: e.amount, lp: e.lp }), 'plain'];
      return [msg(e.player === HUMAN ? 'log.damageYou' : 'log.damageOpp', { n: e.amount, lp: e.lp }), 'damage'];
    case 'gainLp':
      return [msg(e.player === HUMAN ? 'log.gainLpYou' : 'log.gainLpOpp', { n: e.amount, lp: e.lp }), 'plain'];
    case 'destroy':
      return [msg(e.reason === 'battle' ? 'log.destroyedBattle' : 'log.destroyed', { card: name(e.card) }), 'battle'];
    case 'activate':
      return [msg('log.activated', { who: who(e.player), card: card(e.card) }), 'plain'];
    case 'reveal':
      return [msg('log.revealed', { who: who(e.player), card: card(e.card) }), 'plain'];
    case 'control':
      return [msg('log.control', { who: who(e.player), card: name(e.card) }), 'plain'];
    case 'shuffle':
      return [msg('log.shuffled', { who: who(e.player) }), 'plain'];
    case 'coin':
      return [msg(e.heads ? 'log.coinHeads' : 'log.coinTails', { who: who(e.player) }), 'plain'];
    case 'die':
      return [msg('log.dieRolled', { who: who(e.player), n: e.result }), 'plain'];
    case 'stat':
      if (e.kind === 'atk' || e.kind === 'def') {
        const key: StringKey = e.kind === 'atk' ? (e.value >= 0 ? 'log.gainAtk' : 'log.loseAtk') : e.value >= 0 ? 'log.gainDef' : 'log.loseDef';
        return [msg(key, { card: name(e.card), n: Math.abs(e.value) }), 'plain'];
      }
      return null;
    case 'win':
      if (e.winner === 'draw') return [msg('log.draw'), 'win'];
      return [msg(e.winner === HUMAN ? 'log.youWin' : 'log.oppWins', { why: winWords(e.reason, e.winner) }), 'win'];
    case 'resolved':
      return null;
  }
}

/** Why the duel ended, as a phrase ("your LP reached 0"). */
export function winWords(reason: string, winner: Seat | 'draw'): Msg | string {
  const you = winner !== HUMAN;
  if (reason === 'lp') return msg(you ? 'win.lpYou' : 'win.lpOpp');
  if (reason === 'deckout') return msg(you ? 'win.deckoutYou' : 'win.deckoutOpp');
  if (reason === 'concede') return msg(you ? 'win.concedeYou' : 'win.concedeOpp');
  return reason;
}

function seatOf(e: DuelEvent): Seat | null {
  if (e.type === 'turn' || e.type === 'win') return null;
  return e.player;
}

/** Log lines for the events of one action. */
export function logLines(before: DuelState, after: DuelState, events: readonly DuelEvent[], nextId: () => number): LogEntry[] {
  const name = namer(before, after);
  const out: LogEntry[] = [];
  for (const e of events) {
    const l = line(e, after, name);
    if (l) out.push({ id: nextId(), text: english(l[0]), msg: l[0], tone: l[1], seat: seatOf(e) });
  }
  return out;
}
