import { useState } from 'react';
import { score } from '../../match/flow';
import { useMatch } from '../../store/matchStore';
import { useT } from '../useT';

/** On the start screen: the match the player left, to resume or (after a second press) abandon. */
export function PausedMatch() {
  const t = useT();
  const paused = useMatch((s) => s.paused);
  const [confirming, setConfirming] = useState(false);
  if (!paused) return null;
  const [me, ai] = score(paused);
  return (
    <section className="paused-match" aria-labelledby="paused-match-title">
      <h2 id="paused-match-title" className="paused-match__title">
        {t('start.match.paused', { me: paused.names[0], ai: paused.names[1] })}
      </h2>
      <p className="paused-match__score">{t('start.match.score', { me, ai })}</p>
      <div className="paused-match__actions">
        {confirming ? (
          <>
            <span role="status">{t('start.match.abandonAsk')}</span>
            <button type="button" className="button button--danger" onClick={() => useMatch.getState().abandon()}>
              {t('start.match.abandonYes')}
            </button>
            <button type="button" className="button" onClick={() => setConfirming(false)}>
              {t('start.match.abandonNo')}
            </button>
          </>
        ) : (
          <>
            <button type="button" className="button button--primary" onClick={() => useMatch.getState().resume()}>
              {t('start.match.resume')}
            </button>
            <button type="button" className="button" onClick={() => setConfirming(true)}>
              {t('start.match.abandon')}
            </button>
          </>
        )}
      </div>
    </section>
  );
}
