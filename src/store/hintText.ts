// Words for the trainer's hints: the next card to play, in the board's own vocabulary.
import { cardName, type Action, type DuelState } from '../engine';
import { actionLabel } from './actionLabel';

export function nextMoveText(state: DuelState, a: Action): string {
  const label = actionLabel(state, a);
  switch (a.type) {
    case 'attack':
      return `${cardName(state, a.attacker)}: ${label}.`;
    case 'enterBattle':
      return 'Go to the Battle Phase.';
    case 'endTurn':
      return 'End your turn.';
    case 'select':
    case 'pass':
    case 'done':
    case 'option':
    case 'cancel':
      return `${label}.`;
    default:
      return `${cardName(state, a.card)}: ${label}.`;
  }
}
