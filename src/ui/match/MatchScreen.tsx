import '../styles/match.css';
import { useEffect, useRef } from 'react';
import { formatOf } from '../../formats/formats';
import { score } from '../../match/flow';
import { checkSided } from '../../match/side';
import type { AiSideNote } from '../../match/types';
import { useApp } from '../../store/appStore';
import { useFormats } from '../../store/formatStore';
import { useMatch } from '../../store/matchStore';
import { useCardName, useT } from '../useT';
import { Notices } from '../Notices';
import { FirstChoice } from './FirstChoice';
import { MatchResult } from './MatchResult';
import { SidePanel } from './SidePanel';
import { poolCard } from '../../cards/pool';

function useAiSideWords(note: AiSideNote | null): string | null {
  const t = useT();
  const nameOf = useCardName();
  if (!note) return null;
  if (note.kind === 'kept') return t(`match.aiSide.${note.why}`);
  const name = (id: number): string => {
    const d = poolCard(id);
    return d ? nameOf(d) : String(id);
  };
  return t('match.aiSide.swapped', { in: name(note.in), out: name(note.out) });
}

/** Between the duels of a match and after it: score, side deck, who goes first; the result at the end. */
export function MatchScreen() {
  const t = useT();
  const match = useMatch((s) => s.match);
  const imported = useFormats((s) => s.imported);
  const back = useApp((s) => s.back);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [match?.phase, match?.duels.length]);
  const aiWords = useAiSideWords(match?.aiSide ?? null);
  if (!match) return null;
  const format = formatOf(match.format, imported);
  const [me, ai] = score(match);
  const last = match.duels[match.duels.length - 1];
  const lastKey = last ? (last.winner === 'draw' ? 'match.last.draw' : last.winner === 0 ? 'match.last.win' : 'match.last.lose') : null;
  const legal = checkSided(match.registered[0], match.current[0], format).ok;
  return (
    <main className="match">
      <header className="page-head">
        <h1 ref={heading} tabIndex={-1} className="page-head__title">
          {t('match.title', { me: match.names[0], ai: match.names[1] })}
        </h1>
        <button type="button" className="button" onClick={back}>
          {match.phase === 'done' ? t('nav.back') : t('match.leave')}
        </button>
      </header>
      <p className="match__score" aria-live="polite">
        {t('match.score', { me, ai })}
        {lastKey && ` · ${t(lastKey, { n: match.duels.length })}`}
      </p>
      <p className="match__format">{t(`format.${match.format}`)}</p>
      <Notices />
      {match.phase === 'done' ? (
        <MatchResult match={match} />
      ) : (
        <div className="match__grid">
          {match.duels.length > 0 && last && <SidePanel match={match} format={format} start={last.mine} />}
          <div className="match__col">
            <FirstChoice match={match} blocked={!legal} />
            {aiWords && <p className="match__ai">{aiWords}</p>}
          </div>
        </div>
      )}
    </main>
  );
}
