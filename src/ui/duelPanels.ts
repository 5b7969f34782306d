import { useCallback, useState } from 'react';
import { useDuel, useDuelStore } from './duelContext';

/** The two panels a tablet or phone opens over the field: the duel log and the card text. */
export type Panel = 'log' | 'card';

/** The element that holds the open panel, and each panel's button (one duel screen at a time). */
export const PANEL_ID = 'duel-panel';
export const toolId = (p: Panel): string => `duel-tool-${p}`;

export interface Panels {
  /** The panel shown now: the one chosen, or the card text while a card is pinned (long press, "Details"). */
  shown: Panel | null;
  /** Opens a panel (and gives it the focus) or shuts it. */
  toggle(p: Panel): void;
  /** Shuts the shown panel and gives the focus back to its button. */
  close(): void;
}

export function usePanels(docked: boolean): Panels {
  const store = useDuelStore();
  const pinned = useDuel((s) => s.detail?.pinned ?? false);
  const [open, setOpen] = useState<Panel | null>(null);
  const shown: Panel | null = docked ? null : pinned ? 'card' : open;

  const choose = useCallback(
    (p: Panel | null) => {
      const s = store.getState();
      if (s.detail?.pinned) s.showDetail(p === 'card' ? s.detail.uid : null);
      setOpen(p);
    },
    [store],
  );
  const toggle = useCallback(
    (p: Panel) => {
      const next = shown === p ? null : p;
      choose(next);
      // Once React shows it, the panel takes the focus as a dialog would (it is not modal).
      if (next) requestAnimationFrame(() => document.getElementById(PANEL_ID)?.focus());
    },
    [choose, shown],
  );
  const close = useCallback(() => {
    choose(null);
    if (shown) document.getElementById(toolId(shown))?.focus();
  }, [choose, shown]);
  return { shown, toggle, close };
}
