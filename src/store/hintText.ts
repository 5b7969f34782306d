// Words for the trainer's hints: the next card to play, in the board's own vocabulary, as
// messages shown in the player's languages (English kept for the CLI and tests).
import { applyAction, cardDef, type Action, type DuelState, type Seat } from '../engine/play';
import { cardRef, english, msg, type Msg } from '../i18n';
import { actionMsg } from './actionLabel';

export function nextMoveMsg(state: DuelState, a: Action): Msg {
  const label = actionMsg(state, a);
  switch (a.type) {
    case 'attack':
      return msg('hint.move', { card: cardRef(cardDef(state, a.attacker)), label });
    case 'enterBattle':
      return msg('hint.battle');
    case 'endTurn':
      return msg('hint.endTurn');
    case 'select':
    case 'pass':
    case 'done':
    case 'option':
    case 'cancel':
      return msg('hint.step', { label });
    default:
      return msg('hint.move', { card: cardRef(cardDef(state, a.card)), label });
  }
}

export const nextMoveText = (state: DuelState, a: Action): string => english(nextMoveMsg(state, a));

/** The hero's moves of a line as messages, in order (the opponent's replies are left out). */
export function lineMsgs(root: DuelState, line: readonly Action[], hero: Seat): Msg[] {
  const out: Msg[] = [];
  let s = root;
  for (const a of line) {
    if (s.pending?.player === hero) out.push(nextMoveMsg(s, a));
    const r = applyAction(s, a);
    if (!r.ok) break;
    s = r.state;
  }
  return out;
}

/** The same line in English. */
export const lineText = (root: DuelState, line: readonly Action[], hero: Seat): string[] => lineMsgs(root, line, hero).map(english);
