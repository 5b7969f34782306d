import { m } from 'framer-motion';
import { useEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import { cardDef, type Action } from '../engine/play';
import { cardRef, english } from '../i18n';
import { actionMsg } from '../store/actionLabel';
import { HUMAN, locate, locKey } from '../store/locate';
import { menuFor, type MenuItem } from '../store/targets';
import { useDuel, useDuelStore } from './duelContext';
import { refocus } from './focus';
import { useEffectWords } from './useEffectText';
import { useSay, useT } from './useT';

/**
 * Places the menu next to the card or zone it is about, inside the viewport, never over the
 * places the card could go: a hand card's menu covers the hand, a field card's sits below it.
 */
function place(el: HTMLElement | null, anchor: string | null): void {
  if (!el) return;
  const target = anchor ? document.querySelector(`[data-loc="${anchor}"]`) : null;
  const w = el.offsetWidth;
  const h = el.offsetHeight;
  const vw = document.documentElement.clientWidth;
  const vh = window.innerHeight;
  let left = (vw - w) / 2;
  let top = (vh - h) / 2;
  if (target && anchor) {
    const r = target.getBoundingClientRect();
    left = r.left + r.width / 2 - w / 2;
    if (anchor.startsWith('you-hand')) top = r.bottom - h;
    else if (anchor.startsWith('you-')) top = r.bottom + h + 6 < vh ? r.bottom + 6 : r.top - h - 6;
    else top = r.top - h - 6 > 8 ? r.top - h - 6 : r.bottom + 6;
  }
  el.style.left = `${Math.max(8, Math.min(left, vw - w - 8))}px`;
  el.style.top = `${Math.max(8, Math.min(top, vh - h - 8))}px`;
}

/** The menu of a selected card, or the chooser after a drop that could mean several things. */
export function ActionMenu() {
  const store = useDuelStore();
  const state = useDuel((s) => s.state);
  const legal = useDuel((s) => s.legal);
  const selected = useDuel((s) => s.selected);
  const chooser = useDuel((s) => s.chooser);
  const ref = useRef<HTMLDivElement>(null);
  const t = useT();
  const say = useSay();
  const effectWords = useEffectWords(state ?? undefined);

  const { title, items, anchor, uid, max } = useMemo(() => {
    if (chooser) {
      const its: MenuItem[] = chooser.actions.map((a) => {
        const m = actionMsg(state, a);
        return { label: english(m), msg: m, action: a };
      });
      return { title: t('menu.choose'), items: its, anchor: chooser.anchor ?? null, uid: null, max: false };
    }
    if (selected === null) return { title: '', items: [] as MenuItem[], anchor: null, uid: null, max: false };
    // A MAXIMUM monster is one monster in three zones: its menu holds the actions of all three
    // pieces, each [L]/[R] effect labelled by its piece (actionMsg) and by what it does.
    const slot = state.players[HUMAN].monsters.find((s) => s?.uid === selected);
    const uids = slot?.maximum ? [slot.maximum.left, selected, slot.maximum.right] : [selected];
    const its = uids.flatMap((u) => menuFor(state, legal, u));
    const unique = its.filter((it, i) => its.findIndex((o) => o.label === it.label) === i);
    const loc = locate(state, selected);
    return { title: say(cardRef(cardDef(state, selected))), items: unique, anchor: loc ? locKey(loc) : null, uid: selected, max: !!slot?.maximum };
  }, [chooser, selected, state, legal, t, say]);
  const whatOf = (a: Action): string | null | undefined =>
    max && a.type === 'activate' ? effectWords(cardDef(state, a.card).id, a.effect) : null;

  const open = items.length > 0;
  useEffect(() => {
    if (open) ref.current?.querySelector<HTMLButtonElement>('[role="menuitem"]')?.focus();
  }, [open, title]);

  if (!open) return null;

  const close = (): void => {
    store.getState().select(null);
    store.getState().openChooser(null);
    if (anchor) document.querySelector<HTMLElement>(`[data-loc="${anchor}"] button, button[data-loc="${anchor}"]`)?.focus();
  };
  const run = (a: Action): void => {
    store.getState().act(a);
    refocus();
  };
  const onKey = (e: KeyboardEvent<HTMLDivElement>): void => {
    if (e.key === 'Escape') {
      e.preventDefault();
      close();
      return;
    }
    const keys = ['ArrowDown', 'ArrowUp', 'ArrowRight', 'ArrowLeft'];
    if (!keys.includes(e.key)) return;
    e.preventDefault();
    const all = Array.from(ref.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? []);
    const i = all.indexOf(document.activeElement as HTMLButtonElement);
    const step = e.key === 'ArrowDown' || e.key === 'ArrowRight' ? 1 : all.length - 1;
    const next = all[(i + step) % all.length];
    next?.focus();
  };

  return (
    <m.div
      ref={(el: HTMLDivElement | null) => {
        ref.current = el;
        place(el, anchor);
      }}
      className="menu"
      role="menu"
      aria-label={title && !chooser ? t('menu.actionsFor', { name: title }) : t('menu.choose')}
      onKeyDown={onKey}
      initial={{ opacity: 0, scale: 0.94 }}
      animate={{ opacity: 1, scale: 1 }}
      transition={{ duration: 0.12 }}
    >
      <p className="menu__title">{title}</p>
      {items.map((it) => {
        const what = whatOf(it.action);
        return (
          <button key={it.label} type="button" role="menuitem" className={what ? 'menu__item menu__item--what' : 'menu__item'} onClick={() => run(it.action)}>
            {say(it.msg)}
            {what && <span className="menu__what">{what}</span>}
          </button>
        );
      })}
      {uid !== null && (
        <button type="button" role="menuitem" className="menu__item menu__item--quiet" onClick={() => store.getState().showDetail(uid, true)}>
          {t('menu.details')}
        </button>
      )}
      <button type="button" role="menuitem" className="menu__item menu__item--quiet" onClick={close}>
        {t('common.cancel')}
      </button>
    </m.div>
  );
}
