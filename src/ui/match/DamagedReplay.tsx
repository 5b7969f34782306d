import type { MatchDuel } from '../../match/types';
import { useMatch } from '../../store/matchStore';
import { useT } from '../useT';

/** A duel whose stored replay is damaged: it says so, and the player may discard it (kept until then). */
export function DamagedReplay({ matchId, duel, index }: { matchId: string; duel: MatchDuel; index: number }) {
  const t = useT();
  if (!duel.damagedReplay) return null;
  return (
    <span className="io__error">
      {t('match.replayDamaged', { n: index + 1, field: duel.damagedReplay.field })}{' '}
      <button type="button" className="button" onClick={() => useMatch.getState().discardDamagedReplay(matchId, index)}>
        {t('match.discardReplay', { n: index + 1 })}
      </button>
    </span>
  );
}
