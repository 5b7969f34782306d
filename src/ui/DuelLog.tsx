import { useEffect, useRef } from 'react';
import { useDuel } from './duelContext';
import { useSay, useT } from './useT';

/** The duel log, newest at the bottom; it follows new lines unless you scrolled up. */
export function DuelLog() {
  const log = useDuel((s) => s.log);
  const t = useT();
  const say = useSay();
  const ref = useRef<HTMLDivElement>(null);
  const stick = useRef(true);
  useEffect(() => {
    const el = ref.current;
    if (el && stick.current) el.scrollTop = el.scrollHeight;
  }, [log]);
  return (
    <section className="log" aria-label={t('log.title')}>
      <h2 className="log__title">{t('log.title')}</h2>
      {/* role="log" is not allowed on a list, so a scrolling box around it carries it. */}
      <div
        ref={ref}
        className="log__list"
        role="log"
        aria-live="polite"
        tabIndex={0}
        onScroll={(e) => {
          const el = e.currentTarget;
          stick.current = el.scrollHeight - el.scrollTop - el.clientHeight < 24;
        }}
      >
        <ol className="log__lines">
          {log.map((e) => (
            <li key={e.id} className={`log__line log__line--${e.tone}${e.seat === 1 ? ' log__line--opp' : e.seat === 0 ? ' log__line--you' : ''}`}>
              {e.tone === 'ai' ? t('log.ai', { text: e.text }) : e.msg ? say(e.msg) : e.text}
              {e.why && <span className="log__why">{t('log.ai', { text: e.why })}</span>}
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
