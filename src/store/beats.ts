// Beats: the animation script of one action, built from its engine events. The board shows
// the state before the action while the "pre" beats play (an attacker lunging at its
// target), then the state after it while the "post" beats play (damage, banners...).
import { cardDef, type DuelEvent, type DuelState, type Seat } from '../engine/play';
import { HUMAN, locate, locKey, lpKey } from './locate';
import { cardRef, msg, type CardRef, type Msg } from '../i18n';
import { namer } from './logText';

export type BeatKind =
  | 'turn'
  | 'phase'
  | 'draw'
  | 'summon'
  | 'maximum'
  | 'fusion'
  | 'set'
  | 'flip'
  | 'attack'
  | 'damage'
  | 'destroy'
  | 'activate'
  | 'win';

export interface Beat {
  id: number;
  kind: BeatKind;
  /** Length at normal speed, in milliseconds. */
  ms: number;
  seat: Seat | null;
  /** Board place the beat is about (see locKey). */
  loc?: string;
  /** Where an attack goes: a monster zone or an LP readout. */
  to?: string;
  amount?: number;
  /** Words for the banner: a message or a card's name. */
  text?: Msg | CardRef;
}

const MS: Record<BeatKind, number> = {
  turn: 950,
  phase: 650,
  draw: 200,
  summon: 450,
  maximum: 1500,
  fusion: 1000,
  set: 250,
  flip: 350,
  attack: 600,
  damage: 750,
  destroy: 420,
  activate: 900,
  win: 1500,
};

function keyOf(state: DuelState, uid: number): string | undefined {
  const loc = locate(state, uid);
  return loc ? locKey(loc) : undefined;
}

export function beatsFor(
  before: DuelState,
  after: DuelState,
  events: readonly DuelEvent[],
  nextId: () => number,
): { pre: Beat[]; post: Beat[] } {
  const name = namer(before, after);
  const pre: Beat[] = [];
  const post: Beat[] = [];
  const attackAt = events.findIndex((e) => e.type === 'attack');
  events.forEach((e, i) => {
    const list = i <= attackAt ? pre : post;
    const beat = (kind: BeatKind, extra: Partial<Beat> = {}, seat: Seat | null = null): void => {
      list.push({ id: nextId(), kind, ms: MS[kind], seat, ...extra });
    };
    switch (e.type) {
      case 'turn':
        beat('turn', { text: msg(e.player === HUMAN ? 'duel.yourTurn' : 'duel.theirTurn'), amount: e.turn }, e.player);
        break;
      case 'phase':
        if (e.phase === 'battle') beat('phase', { text: msg('duel.battle') }, e.player);
        break;
      case 'draw':
        beat('draw', { loc: keyOf(after, e.card) }, e.player);
        break;
      case 'summon': {
        const kind = e.how === 'maximum' ? 'maximum' : e.how === 'fusion' ? 'fusion' : e.faceDown ? 'set' : 'summon';
        const text = e.faceDown ? undefined : cardRef(cardDef(after, e.card));
        beat(kind, { loc: keyOf(after, e.card), text }, e.player);
        break;
      }
      case 'set':
        beat('set', { loc: keyOf(after, e.card) }, e.player);
        break;
      case 'position':
        if (!e.faceDown) beat('flip', { loc: keyOf(after, e.card) }, e.player);
        break;
      case 'attack': {
        const to = e.target === 'direct' ? lpKey(e.player === HUMAN ? 1 : 0) : keyOf(before, e.target);
        beat('attack', { loc: keyOf(before, e.attacker), to, text: name(e.attacker) }, e.player);
        break;
      }
      case 'damage':
        if (e.amount > 0) beat('damage', { amount: e.amount, loc: lpKey(e.player) }, e.player);
        break;
      case 'destroy':
        beat('destroy', { loc: keyOf(before, e.card) }, e.player);
        break;
      case 'activate':
        beat('activate', { loc: keyOf(after, e.card), text: cardRef(cardDef(after, e.card)) }, e.player);
        break;
      case 'win':
        beat('win', { text: msg(e.winner === 'draw' ? 'end.draw' : e.winner === HUMAN ? 'end.win' : 'end.lose') }, null);
        break;
      default:
        break;
    }
  });
  return { pre, post: squeeze(post) };
}

/** Many draws in a row (the opening deal) play as one short beat. */
function squeeze(beats: Beat[]): Beat[] {
  const out: Beat[] = [];
  for (const b of beats) {
    const last = out[out.length - 1];
    if (b.kind === 'draw' && last?.kind === 'draw') continue;
    out.push(b);
  }
  return out;
}
