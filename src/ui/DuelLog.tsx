import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useDuel } from './duelContext';
import { useSay, useT } from './useT';

/** How close to the bottom (px) still counts as "at the newest line". */
const NEAR = 24;
/** A scroll within this long (ms) of a wheel, touch, key or pointer press is the player's own. */
const INTENT_MS = 900;

/**
 * The duel log, newest at the bottom. It follows new lines unless the player scrolled up
 * themselves; then a "new lines" button says how many arrived and jumps back down. Scrolls the
 * browser makes on its own (the panel above changing height, scroll anchoring) never stop it.
 * `closed`: a tablet's or phone's log panel that is shut. The log stays in the page, out of
 * sight and out of the Tab order, still read out to screen readers as a live region.
 */
export function DuelLog({ closed = false }: { closed?: boolean }) {
  const log = useDuel((s) => s.log);
  const t = useT();
  const say = useSay();
  const ref = useRef<HTMLDivElement>(null);
  const [stuck, setStuck] = useState(true);
  const [seenId, setSeenId] = useState(0);
  const stick = useRef(true);
  const intent = useRef(0);
  const lastId = log.length > 0 ? (log[log.length - 1]?.id ?? 0) : 0;

  const toBottom = (): void => {
    const el = ref.current;
    if (el) el.scrollTop = el.scrollHeight;
  };

  useLayoutEffect(() => {
    if (stick.current) toBottom();
  }, [log]);

  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(() => {
      if (stick.current) toBottom();
    });
    ro.observe(el);
    return () => ro.disconnect();
  }, []);

  const mark = (): void => {
    intent.current = Date.now();
  };
  const follow = (): void => {
    stick.current = true;
    setStuck(true);
    toBottom();
  };
  const unread = stuck || closed ? 0 : log.filter((e) => e.id > seenId).length;

  return (
    <section className="log" aria-label={t('log.title')}>
      <h2 className="log__title">{t('log.title')}</h2>
      {/* role="log" is not allowed on a list, so a scrolling box around it carries it. */}
      <div
        ref={ref}
        className="log__list"
        role="log"
        aria-live="polite"
        tabIndex={closed ? -1 : 0}
        onWheel={mark}
        onTouchMove={mark}
        onPointerDown={mark}
        onKeyDown={mark}
        onScroll={(e) => {
          const el = e.currentTarget;
          const atBottom = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR;
          if (atBottom) {
            if (!stick.current) {
              stick.current = true;
              setStuck(true);
            }
            return;
          }
          // Only the player's own scrolling stops the log from following.
          if (Date.now() - intent.current > INTENT_MS) {
            if (stick.current) toBottom();
            return;
          }
          if (stick.current) {
            stick.current = false;
            setStuck(false);
            setSeenId(lastId);
          }
        }}
      >
        <ol className="log__lines">
          {log.map((e) => (
            <li key={e.id} className={`log__line log__line--${e.tone}${e.seat === 1 ? ' log__line--opp' : e.seat === 0 ? ' log__line--you' : ''}`}>
              {e.tone === 'ai' ? t('log.ai', { text: e.msg ? say(e.msg) : e.text }) : e.msg ? say(e.msg) : e.text}
              {e.why && <span className="log__why">{t('log.ai', { text: typeof e.why === 'string' ? e.why : say(e.why) })}</span>}
            </li>
          ))}
        </ol>
      </div>
      {unread > 0 && (
        <button type="button" className="button log__new" onClick={follow}>
          {t('log.newLines')} <span className="log__new-count">{unread}</span>
        </button>
      )}
    </section>
  );
}
