import '../styles/match.css';
import { score } from '../../match/flow';
import type { ReplayRecord } from '../../persist/records';
import { useMatch } from '../../store/matchStore';
import { useT } from '../useT';
import { DamagedReplay } from '../match/DamagedReplay';

/** Finished matches (the last 20), each with its score and its duels' replays. */
export function KeptMatches({ onOpen }: { onOpen(r: ReplayRecord): void }) {
  const t = useT();
  const kept = useMatch((s) => s.kept);
  const damaged = useMatch((s) => s.keptDamaged.length);
  if (kept.length === 0 && damaged === 0) return null;
  return (
    <section aria-labelledby="kept-matches">
      <h2 id="kept-matches" className="replays__h2">
        {t('replays.matches')}
      </h2>
      {damaged > 0 && (
        <p className="io__error">
          {t('match.keptDamaged', { n: damaged })}{' '}
          <button type="button" className="button" onClick={() => useMatch.getState().discardDamagedKept()}>
            {t('match.discardKept')}
          </button>
        </p>
      )}
      <ul className="replays__list">
        {kept.map((m) => {
          const [me, ai] = score(m);
          const when = new Date(m.finished ?? m.started).toLocaleString();
          return (
            <li key={m.id} className="replays__item">
              <span className="replays__names">
                {m.names[0]} vs {m.names[1]}
              </span>
              <span className="replays__meta">
                {when} · {t(m.winner === 0 ? 'match.result.win' : m.winner === 1 ? 'match.result.lose' : 'match.result.draw', { me, ai })}
              </span>
              <span className="replays__duels">
              {m.duels.map((d, i) =>
                d.replay ? (
                  <button key={i} type="button" className="button" onClick={() => d.replay && onOpen(d.replay)} aria-label={`${t('match.watch', { n: i + 1 })}: ${m.names[0]} vs ${m.names[1]}, ${when}`}>
                    {t('match.watch', { n: i + 1 })}
                  </button>
                ) : (
                  <DamagedReplay key={i} matchId={m.id} duel={d} index={i} />
                ),
              )}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
