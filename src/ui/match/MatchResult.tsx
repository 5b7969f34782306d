import { score } from '../../match/flow';
import type { Match } from '../../match/types';
import { useApp } from '../../store/appStore';
import { useReplayOpen } from '../replays/replayOpen';
import { useT } from '../useT';
import { DamagedReplay } from './DamagedReplay';

/** The match is over: who won, the score, and each duel with who went first and its replay. */
export function MatchResult({ match }: { match: Match }) {
  const t = useT();
  const open = useApp((s) => s.open);
  const [me, ai] = score(match);
  const title = match.winner === 0 ? 'match.result.win' : match.winner === 1 ? 'match.result.lose' : 'match.result.draw';
  const who = (s: 0 | 1 | 'draw'): string => (s === 'draw' ? t('match.drawn') : s === 0 ? t('match.you') : t('match.ai'));
  return (
    <section className={`match__result match__result--${match.winner === 0 ? 'win' : 'lose'}`} aria-labelledby="match-result">
      <h2 id="match-result" className="match__h2 match__big">
        {t(title, { me, ai })}
      </h2>
      <table className="match__table">
        <caption>{t('match.duels')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('match.col.duel')}</th>
            <th scope="col">{t('match.col.first')}</th>
            <th scope="col">{t('match.col.winner')}</th>
            <th scope="col">{t('match.col.replay')}</th>
          </tr>
        </thead>
        <tbody>
          {match.duels.map((d, i) => (
            <tr key={i}>
              <th scope="row">{i + 1}</th>
              <td>{who(d.first)}</td>
              <td>{who(d.winner)}</td>
              <td>
                {d.replay && (
                  <button
                    type="button"
                    className="button"
                    onClick={() => {
                      if (!d.replay) return;
                      useReplayOpen.getState().show(d.replay);
                      open('replays');
                    }}
                  >
                    {t('match.watch', { n: i + 1 })}
                  </button>
                )}
                <DamagedReplay matchId={match.id} duel={d} index={i} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>{t('match.kept')}</p>
    </section>
  );
}
