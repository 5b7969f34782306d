// What a tap, click or Enter on a card does: answer a prompt or drop target if the card is
// lit, open the action menu for one of your cards that can act, else show its details.
import { useCallback } from 'react';
import type { Action } from '../engine';
import { useDuelStore } from './duelContext';
import { refocus } from './focus';
import { useTargets } from './targetsContext';

export function useCardPress(loc: string, realUid: number | null, viewUid: number | null): () => void {
  const store = useDuelStore();
  const { lit, source, acting } = useTargets();
  const actions = lit.get(loc);
  return useCallback(() => {
    const s = store.getState();
    if (actions && actions.length > 0) {
      if (actions.length === 1) {
        const a = actions[0] as Action;
        // A card of a Tribute or card choice: picked (or unpicked) first, sent once complete.
        if (a.type === 'select' && s.togglePick) s.togglePick(a.card);
        else s.act(a);
        refocus();
      } else s.openChooser({ actions, anchor: loc });
      return;
    }
    if (realUid !== null && acting.has(realUid)) {
      s.select(s.selected === realUid ? null : realUid);
      return;
    }
    if (source !== null) s.select(null);
    // One of your cards that cannot act: say why (the engine's reason), with its details.
    if (realUid !== null) s.explain(realUid, viewUid ?? realUid);
    else if (viewUid !== null) s.showDetail(viewUid, true);
  }, [store, actions, acting, realUid, viewUid, source, loc]);
}
