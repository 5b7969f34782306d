import { m } from 'framer-motion';
import { useEffect, useRef } from 'react';
import { useStore } from 'zustand';
import { useApp } from '../store/appStore';
import type { DuelStore } from '../store/duelStore';
import { HUMAN } from '../store/locate';
import { useLibrary } from '../store/libraryStore';
import { winWords } from '../store/logText';
import { useReplayOpen } from './replays/replayOpen';
import { useSay, useT } from './useT';
import { MatchEnd, useInMatch } from './match/MatchEnd';

/** Who won and how, a few numbers, and the way back in. */
export function EndScreen({ store }: { store: DuelStore }) {
  const state = useStore(store, (s) => s.state);
  const stats = useStore(store, (s) => s.stats);
  const seed = useStore(store, (s) => s.seed);
  const rematch = useApp((s) => s.rematch);
  const back = useApp((s) => s.back);
  const open = useApp((s) => s.open);
  const t = useT();
  const say = useSay();
  const saved = useLibrary((s) => (s.lastReplay?.duel === store ? s.lastReplay.replay : null));
  const inMatch = useInMatch(seed);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const w = state.winner;
  const title = w === 'draw' ? t('end.draw') : w === HUMAN ? t('end.win') : t('end.lose');
  const why = w === null || w === 'draw' ? '' : winWords(state.winReason ?? '', w);
  const how = w === null ? '' : w === 'draw' ? t('end.bothLost') : cap(t('end.how', { why: typeof why === 'string' ? why : say(why) }));
  const rows: [string, string | number][] = [
    [t('end.turns'), state.turn],
    [t('end.dealt'), stats.damageTaken[1]],
    [t('end.taken'), stats.damageTaken[0]],
    ...(stats.lpPaid && stats.lpPaid[0] > 0 ? [[t('end.paid'), stats.lpPaid[0]] as [string, number]] : []),
    [t('end.lpLeft'), state.players[HUMAN].lp],
    [t('end.summoned'), `${stats.summons[0]} (AI ${stats.summons[1]})`],
    [t('end.attacks'), `${stats.attacks[0]} (AI ${stats.attacks[1]})`],
    [t('end.seed'), seed],
  ];

  return (
    <main className={`end end--${w === HUMAN ? 'win' : w === 'draw' ? 'draw' : 'lose'}`}>
      <m.section className="end__card" initial={{ opacity: 0, y: 24 }} animate={{ opacity: 1, y: 0 }} transition={{ duration: 0.35 }}>
        <h1 ref={heading} tabIndex={-1} className="end__title">
          {title}
        </h1>
        <p className="end__how">{how}</p>
        <dl className="end__stats">
          {rows.map(([k, v]) => (
            <div key={k} className="end__stat">
              <dt>{k}</dt>
              <dd>{v}</dd>
            </div>
          ))}
        </dl>
        {saved && <p className="end__how">{t('end.replaySaved')}</p>}
        <MatchEnd seed={seed} />
        <div className="end__buttons">
          {!inMatch && (
            <button type="button" className="button button--primary button--big" onClick={rematch}>
              {t('end.rematch')}
            </button>
          )}
          <button type="button" className="button button--big" onClick={back}>
            {t('nav.back')}
          </button>
          {saved && (
            <button
              type="button"
              className="button button--big"
              onClick={() => {
                useReplayOpen.getState().show(saved);
                open('replays');
              }}
            >
              {t('end.watch')}
            </button>
          )}
        </div>
      </m.section>
    </main>
  );
}

function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
