// What the human does with the pointer: selecting, dragging and dropping a card, the chooser,
// the detail panel, and the cards picked for a choice. Every move it makes is the engine's to allow.
import { cardDef, legalActions, tx, whyCannotPlay, type Action } from '../../engine/play';
import { cardRef, msg } from '../../i18n';
import { HUMAN } from '../locate';
import { targetsFor } from '../targets';
import type { DuelUi, GetDuel, SetDuel } from './types';

/** Nothing selected, dragged, chosen or picked. */
export const NO_POINTER = { selected: null, dragging: null, chooser: null, picks: [], detail: null } as const satisfies Partial<DuelUi>;

type PointerActions = Pick<DuelUi, 'dropOn' | 'select' | 'setDragging' | 'openChooser' | 'showDetail' | 'explain'> &
  Required<Pick<DuelUi, 'togglePick' | 'confirmPicks'>>;

/** The pointer's actions; `step` gives a move to the engine (false when it is refused). */
export function pointerActions(set: SetDuel, get: GetDuel, step: (a: Action) => boolean): PointerActions {
  return {
    dropOn(uid, key) {
      const targets = targetsFor(get().state, get().legal, uid);
      const actions = targets.get(key) ?? [];
      if (actions.length === 1) get().act(actions[0] as Action);
      else if (actions.length > 1) set({ chooser: { actions, anchor: key }, selected: null });
      // Dropped where it cannot go: the engine's reason when the card cannot be played at all,
      // else where it can (the lit places), never silence.
      else if (targets.size === 0) {
        get().explain(uid);
        if (!get().notice) set({ notice: tx('notNow.any') });
      } else set({ notice: msg('drag.notThere', { card: cardRef(cardDef(get().state, uid)) }) });
    },
    select: (uid) => set({ selected: uid, chooser: null }),
    setDragging: (uid) => set({ dragging: uid }),
    openChooser: (c) => set({ chooser: c }),
    showDetail: (uid, pinned = false) => set({ detail: uid === null ? null : { uid, pinned } }),
    explain(uid, shown = uid) {
      // Only the human's own cards, on their own decision, are explained (the engine's words).
      const s = get().state;
      const why = s.pending?.player === HUMAN ? whyCannotPlay(s, uid) : null;
      set({ detail: { uid: shown, pinned: true, ...(why ? { why } : {}) }, notice: why });
    },
    togglePick(uid) {
      const p = get().state.pending;
      if (!p || p.player !== HUMAN || (p.kind !== 'choose' && p.kind !== 'tribute')) return;
      const picks = get().picks ?? [];
      if (picks.includes(uid)) {
        set({ picks: picks.filter((u) => u !== uid) });
        return;
      }
      if (!get().legal.some((a) => a.type === 'select' && a.card === uid)) return;
      const room = p.kind === 'choose' ? p.max - p.chosen.length : p.needed - p.chosen.length;
      const next = [...picks, uid];
      set({ picks: next });
      if (next.length >= room) get().confirmPicks?.();
    },
    confirmPicks() {
      const picks = get().picks ?? [];
      set({ picks: [] });
      for (const uid of picks) {
        const s = get().state;
        if (s.pending?.player !== HUMAN || (s.pending.kind !== 'choose' && s.pending.kind !== 'tribute')) break;
        const a = legalActions(s).find((x) => x.type === 'select' && x.card === uid);
        if (!a || !step(a)) break;
      }
      const s = get().state;
      if (s.pending?.player === HUMAN && s.pending.kind === 'choose') {
        const done = legalActions(s).find((x) => x.type === 'done');
        if (done) step(done);
      }
    },
  };
}
