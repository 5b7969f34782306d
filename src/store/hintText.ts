// Words for the trainer's hints: the next card to play, in the board's own vocabulary.
import { applyAction, cardName, type Action, type DuelState, type Seat } from '../engine/play';
import { englishText } from '../i18n/engineText';
import { actionLabel, pieceCenter } from './actionLabel';

/** An answer to an effect's question, named as its prompt button names it ("Option 2" says nothing), after the question. */
function optionText(state: DuelState, index: number): string | null {
  const p = state.pending;
  const o = p?.kind === 'option' ? p.options[index] : undefined;
  if (!p || p.kind !== 'option' || !o) return null;
  const question = englishText(p.title, state);
  const answer = englishText(o, state).replace(/[.!?]$/, '');
  return /[.!?:]$/.test(question) ? `${question} ${answer}.` : `${question}: ${answer}.`;
}

export function nextMoveText(state: DuelState, a: Action): string {
  const label = actionLabel(state, a);
  switch (a.type) {
    case 'attack':
      return `${cardName(state, a.attacker)}: ${label}.`;
    case 'enterBattle':
      return 'Go to the Battle Phase.';
    case 'endTurn':
      return 'End your turn.';
    case 'option': {
      const o = optionText(state, a.index);
      return o ?? `${label}.`;
    }
    case 'select':
    case 'pass':
    case 'done':
    case 'cancel':
      return `${label}.`;
    case 'activate':
      // A piece's effect is the MAXIMUM monster's: "Yggdrago the Sky Emperor: [L] effect."
      return `${cardName(state, pieceCenter(state, a.card) ?? a.card)}: ${label}.`;
    default:
      return `${cardName(state, a.card)}: ${label}.`;
  }
}

/** The hero's moves of a line in words, in order (the opponent's replies are left out). */
export function lineText(root: DuelState, line: readonly Action[], hero: Seat): string[] {
  const out: string[] = [];
  let s = root;
  for (const a of line) {
    if (s.pending?.player === hero) out.push(nextMoveText(s, a));
    const r = applyAction(s, a);
    if (!r.ok) break;
    s = r.state;
  }
  return out;
}
