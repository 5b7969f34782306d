// applyAction: the one way a duel moves forward. A refused action returns the very same
// state object with a reason; an accepted one returns a new state and what happened.
import { performAttack, performCancelAttack, performRetarget } from './battle';
import { beginDraft, endDraft } from './draft';
import { performActivate } from './effects/activate';
import { answerPrompt, frameAt } from './effects/run';
import { recordTurn } from './effects/turnLog';
import { passTrapWindow } from './effects/window';
import { expireMainPhase } from './effects/lingering';
import { finishTurn } from './flow';
import { ownFields, whyNot } from './legal';
import { listedCopy } from './listed';
import { performChangePosition } from './position';
import { performContactFusion } from './contactFusion';
import { settle } from './settle';
import { performSetSpellTrap } from './spelltrap';
import { performMaximumSummon, performSummon, performTributeSelect } from './summon';
import { performRuleSummon } from './ruleSummon';
import { tx } from './text';
import type { Action, ApplyResult, DuelEvent, DuelState, Pending } from './types';

export function applyAction(state: DuelState, input: Action): ApplyResult {
  // An action legalActions just listed for this very state, still unchanged, was checked when
  // it was listed: a snapshot of it, read once, is applied.
  const trusted = listedCopy(state, input);
  // Only the action's own fields count (an inherited field is not part of it).
  const action = trusted ?? (ownFields(input) as Action);
  const why = trusted ? null : whyNot(state, action);
  if (why !== null) return { ok: false, error: why, state };
  const pend = state.pending;
  if (!pend) return { ok: false, error: tx('duel.over'), state };
  const d = beginDraft(state);
  const events: DuelEvent[] = [];
  try {
    // Each handler leaves d.pending null unless it asks a question of its own;
    // settle then opens Trap windows and hands out the next decision.
    d.pending = null;
    const carried = state.frame?.log ?? [];
    perform(d, pend, action, events);
    if (d.frame) {
      // Still resolving (waiting for a choice): remember what happened so far.
      d.frame = frameAt(d.frame, d.frame.stage, d.frame.step, d.frame.locals, carried.concat(events));
    } else if (carried.length === 0) {
      settle(d, events, 0);
    } else {
      // The window after an effect answers everything it did, before and after its prompts;
      // what settling adds (damage, windows, the next phase) belongs to this action's events.
      const all = carried.concat(events);
      const before = all.length;
      settle(d, all, 0);
      events.push(...all.slice(before));
    }
    // "During a turn you have not …": what this action did, kept for the rest of the turn.
    recordTurn(d, state.phase, events);
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
    case 'ruleSummon':
      performRuleSummon(d, seat, action, events);
      break;
    case 'contactFusion':
      performContactFusion(d, seat, action, events);
      break;
    case 'setSpellTrap':
      performSetSpellTrap(d, seat, action, events);
      break;
    case 'changePosition':
      performChangePosition(d, seat, action.card, events);
      break;
    case 'enterBattle':
      d.phase = 'battle';
      expireMainPhase(d);
      events.push({ type: 'phase', phase: 'battle', player: seat });
      break;
    case 'attack':
      if (pend.kind === 'attackReplay') performRetarget(d, seat, action.attacker, action.target, events);
      else performAttack(d, seat, action.attacker, action.target, events);
      break;
    case 'select':
      if (pend.kind === 'choose') {
        const chosen = [...pend.chosen, action.card];
        if (chosen.length >= pend.max) answerPrompt(d, chosen, events);
        else d.pending = { kind: 'choose', player: pend.player, title: pend.title, from: pend.from, min: pend.min, max: pend.max, chosen };
      } else if (pend.kind === 'tribute') performTributeSelect(d, pend, action.card, events);
      break;
    case 'done':
      if (pend.kind === 'choose') answerPrompt(d, pend.chosen, events);
      break;
    case 'option':
      answerPrompt(d, action.index, events);
      break;
    case 'cancel':
      if (pend.kind === 'attackReplay') performCancelAttack(d, seat, events);
      break;
    case 'activate':
      // R-TRAP-4: one Trap per timing, so the window closes as this one is activated.
      performActivate(d, seat, action.card, action.effect, events, pend.kind === 'respond' ? (d.window?.events ?? []) : [], action.zone);
      d.window = null;
      break;
    case 'pass':
      passTrapWindow(d);
      break;
    case 'endTurn':
      finishTurn(d, events);
      // The new turn's Draw Phase draw is part of this action: settle may open its Trap window
      // (R-TIME-3) before handing out the Main Phase.
      if (d.pending?.kind === 'main') d.pending = null;
      break;
  }
}
