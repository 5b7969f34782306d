// Resolving an effect step by step. The frame in the state says which step is next and
// what was chosen; a step that needs a choice returns a Prompt, the engine asks, stores
// the answer in the frame's locals and runs that step again.
import { putCard } from '../zones';
import { own } from '../draft';
import type { DuelEvent, DuelState, Frame, LocalValue } from '../types';
import { effectOf } from './registry';
import type { Ctx, Prompt } from './types';

function askPrompt(d: DuelState, f: Frame, p: Prompt): void {
  const player = p.player ?? f.seat;
  if (p.kind === 'cards') {
    d.pending = { kind: 'choose', player, title: p.title, from: p.from, min: p.min, max: p.max, chosen: [] };
  } else {
    d.pending = { kind: 'option', player, title: p.title, options: p.options };
  }
  d.frame = { ...f, locals: { ...f.locals, __store: p.store } };
}

/** Sends a resolved Normal Spell or Trap to the GY (R-SPELL-4, R-TRAP-3). */
function finish(d: DuelState, f: Frame, events: DuelEvent[]): void {
  d.frame = null;
  events.push({ type: 'resolved', card: f.source, player: f.seat });
  if (f.kind === 'monster') return;
  const p = d.players[f.seat];
  const zone = p.spellTraps.findIndex((s) => s?.uid === f.source);
  // R-EQ-3: an Equip Spell that equipped a monster stays on the field.
  if (zone >= 0 && p.spellTraps[zone]?.equippedTo != null) return;
  if (zone >= 0) {
    own(d, f.seat).spellTraps[zone] = null;
    putCard(d, f.source, 'gy');
    events.push({ type: 'move', card: f.source, player: f.seat, from: 'spellTrap', to: 'gy', reason: 'rule' });
  }
}

/** Runs the frame's steps until one asks a question or the effect is done. */
export function runFrame(d: DuelState, events: DuelEvent[]): void {
  for (;;) {
    const f = d.frame;
    if (!f || d.winner !== null) {
      if (d.winner !== null) d.frame = null;
      return;
    }
    const def = effectOf(d, f.scriptCard, f.effect);
    if (!def) throw new Error(`no effect ${f.effect} on card ${f.scriptCard}`);
    const steps = f.stage === 'cost' ? (def.cost ?? []) : def.steps;
    if (f.step >= steps.length) {
      if (f.stage === 'cost') d.frame = { ...f, stage: 'effect', step: 0 };
      else finish(d, f, events);
      continue;
    }
    const locals: Record<string, LocalValue> = { ...f.locals };
    const ctx: Ctx = { state: d, self: f.source, seat: f.seat, locals, events };
    const step = steps[f.step];
    const prompt = step ? step.run(ctx) : undefined;
    if (prompt && prompt.kind !== 'cards' && prompt.kind !== 'option') {
      throw new Error(`card ${f.scriptCard} effect ${f.effect}: a step returned something that is not a prompt`);
    }
    const now: Frame = { ...f, locals };
    if (prompt) {
      askPrompt(d, now, prompt);
      return;
    }
    d.frame = { ...now, step: now.step + 1 };
  }
}

/** Stores the answer to the open prompt and carries on resolving. */
export function answerPrompt(d: DuelState, answer: LocalValue, events: DuelEvent[]): void {
  const f = d.frame;
  if (!f) return;
  const store = f.locals.__store;
  const locals = { ...f.locals, [String(store)]: answer };
  delete locals.__store;
  d.frame = { ...f, locals };
  d.pending = null;
  runFrame(d, events);
}
