// Test driver for the MAXIMUM deck's script tests: a board in the scenario format, then
// decisions by ref, with the events collected. Pure TypeScript (no test-framework import).
import { cardDef, stateProblems, legalActions, monsterAtk, type Action, type DuelEvent, type DuelState, type Seat } from '../../engine';
import { activationProblem, apply, board, label, labels, load, refuse, locateMonster, type BoardIn, type PlayerIn } from '../../engine/testkit';
import { englishText } from '../../i18n/engineText';

export class Duel {
  state: DuelState;
  events: DuelEvent[] = [];
  readonly uid: (ref: string) => number;

  constructor(b: BoardIn | unknown, seed = 1) {
    const l = load(b, seed);
    this.state = l.state;
    this.uid = l.uid;
  }

  static of(p0: PlayerIn = {}, p1: PlayerIn = {}, opts: Partial<Omit<BoardIn, 'players'>> = {}): Duel {
    return new Duel(board(p0, p1, opts));
  }

  do(a: Action): this {
    const r = apply(this.state, a);
    this.state = r.state;
    this.events.push(...r.events);
    const problems = stateProblems(this.state);
    if (problems.length > 0) throw new Error(`broken state after ${JSON.stringify(a)}: ${problems.join('; ')}`);
    return this;
  }

  /** The refusal reason of an action that must be refused. */
  refused(a: Action): string {
    return refuse(this.state, a);
  }

  activate(ref: string, effect = 'e1'): this {
    return this.do({ type: 'activate', card: this.uid(ref), effect });
  }

  /** Answers the open card question with these refs ("done" when fewer than the most allowed). */
  pick(...refs: string[]): this {
    for (const r of refs) this.do({ type: 'select', card: this.uid(r) });
    // The same question is still open (fewer picked than allowed): end it. A new question
    // asked after the last pick has nothing chosen yet.
    const p = this.state.pending;
    if (p?.kind === 'choose' && p.chosen.length === refs.length) this.do({ type: 'done' });
    return this;
  }

  option(index: number): this {
    return this.do({ type: 'option', index });
  }

  pass(): this {
    return this.do({ type: 'pass' });
  }

  summon(ref: string, position: 'attack' | 'set' = 'attack'): this {
    const zone = this.state.players[this.state.pending?.player ?? 0].monsters.findIndex((m) => m === null);
    return this.do({ type: 'summon', card: this.uid(ref), position, zone });
  }

  attack(ref: string, target: string | 'direct'): this {
    return this.do({ type: 'attack', attacker: this.uid(ref), target: target === 'direct' ? 'direct' : this.uid(target) });
  }

  /** Why activating this effect now is refused, or null when it is allowed. */
  problem(ref: string, effect = 'e1', mode: 'main' | 'respond' = 'main', seat: Seat = this.state.pending?.player ?? 0): string | null {
    const why = activationProblem(this.state, seat, this.uid(ref), effect, mode);
    return why && englishText(why, this.state);
  }

  /** Whether the engine lists this activation among the legal actions now. */
  offers(ref: string, effect = 'e1'): boolean {
    const u = this.uid(ref);
    return legalActions(this.state).some((a) => a.type === 'activate' && a.card === u && a.effect === effect);
  }

  /** The open card question's choices, by label. */
  choices(): (string | number)[] {
    const p = this.state.pending;
    return p?.kind === 'choose' ? labels(this.state, p.from) : [];
  }

  atk(ref: string): number {
    const m = locateMonster(this.state, this.uid(ref));
    if (!m) throw new Error(`${ref} is not on the field`);
    return monsterAtk(this.state, m.slot);
  }

  onField(ref: string): boolean {
    return locateMonster(this.state, this.uid(ref)) !== null;
  }

  lp(seat: Seat): number {
    return this.state.players[seat].lp;
  }

  hand(seat: Seat = 0): (string | number)[] {
    return labels(this.state, this.state.players[seat].hand);
  }

  gy(seat: Seat = 0): (string | number)[] {
    return labels(this.state, this.state.players[seat].gy);
  }

  deck(seat: Seat = 0): (string | number)[] {
    return labels(this.state, this.state.players[seat].deck);
  }

  /** Events of one type, cards named by label. */
  ev<T extends DuelEvent['type']>(type: T): Record<string, unknown>[] {
    return this.events
      .filter((e) => e.type === type)
      .map((e) => {
        const o: Record<string, unknown> = { ...e };
        for (const k of ['card', 'attacker', 'target']) if (typeof o[k] === 'number') o[k] = label(this.state, o[k]);
        return o;
      });
  }

  /** Clears the collected events (to look at the next action's only). */
  fresh(): this {
    this.events = [];
    return this;
  }

  name(ref: string): string {
    return cardDef(this.state, this.uid(ref)).name;
  }
}
