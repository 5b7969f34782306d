// The words for who goes first in a match duel, and why (docs/match.md).
import type { StringKey } from '../../i18n';
import type { Match } from '../../match/types';

/** Why the chooser chooses: the coin toss (duel 1), the loser of the last duel, or after a draw who went second. */
export function chooserKey(m: Match): StringKey {
  const who = m.chooser === 0 ? 'you' : 'ai';
  return `match.${m.why === 'toss' ? 'toss' : m.why}.${who}` as StringKey;
}

/** "You go first: you chose it." and the like, for the duel on (first decided). */
export function firstKey(m: Match): StringKey | null {
  if (m.first === null) return null;
  if (m.first === 1 && m.chooser === 0) return 'match.whoFirst.ai.given';
  const who = m.first === 0 ? 'you' : 'ai';
  return `match.whoFirst.${who}.${m.why === 'toss' ? 'toss' : 'chose'}` as StringKey;
}
