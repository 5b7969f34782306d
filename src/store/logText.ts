// The duel log: one line per event that matters, written for the human player (seat 0).
// A card is named only when the human may know it (revealed, face-up, theirs, or public).
import { cardDef, playerView, type DuelEvent, type DuelState, type Seat } from '../engine';
import { HUMAN } from './locate';

export interface LogEntry {
  id: number;
  text: string;
  /** Whose doing it was; null for neutral lines such as a new turn. */
  seat: Seat | null;
  tone: 'turn' | 'plain' | 'battle' | 'damage' | 'win' | 'ai';
  /** The AI's own words for the move that led to this line. */
  why?: string;
}

const HOW: Record<string, string> = {
  normal: 'Normal Summoned',
  tribute: 'Tribute Summoned',
  maximum: 'MAXIMUM Summoned',
  special: 'Special Summoned',
  fusion: 'Fusion Summoned',
  ritual: 'Ritual Summoned',
};

const PLACE: Record<string, string> = {
  hand: 'the hand',
  deck: 'the Deck',
  gy: 'the GY',
  extra: 'the Extra Deck',
  monster: 'the field',
  spellTrap: 'the field',
  field: 'the Field Zone',
};

export type Namer = (uid: number, fallback?: string) => string;

/** Names cards as the human may see them in either the state before or after an action. */
export function namer(before: DuelState, after: DuelState): Namer {
  const views = [playerView(after, HUMAN), playerView(before, HUMAN)];
  return (uid, fallback = 'a face-down card') => {
    const known = views.some((v) => (v.cards[uid]?.id ?? 0) !== 0);
    return known ? cardDef(after, uid).name : fallback;
  };
}

const who = (seat: Seat): string => (seat === HUMAN ? 'You' : 'Opponent');

function line(e: DuelEvent, after: DuelState, name: Namer): [string, LogEntry['tone']] | null {
  switch (e.type) {
    case 'turn':
      return [`Turn ${e.turn}: ${e.player === HUMAN ? 'your' : "the opponent's"} turn`, 'turn'];
    case 'phase':
      if (e.phase === 'battle') return [`${who(e.player)} entered the Battle Phase`, 'battle'];
      return null;
    case 'draw':
      return [e.player === HUMAN ? `You drew ${name(e.card, 'a card')}` : 'Opponent drew a card', 'plain'];
    case 'summon':
      if (e.faceDown) return [`${who(e.player)} Set a monster`, 'plain'];
      return [`${who(e.player)} ${HOW[e.how] ?? 'Summoned'} ${cardDef(after, e.card).name} in ${e.position === 'attack' ? 'Attack' : 'Defense'} Position`, 'plain'];
    case 'set':
      return [`${who(e.player)} Set ${e.player === HUMAN ? name(e.card, 'a card') : 'a card'}${e.zone === 'field' ? ' in the Field Zone' : ''}`, 'plain'];
    case 'move':
      if (['draw', 'summon', 'set', 'battle', 'maximum'].includes(e.reason)) return null;
      if (e.reason === 'tribute') return [`${name(e.card)} was Tributed`, 'plain'];
      if (e.reason === 'material') return [`${name(e.card)} was used as Fusion Material`, 'plain'];
      if (e.from === 'hand' && (e.to === 'spellTrap' || e.to === 'field')) return null;
      return [`${name(e.card, 'a card')} went from ${PLACE[e.from]} to ${PLACE[e.to]}`, 'plain'];
    case 'position':
      if (e.reason === 'battle') return [`${name(e.card)} was flipped face-up`, 'battle'];
      return [`${name(e.card)} is now in ${e.faceDown ? 'face-down ' : ''}${e.position === 'attack' ? 'Attack' : 'Defense'} Position`, 'plain'];
    case 'attack': {
      const target = e.target === 'direct' ? 'directly' : name(e.target, 'a face-down monster');
      return [`${name(e.attacker)} ${e.replay ? 'now attacks' : 'attacks'} ${target}`, 'battle'];
    }
    case 'attackCancelled':
      return [`${name(e.attacker)}'s attack was cancelled`, 'battle'];
    case 'damage':
      if (e.amount <= 0) return null;
      return [`${e.player === HUMAN ? 'You take' : 'Opponent takes'} ${e.amount} damage (LP ${e.lp})`, 'damage'];
    case 'destroy':
      return [`${name(e.card)} was destroyed${e.reason === 'battle' ? ' by battle' : ''}`, 'battle'];
    case 'activate':
      return [`${who(e.player)} activated ${cardDef(after, e.card).name}`, 'plain'];
    case 'reveal':
      return [`${who(e.player)} revealed ${cardDef(after, e.card).name}`, 'plain'];
    case 'shuffle':
      return [`${who(e.player)} shuffled the Deck`, 'plain'];
    case 'stat':
      if (e.kind === 'atk' || e.kind === 'def') {
        return [`${name(e.card)} ${e.value >= 0 ? 'gains' : 'loses'} ${Math.abs(e.value)} ${e.kind.toUpperCase()}`, 'plain'];
      }
      return null;
    case 'win':
      if (e.winner === 'draw') return ['The duel is a draw', 'win'];
      return [`${e.winner === HUMAN ? 'You win' : 'The opponent wins'} (${winWords(e.reason, e.winner)})`, 'win'];
    case 'resolved':
      return null;
  }
}

export function winWords(reason: string, winner: Seat | 'draw'): string {
  const loser = winner === HUMAN ? 'the opponent' : 'you';
  if (reason === 'lp') return `${loser === 'you' ? 'your' : "the opponent's"} LP reached 0`;
  if (reason === 'deckout') return `${loser} could not draw`;
  if (reason === 'concede') return `${loser} conceded`;
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
    if (l) out.push({ id: nextId(), text: l[0], tone: l[1], seat: seatOf(e) });
  }
  return out;
}
