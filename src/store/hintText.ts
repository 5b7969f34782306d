// Words for the trainer's hints: the next card to play, in the board's own vocabulary, as
// messages shown in the player's languages (English kept for the CLI and tests).
import { applyAction, cardDef, type Action, type DuelState, type Seat } from '../engine/play';
import { cardRef, english, hasLanguage, msg, type Lang, type Msg, type Worded } from '../i18n';
import { renderText, stateNames } from '../i18n/engineText';
import { actionMsg, pieceCenter } from './actionLabel';

/**
 * An answer to an effect's question, named as its prompt button names it ("Option 2" says
 * nothing), after the question, in every language loaded now (the question and answer are the
 * engine's text codes; card names in English).
 */
function optionText(state: DuelState, index: number): Worded | null {
  const p = state.pending;
  const o = p?.kind === 'option' ? p.options[index] : undefined;
  if (!p || p.kind !== 'option' || !o) return null;
  const names = stateNames(state, 'en');
  const word = (lang: Lang): string => {
    const question = renderText(p.title, lang, names);
    const answer = renderText(o, lang, names).replace(/[.!?。！？]$/, '');
    if (lang !== 'en') return /[。！？：]$/.test(question) ? `${question}${answer}` : `${question}：${answer}`;
    return /[.!?:]$/.test(question) ? `${question} ${answer}` : `${question}: ${answer}`;
  };
  const worded: Worded['worded'] = { en: word('en') };
  for (const lang of ['ja', 'zh'] as const) if (hasLanguage(lang)) worded[lang] = word(lang);
  return { worded };
}

export function nextMoveMsg(state: DuelState, a: Action): Msg {
  const label = actionMsg(state, a);
  switch (a.type) {
    case 'attack':
      return msg('hint.move', { card: cardRef(cardDef(state, a.attacker)), label });
    case 'enterBattle':
      return msg('hint.battle');
    case 'endTurn':
      return msg('hint.endTurn');
    case 'option': {
      const o = optionText(state, a.index);
      return msg('hint.step', { label: o ?? label });
    }
    case 'select':
    case 'pass':
    case 'done':
    case 'cancel':
      return msg('hint.step', { label });
    case 'activate':
      // A piece's effect is the MAXIMUM monster's: "Yggdrago the Sky Emperor: [L] effect."
      return msg('hint.move', { card: cardRef(cardDef(state, pieceCenter(state, a.card) ?? a.card)), label });
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
