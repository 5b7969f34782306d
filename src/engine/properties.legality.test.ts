// Property 5, exhaustively: in every state of a few random duels, offer every listed action
// and a broad set of others (every action type with every card on the field or in a hand,
// every zone, position, attack target, effect and MAXIMUM triple). applyAction must accept
// exactly the listed ones (deep equality), and whyNot must be null exactly for those.
import { describe, expect, it } from 'vitest';
import { PRESET_DECKS } from '../cards/presets';
import { applyAction, legalActions, newDuel, whyNot, type Action, type DeckList, type DuelState } from './index';
import { actionKey, candidateActions, checkOffered, listedProblems, playRandomDuel } from './testing/randomDuel';
import { sized } from './testing/size';
import { VANILLA_DECKS } from './vanillaDeck';
import { testRuleset } from './testing/ruleset';

interface Tally {
  states: number;
  offered: number;
  problems: string[];
}

function exhaustiveDuel(label: string, decks: readonly [DeckList, DeckList], seed: number, t: Tally): void {
  playRandomDuel({
    decks,
    seed,
    onStep: ({ before, legal, action, index }) => {
      t.states++;
      const where = `[${label}] seed ${seed}, before action #${index} ${JSON.stringify(action)} (pending ${JSON.stringify(before.pending)})`;
      const keys = new Set<string>();
      for (const p of listedProblems(before, legal, keys)) t.problems.push(`${where}: ${p}`);
      for (const a of [...legal, ...candidateActions(before)]) {
        t.offered++;
        const c = checkOffered(before, keys, a);
        if (c.problem) t.problems.push(`${where}: offering ${JSON.stringify(a)}: ${c.problem}`);
      }
    },
  });
}

const newTally = (): Tally => ({ states: 0, offered: 0, problems: [] });
const preset = (i: number): DeckList => ({ main: PRESET_DECKS[i]?.main ?? [], extra: PRESET_DECKS[i]?.extra ?? [] });

describe('legalActions, whyNot and applyAction agree on every action offered', () => {
  it('vanilla duels', () => {
    const t = newTally();
    for (const seed of [11, 12, 13].slice(0, sized({ fast: 1, ci: 3, nightly: 3 }))) exhaustiveDuel('vanilla', VANILLA_DECKS, seed, t);
    expect(t.problems.slice(0, 5)).toEqual([]);
    expect(t.states).toBeGreaterThan(sized({ fast: 100, ci: 400, nightly: 400 }));
    console.log(`[legality vanilla] ${t.states} states, ${t.offered} actions offered`);
  });

  it('preset duels', () => {
    const t = newTally();
    for (let k = 0; k < sized({ fast: 2, ci: 6, nightly: 24 }); k++) exhaustiveDuel(`${PRESET_DECKS[k % 4]?.key} vs ${PRESET_DECKS[(k + 1) % 4]?.key}`, [preset(k % 4), preset((k + 1) % 4)], 500 + k, t);
    expect(t.problems.slice(0, 5)).toEqual([]);
    console.log(`[legality presets] ${t.states} states, ${t.offered} actions offered`);
  });
});

// Two ways "accepted" and "listed" once differed (found by these tests, fixed in the engine).
describe('accepted iff listed, in the cases that once differed', () => {
  function start(decks: readonly [DeckList, DeckList]): DuelState {
    const r = newDuel({ ruleset: testRuleset(), decks, seed: 3, firstPlayer: 0 });
    if (!r.ok) throw new Error(r.error);
    return r.state;
  }
  const listed = (s: DuelState, a: unknown): boolean => legalActions(s).some((l) => actionKey(l) === actionKey(a));

  it('an action with a field its type does not have is refused', () => {
    const s = start(VANILLA_DECKS);
    for (const a of [{ type: 'endTurn', card: 0, position: 'set' }, { type: 'enterBattle', zone: 1 }, { type: 'pass', index: 0 }]) {
      expect(listed(s, a)).toBe(false);
      expect(whyNot(s, a)).not.toBeNull();
      expect(applyAction(s, a as Action).ok).toBe(false);
    }
  });

  it('built-in member names as types or fields, and inherited fields, are refused (never thrown), state untouched', () => {
    const s = start(VANILLA_DECKS);
    const junk: unknown[] = [
      { type: 'toString' }, { type: 'constructor' }, JSON.parse('{"type":"__proto__"}'), { type: 'hasOwnProperty' }, { type: 'valueOf' },
      { type: 'endTurn', constructor: 1 }, Object.create({ type: 'endTurn' }), Object.assign(Object.create({ type: 'endTurn' }) as object, { card: 0 }),
    ];
    for (const a of junk) {
      expect(listed(s, a)).toBe(false);
      expect(whyNot(s, a)).not.toBeNull();
      const r = applyAction(s, a as Action);
      expect(r.ok).toBe(false);
      expect(r.state).toBe(s);
    }
  });

  it('of the MAXIMUM Summons made with different copies of the pieces, exactly the listed one is accepted', () => {
    const OVERLORD = 160202002;
    const OVERLORD_L = 160202001;
    const OVERLORD_R = 160202003;
    // Turn 1: the first player holds all five cards, two of them a second [L] and [R].
    const main = [OVERLORD, OVERLORD_L, OVERLORD_L, OVERLORD_R, OVERLORD_R];
    const s = start([{ main }, { main }]);
    const hand = s.players[0].hand;
    const ids = (id: number): number[] => hand.filter((u) => s.cards[u]?.id === id);
    const center = ids(OVERLORD)[0] as number;
    let accepted = 0;
    for (const left of ids(OVERLORD_L)) {
      for (const right of ids(OVERLORD_R)) {
        const a: Action = { type: 'maximumSummon', card: center, left, right };
        const ok = applyAction(s, a).ok;
        if (ok) accepted++;
        expect(ok).toBe(listed(s, a));
        expect(whyNot(s, a) === null).toBe(ok);
      }
    }
    expect(accepted).toBe(1);
  });
});
