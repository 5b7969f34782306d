// applyAction: the one way a duel moves forward. A refused action returns the very same
// state object with a reason; an accepted one returns a new state and what happened.
import { performAttack, performCancelAttack, performRetarget } from './battle';
import { finishTurn } from './flow';
import { whyNot } from './legal';
import { beginDraft, endDraft } from './draft';
import { performChangePosition } from './position';
import { performSetSpellTrap } from './spelltrap';
import { performMaximumSummon, performSummon, performTributeSelect } from './summon';
import type { Action, ApplyResult, DuelEvent, DuelState, Pending } from './types';

export function applyAction(state: DuelState, action: Action): ApplyResult {
  const why = whyNot(state, action);
  if (why !== null) return { ok: false, error: why, state };
  const pend = state.pending;
  if (!pend) return { ok: false, error: 'The duel is over.', state };
  const d = beginDraft(state);
  const events: DuelEvent[] = [];
  try {
    perform(d, pend, action, events);
  } finally {
    endDraft();
  }
  return { ok: true, state: d, events };
}

function perform(d: DuelState, pend: Pending, action: Action, events: DuelEvent[]): void {
  const seat = pend.player;
  switch (action.type) {
    case 'summon':
      performSummon(d, seat, action, events);
      break;
    case 'maximumSummon':
      performMaximumSummon(d, seat, action, events);
      break;
    case 'setSpellTrap':
      performSetSpellTrap(d, seat, action, events);
      break;
    case 'changePosition':
      performChangePosition(d, seat, action.card, events);
      break;
    case 'enterBattle':
      d.phase = 'battle';
      d.pending = { kind: 'battle', player: seat };
      events.push({ type: 'phase', phase: 'battle', player: seat });
      break;
    case 'attack':
      if (pend.kind === 'attackReplay') performRetarget(d, seat, action.attacker, action.target, events);
      else performAttack(d, seat, action.attacker, action.target, events);
      break;
    case 'select':
      performTributeSelect(d, seat, action.card, events);
      break;
    case 'cancel':
      if (pend.kind === 'attackReplay') performCancelAttack(d, seat, events);
      else d.pending = { kind: 'main', player: seat };
      break;
    case 'endTurn':
      finishTurn(d, events);
      break;
  }
}
