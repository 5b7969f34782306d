import '../styles/match.css';
import { score } from '../../match/flow';
import { useApp } from '../../store/appStore';
import { useMatch } from '../../store/matchStore';
import { useT } from '../useT';

/** On the end screen of a match duel: the score so far and the way on (side deck or the result). */
export function MatchEnd({ seed }: { seed: number }) {
  const t = useT();
  const match = useMatch((s) => s.match);
  const open = useApp((s) => s.open);
  if (!match || match.seed !== seed) return null;
  const [me, ai] = score(match);
  return (
    <div className="match-end">
      <p className="end__how">{t('match.score', { me, ai })}</p>
      <button type="button" className="button button--primary button--big" disabled={match.phase === 'duel'} onClick={() => open('match')}>
        {t(match.phase === 'done' ? 'match.seeResult' : 'match.continue')}
      </button>
    </div>
  );
}

/** Whether the end screen shows a match duel (then no rematch). */
export function useInMatch(seed: number): boolean {
  return useMatch((s) => s.match !== null && s.match.seed === seed);
}
