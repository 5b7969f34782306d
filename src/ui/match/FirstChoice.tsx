import type { Match } from '../../match/types';
import { useMatch } from '../../store/matchStore';
import { useT } from '../useT';
import { chooserKey } from './whoFirst';

/** Who decides who goes first and why; the player's two buttons, or the AI's rule and a start button. */
export function FirstChoice({ match, blocked }: { match: Match; blocked: boolean }) {
  const t = useT();
  const play = useMatch((s) => s.play);
  const playAi = useMatch((s) => s.playAiChoice);
  const n = match.duels.length + 1;
  const last = match.duels.length;
  return (
    <section className="match__first" aria-labelledby="match-first">
      <h2 id="match-first" className="match__h2">
        {t('match.next', { n })}
      </h2>
      <p role="status">{t(chooserKey(match), { n: last })}</p>
      {match.chooser === 0 ? (
        <div className="match__buttons">
          <button type="button" className="button button--primary button--big" disabled={blocked} onClick={() => play(0)}>
            {t('match.goFirst', { n })}
          </button>
          <button type="button" className="button button--big" disabled={blocked} onClick={() => play(1)}>
            {t('match.goSecond', { n })}
          </button>
        </div>
      ) : (
        <>
          <p>{t('match.aiRule')}</p>
          <div className="match__buttons">
            <button type="button" className="button button--primary button--big" disabled={blocked} onClick={playAi}>
              {t('match.startAi', { n })}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
