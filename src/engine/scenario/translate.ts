// Scenario actions ({"do": ...}) to engine actions and back. One scenario action can be
// several engine actions (a Tribute Summon is the summon, then one pick per Tribute).
import { cardDef } from '../cards';
import { opponentTributable, tributeListProblem, tributesFor } from '../summon';
import { costChoices, revealChoices, ruleSummonZones } from '../ruleSummon';
import type { Action, DuelState, Seat } from '../types';
import { tx, type AmongWord as Among, type EngineText } from '../text';
import { freeMonsterZones, freeSpellTrapZones, other } from '../zones';
import { cardLabel } from './writeBoard';
import { scriptOf } from '../effects/registry';
import { shownId } from '../effects/names';
import { unionEquipCards } from '../effects/primitives/fusionSummon';
import { arr, BoardError, describe, fail, isObj, type Obj } from './reader';
import { MAX_ACTIONS, tooManyActions } from '../limits';
import { clip, hasOwn } from '../echo';

/** A scenario action the engine refuses: why, as a text code (rendered by the caller). */
export class Refusal extends Error {
  /** `state` names the cards of `text`; `prefix` says where (e.g. "actions[2]: "). */
  constructor(
    readonly text: EngineText,
    readonly state: DuelState | null = null,
    readonly prefix = '',
  ) {
    super(prefix + text.code);
  }
}

// A Map, not an object: "do": "constructor" must not find a member of Object.prototype.
const FIELDS: ReadonlyMap<string, readonly string[]> = new Map<string, readonly string[]>([
  ['summon', ['card', 'position', 'tributes', 'rule']],
  ['maximumSummon', ['card']],
  ['contactFusion', ['card', 'materials', 'position']],
  ['activate', ['card', 'effect', 'targets', 'cost']],
  ['set', ['card']],
  ['changePosition', ['card']],
  ['enterBattle', []],
  ['attack', ['card', 'target']],
  ['respond', ['card']],
  ['choose', ['cards', 'option']],
  ['endTurn', []],
]);

/** Checks the shape of a scenario action; a bad one makes the file invalid. */
export function checkScenarioAction(v: unknown, path: string): Obj {
  if (!isObj(v)) return fail(path, 'an action is an object like { "do": "summon", "card": "a" }');
  const kind = hasOwn(v, 'do') ? v.do : undefined;
  const fields = typeof kind === 'string' ? FIELDS.get(kind) : undefined;
  if (typeof kind !== 'string' || !fields) {
    return fail(`${path}.do`, `unknown action ${describe(kind)} (one of ${[...FIELDS.keys()].join(', ')})`);
  }
  for (const k of Object.keys(v)) {
    if (k !== 'do' && k !== 'player' && !fields.includes(k)) fail(path, `"${kind}" has no field "${clip(k)}"`);
  }
  if (v.player !== undefined && v.player !== 0 && v.player !== 1) fail(`${path}.player`, 'must be 0 or 1');
  const needsCard = ['summon', 'maximumSummon', 'contactFusion', 'activate', 'set', 'changePosition', 'attack'];
  if (needsCard.includes(kind) && v.card === undefined) fail(path, `"${kind}" needs a "card"`);
  if (kind === 'attack' && v.target === undefined) fail(path, '"attack" needs a "target" (a ref or "direct")');
  if (kind === 'summon' && v.position !== undefined && v.position !== 'attack' && v.position !== 'set') {
    fail(`${path}.position`, 'must be "attack" or "set"');
  }
  if (kind === 'contactFusion' && v.materials === undefined) fail(path, '"contactFusion" needs "materials" (refs)');
  if (kind === 'contactFusion' && v.position !== undefined && v.position !== 'attack' && v.position !== 'defense') {
    fail(`${path}.position`, 'must be "attack" or "defense"');
  }
  if (kind === 'choose' && (v.cards === undefined) === (v.option === undefined)) {
    fail(path, '"choose" needs either "cards" or "option"');
  }
  // An option is a number the engine may refuse (none offered now); anything else is a broken file.
  if (kind === 'choose' && v.option !== undefined && !(typeof v.option === 'number' && Number.isInteger(v.option) && v.option >= 0)) {
    fail(`${path}.option`, `must be a whole number, 0 or more, got ${describe(v.option)}`);
  }
  return v;
}

/** The "actions" list of a scenario file, each checked; refused beyond the cap before any is read. */
export function scenarioActions(v: unknown): Obj[] {
  const list = arr(v, 'actions');
  if (list.length > MAX_ACTIONS) throw new BoardError(tooManyActions('actions'));
  return list.map((a, i) => checkScenarioAction(a, `actions[${i}]`));
}

interface Ctx {
  state: DuelState;
  refs: Map<string, number>;
  path: string;
}

/** Finds the card a ref or card id names among `among` (the place the action looks in). */
function pick(ctx: Ctx, v: unknown, among: readonly number[], where: Among, field: string): number {
  if (typeof v === 'string') {
    const uid = ctx.refs.get(v);
    if (uid === undefined) return fail(`${ctx.path}.${field}`, `no card has the ref "${clip(v)}"`);
    if (!among.includes(uid)) throw new Refusal(tx('scenario.notAmong', { ref: clip(v), among: where }), ctx.state);
    return uid;
  }
  if (typeof v === 'number' && Number.isInteger(v)) {
    const uid = among.find((u) => ctx.state.cards[u]?.id === v);
    if (uid === undefined) throw new Refusal(tx('scenario.noCardWithIdIn', { id: v, among: where }), ctx.state);
    return uid;
  }
  return fail(`${ctx.path}.${field}`, 'name a card by its ref (string) or card id (number)');
}

const monstersOf = (s: DuelState, seat: Seat): number[] =>
  s.players[seat].monsters.flatMap((m) => (m ? [m.uid] : []));

/** Fails (an invalid file) on the first ref the action names that no card has. */
export function checkRefs(a: Obj, refs: Map<string, number>, path: string): void {
  const one = (v: unknown, field: string): void => {
    if (typeof v === 'string' && v !== 'direct' && !refs.has(v)) fail(`${path}.${field}`, `no card has the ref "${clip(v)}"`);
  };
  one(a.card, 'card');
  one(a.target, 'target');
  for (const field of ['tributes', 'cards', 'targets', 'cost', 'materials']) {
    const list = a[field];
    if (Array.isArray(list)) list.forEach((v, i) => one(v, `${field}[${i}]`));
  }
}

/** The engine actions that carry out scenario action `a` for the player the engine waits for. */
export function toEngineActions(state: DuelState, refs: Map<string, number>, a: Obj, path: string): Action[] {
  const ctx: Ctx = { state, refs, path };
  const pend = state.pending;
  // An unknown ref is a mistake in the file whatever the duel is doing, even once it is over.
  checkRefs(a, refs, path);
  if (!pend) throw new Refusal(tx('duel.over'), state);
  const seat = pend.player;
  if (a.player !== undefined && a.player !== seat) {
    throw new Refusal(tx('scenario.waitingFor', { seat, player: String(a.player) }), state);
  }
  const p = state.players[seat];
  const mine = monstersOf(state, seat);
  const theirs = monstersOf(state, other(seat));
  // Tributes: its own monsters, and those of the opponent's field it may Tribute (summon.ts opponentTributable).
  const tributable = state.lingering.length > 0 ? [...mine, ...theirs.filter((u) => opponentTributable(state, seat, u))] : mine;
  const target = (v: unknown): number | 'direct' =>
    v === 'direct' ? 'direct' : pick(ctx, v, theirs, 'opponentField', 'target');
  switch (a.do) {
    case 'summon': {
      const card = pick(ctx, a.card, p.hand, 'hand', 'card');
      const position = a.position === 'set' ? 'set' : 'attack';
      const def = cardDef(state, card);
      // Tributes a summon of this card needs now: its own rule may say none (R-NS-4).
      const needed = def.kind === 'monster' ? tributesFor(state, seat, card, position) : 0;
      const tributes = a.tributes === undefined ? undefined : arr(a.tributes, `${path}.tributes`);
      // The card's own way of Tributes (its summon rule `tributes`, by index): picked one at a time.
      if (typeof a.rule === 'number') {
        const picks = (tributes ?? []).map((t, i) => pick(ctx, t, mine, 'yourMonsters', `tributes[${i}]`));
        return [{ type: 'summon', card, position, rule: a.rule }, ...picks.map((c): Action => ({ type: 'select', card: c }))];
      }
      if (needed === 0) {
        if (tributes !== undefined && tributes.length > 0) {
          const picks = tributes.map((t, i) => pick(ctx, t, mine, 'yourMonsters', `tributes[${i}]`));
          throw new Refusal(tributeListProblem(state, seat, card, position, picks) ?? tx('scenario.noTributes', { card, level: def.level ?? 0 }, 'R-NS-3'), state);
        }
        return [{ type: 'summon', card, position, zone: freeMonsterZones(p)[0] ?? 0 }];
      }
      if (tributes === undefined) return [{ type: 'summon', card, position }];
      const picks = tributes.map((t, i) => pick(ctx, t, tributable, 'yourMonsters', `tributes[${i}]`));
      // Counted by Tribute value, as the engine counts them one at a time (R-NS-6).
      const problem = tributeListProblem(state, seat, card, position, picks);
      if (problem !== null) throw new Refusal(problem, state);
      return [{ type: 'summon', card, position }, ...picks.map((c): Action => ({ type: 'select', card: c }))];
    }
    case 'maximumSummon': {
      const card = pick(ctx, a.card, p.hand, 'hand', 'card');
      const m = cardDef(state, card).maximum;
      // The printed piece, else a card bearing its name in the hand (R-MAX-18).
      const find = (id: number | undefined): number =>
        id === undefined ? card : (p.hand.find((u) => state.cards[u]?.id === id) ?? p.hand.find((u) => shownId(state, u) === id) ?? card);
      return [{ type: 'maximumSummon', card, left: find(m?.role === 'center' ? m.left : undefined), right: find(m?.role === 'center' ? m.right : undefined) }];
    }
    case 'contactFusion': {
      const card = pick(ctx, a.card, p.extra, 'extraDeck', 'card');
      // The engine takes the materials in ascending order; a scenario may name them in any.
      // Union Fusion may take the Union monster cards equipping a monster too (the engine checks the rule).
      const fieldCards = [...mine, ...unionEquipCards(state, seat)];
      const materials = arr(a.materials, `${path}.materials`).map((m, i) => pick(ctx, m, fieldCards, 'yourMonsters', `materials[${i}]`)).sort((x, y) => x - y);
      return [{ type: 'contactFusion', card, materials, position: a.position === 'defense' ? 'defense' : 'attack' }];
    }
    case 'set': {
      const card = pick(ctx, a.card, p.hand, 'hand', 'card');
      const def = cardDef(state, card);
      if (def.kind === 'monster') {
        return [{ type: 'summon', card, position: 'set', ...(tributesFor(state, seat, card, 'set') === 0 ? { zone: freeMonsterZones(p)[0] ?? 0 } : {}) }];
      }
      const zone = def.spellKind === 'field' ? 'field' : (freeSpellTrapZones(p)[0] ?? 0);
      return [{ type: 'setSpellTrap', card, zone }];
    }
    case 'changePosition':
      return [{ type: 'changePosition', card: pick(ctx, a.card, mine, 'yourMonsters', 'card') }];
    case 'enterBattle':
      return [{ type: 'enterBattle' }];
    case 'endTurn':
      return [{ type: 'endTurn' }];
    case 'attack':
      return [{ type: 'attack', attacker: pick(ctx, a.card, mine, 'yourMonsters', 'card'), target: target(a.target) }];
    case 'choose': {
      if (a.option !== undefined) {
        if (a.option === 0 && (pend.kind === 'tribute' || pend.kind === 'attackReplay')) return [{ type: 'cancel' }];
        if (pend.kind === 'option' && typeof a.option === 'number') return [{ type: 'option', index: a.option }];
        throw new Refusal(tx('scenario.optionNotOffered', { option: describe(a.option) }), state);
      }
      const cards = arr(a.cards, `${path}.cards`);
      if (pend.kind === 'choose') {
        const picks = cards.map((c, i): Action => ({ type: 'select', card: pick(ctx, c, pend.from, 'choosable', `cards[${i}]`) }));
        // Picking fewer than the most allowed ends the choice with "done".
        return picks.length < pend.max ? [...picks, { type: 'done' }] : picks;
      }
      if (pend.kind === 'tribute') {
        return cards.map((c, i): Action => ({ type: 'select', card: pick(ctx, c, tributable, 'yourMonsters', `cards[${i}]`) }));
      }
      if (pend.kind === 'attackReplay' && cards.length === 1) return [{ type: 'attack', attacker: pend.attacker, target: target(cards[0]) }];
      throw new Refusal(tx('scenario.noCardChoice'), state);
    }
    case 'respond': {
      if (pend.kind !== 'respond') throw new Refusal(tx('scenario.noTrapWindow'), state);
      if (a.card === null || a.card === undefined) return [{ type: 'pass' }];
      const card = pick(ctx, a.card, pend.traps, 'trapWindow', 'card');
      const effect = scriptOf(state, card)?.effects.find((e) => e.kind === 'trap')?.id ?? 'e1';
      return [{ type: 'activate', card, effect }];
    }
    case 'activate':
      return activation(ctx, seat, a);
  }
  return fail(path, 'unknown action');
}

/** Cards seat can activate something of: hand, Spell & Trap Zones, Field Zone, monsters and MAXIMUM pieces. */
function activatable(state: DuelState, seat: Seat): number[] {
  const p = state.players[seat];
  const out = [...p.hand];
  for (const s of p.spellTraps) if (s) out.push(s.uid);
  if (p.field) out.push(p.field.uid);
  for (const m of p.monsters) if (m) out.push(m.uid, ...(m.maximum ? [m.maximum.left, m.maximum.right] : []));
  return out;
}

/** `activate`: the effect (by index or id, default the first), then pre-answers for its questions. */
function activation(ctx: Ctx, seat: Seat, a: Obj): Action[] {
  const { state, path } = ctx;
  const card = pick(ctx, a.card, activatable(state, seat), 'handOrField', 'card');
  const script = scriptOf(state, card);
  if (!script && state.players[seat].hand.includes(card)) {
    throw new Refusal(tx('scenario.noEffect', { card }), state);
  }
  // A monster in the hand has no effect to activate there: "activate" means its own summon rule.
  if (script?.summon?.fromHand && state.players[seat].hand.includes(card) && cardDef(state, card).kind === 'monster') {
    const zone = freeMonsterZones(state.players[seat])[0] ?? 0;
    if (script.summon.fromHand.cost) {
      // Its cost sends or places a card: `cost` names it (else the first the rule accepts); a
      // monster it sends from the field frees its zone when none is free.
      const named = arr(a.cost, `${path}.cost`);
      const cost = named.length > 0 ? resolveLoose(ctx, named[0]) : (costChoices(state, seat, card)[0] ?? card);
      return [{ type: 'ruleSummon', card, zone: ruleSummonZones(state, seat, cost)[0] ?? 0, cost }];
    }
    if (!script.summon.fromHand.reveal) return [{ type: 'ruleSummon', card, zone }];
    // Its cost reveals a card of the hand: `cost` names it (else the first the rule accepts).
    const named = arr(a.cost, `${path}.cost`);
    const reveal = named.length > 0 ? resolveLoose(ctx, named[0]) : (revealChoices(state, seat, card)[0] ?? card);
    return [{ type: 'ruleSummon', card, zone, reveal }];
  }
  const effects = script?.effects ?? [];
  let effect: string | undefined;
  if (typeof a.effect === 'number') effect = effects[a.effect]?.id;
  else if (typeof a.effect === 'string') effect = a.effect;
  else effect = effects[0]?.id;
  if (effect === undefined) throw new Refusal(tx('scenario.noSuchEffect', { card }), state);
  const pre: Action = { type: 'activate', card, effect };
  const answers = [...arr(a.cost, `${path}.cost`), ...arr(a.targets, `${path}.targets`)];
  if (answers.length === 0) return [pre];
  // Pre-answers are resolved against each prompt as it comes: see runner's `answerQueue`.
  return [pre, ...answers.map((x): Action => ({ type: 'select', card: resolveLoose(ctx, x) }))];
}

/** A ref, or a card id anywhere in the duel (the prompt's own list decides if it is allowed). */
function resolveLoose(ctx: Ctx, v: unknown): number {
  if (typeof v === 'string') {
    const uid = ctx.refs.get(v);
    if (uid === undefined) return fail(`${ctx.path}`, `no card has the ref "${clip(v)}"`);
    return uid;
  }
  if (typeof v === 'number' && Number.isInteger(v)) {
    const uid = ctx.state.cards.find((c) => c.id === v)?.uid;
    if (uid === undefined) throw new Refusal(tx('scenario.noCardWithId', { id: v }), ctx.state);
    return uid;
  }
  return fail(`${ctx.path}`, 'name a card by its ref (string) or card id (number)');
}

function effectIndex(state: DuelState, card: number, effect: string): number {
  return Math.max(0, scriptOf(state, card)?.effects.findIndex((e) => e.id === effect) ?? 0);
}

/** An engine action in scenario words, as listed in "pending.options". */
export function toScenarioAction(state: DuelState, a: Action): Record<string, unknown> {
  const L = (uid: number): string | number => cardLabel(state, uid);
  switch (a.type) {
    case 'summon': return a.rule === undefined ? { do: 'summon', card: L(a.card), position: a.position } : { do: 'summon', card: L(a.card), position: a.position, rule: a.rule };
    case 'maximumSummon': return { do: 'maximumSummon', card: L(a.card) };
    case 'setSpellTrap': return { do: 'set', card: L(a.card) };
    case 'changePosition': return { do: 'changePosition', card: L(a.card) };
    case 'enterBattle': return { do: 'enterBattle' };
    case 'endTurn': return { do: 'endTurn' };
    case 'attack':
      if (state.pending?.kind === 'attackReplay') return { do: 'choose', cards: [a.target === 'direct' ? 'direct' : L(a.target)] };
      return { do: 'attack', card: L(a.attacker), target: a.target === 'direct' ? 'direct' : L(a.target) };
    case 'select': return { do: 'choose', cards: [L(a.card)] };
    case 'cancel': return { do: 'choose', option: 0 };
    case 'done': return { do: 'choose', cards: [] };
    case 'option': return { do: 'choose', option: a.index };
    case 'pass': return { do: 'respond', card: null };
    case 'ruleSummon':
      if (a.cost !== undefined) return { do: 'activate', card: L(a.card), cost: [L(a.cost)] };
      return a.reveal === undefined ? { do: 'activate', card: L(a.card) } : { do: 'activate', card: L(a.card), cost: [L(a.reveal)] };
    case 'contactFusion': return { do: 'contactFusion', card: L(a.card), materials: a.materials.map(L), position: a.position };
    case 'activate':
      if (state.pending?.kind === 'respond') return { do: 'respond', card: L(a.card) };
      return { do: 'activate', card: L(a.card), effect: effectIndex(state, a.card, a.effect) };
  }
}
