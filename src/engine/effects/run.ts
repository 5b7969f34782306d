// Resolving an effect step by step. The frame in the state says which step is next and
// what was chosen; a step that needs a choice returns a Prompt, the engine asks, stores
// the answer in the frame's locals and runs that step again.
import { putCard } from '../zones';
import { own } from '../draft';
import type { DuelEvent, DuelState, Frame, LocalValue } from '../types';
import { effectOf } from './registry';
import type { Ctx, Prompt, Step } from './types';

function askPrompt(d: DuelState, f: Frame, p: Prompt): void {
  const player = p.player ?? f.seat;
  if (p.kind === 'cards') {
    d.pending = { kind: 'choose', player, title: p.title, from: p.from, min: p.min, max: p.max, chosen: [] };
  } else {
    d.pending = { kind: 'option', player, title: p.title, options: p.options };
  }
  const locals = { ...f.locals };
  locals.__store = p.store;
  d.frame = frameAt(f, f.stage, f.step, locals);
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

/** The frame with a new stage/step/locals; written out in full (spread + override is slow). */
export function frameAt(f: Frame, stage: Frame['stage'], step: number, locals: Frame['locals'], log = f.log): Frame {
  return {
    source: f.source,
    scriptCard: f.scriptCard,
    seat: f.seat,
    effect: f.effect,
    kind: f.kind,
    stage,
    step,
    locals,
    log,
  };
}

/** Runs the frame's steps until one asks a question or the effect is done. */
export function runFrame(d: DuelState, events: DuelEvent[]): void {
  const first = d.frame;
  if (!first) return;
  const def = effectOf(d, first.scriptCard, first.effect);
  if (!def) throw new Error(`no effect ${first.effect} on card ${first.scriptCard}`);
  // One private copy of the locals for this run: steps write into it freely.
  const locals: Record<string, LocalValue> = { ...first.locals };
  const ctx: Ctx = { state: d, self: first.source, seat: first.seat, locals, events };
  let stage = first.stage;
  let step = first.step;
  for (;;) {
    if (d.winner !== null) {
      d.frame = null; // R-WIN-1: nothing further is processed
      return;
    }
    const steps = stage === 'cost' ? (def.cost ?? []) : def.steps;
    if (step >= steps.length) {
      if (stage === 'cost') {
        stage = 'effect';
        step = 0;
        continue;
      }
      finish(d, first, events);
      return;
    }
    const prompt = (steps[step] as Step).run(ctx);
    if (prompt) {
      if (prompt.kind !== 'cards' && prompt.kind !== 'option') {
        throw new Error(`card ${first.scriptCard} effect ${first.effect}: a step returned something that is not a prompt`);
      }
      askPrompt(d, frameAt(first, stage, step, locals), prompt);
      return;
    }
    step++;
  }
}

/** Stores the answer to the open prompt and carries on resolving. */
export function answerPrompt(d: DuelState, answer: LocalValue, events: DuelEvent[]): void {
  const f = d.frame;
  if (!f) return;
  const key = String(f.locals.__store);
  // The same keys in the same order as spreading and then deleting __store, built without
  // `delete` (which leaves a slow dictionary object for every later copy of the locals).
  const locals: Record<string, LocalValue> = {};
  for (const k of Object.keys(f.locals)) if (k !== '__store') locals[k] = f.locals[k] as LocalValue;
  if (key !== '__store') locals[key] = answer;
  d.frame = frameAt(f, f.stage, f.step, locals);
  d.pending = null;
  runFrame(d, events);
}
