import '../styles/match.css';
import { score } from '../../match/flow';
import { useMatch } from '../../store/matchStore';
import { useT } from '../useT';
import { firstKey } from './whoFirst';

/** During a match duel: which duel, the score, who goes first and why. */
export function MatchBar() {
  const t = useT();
  const match = useMatch((s) => s.match);
  if (!match || match.phase !== 'duel') return null;
  const [me, ai] = score(match);
  const key = firstKey(match);
  return (
    <p className="match-bar" role="status" aria-label={t('match.next', { n: match.duels.length + 1 })}>
      {t('match.bar', { n: match.duels.length + 1, me, ai, first: key ? t(key) : '' })}
    </p>
  );
}
