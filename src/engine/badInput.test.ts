// Bad input (issue 12): names of built-in object members, inherited fields, oversized
// input and echoed text. Each is refused in plain words, never thrown, state untouched.
import { describe, expect, it } from 'vitest';
import { applyAction, newDuel, runScenario, serialize, validateState, whyNot, type Action, type DuelState } from './index';
import { checkPuzzle } from '../puzzles/validate';
import { board, mk } from './testing/mk';
import { VANILLA_DECKS } from './vanillaDeck';
import { testRuleset } from './testing/ruleset';
import { englishText } from '../i18n/engineText';

/** whyNot in English, as the scenario CLI prints it. */
const why = (s: DuelState, a: unknown): string | null => {
  const t = whyNot(s, a);
  return t ? englishText(t, s) : null;
};

const BUILTIN = ['toString', 'constructor', '__proto__', 'hasOwnProperty', 'valueOf', 'isPrototypeOf', 'toLocaleString'];

function start(): DuelState {
  const r = newDuel({ ruleset: testRuleset(), decks: VANILLA_DECKS, seed: 3, firstPlayer: 0 });
  if (!r.ok) throw new Error(r.error);
  return r.state;
}

describe('names of built-in object members', () => {
  it('are refused as action types with the words of any unknown type, state untouched', () => {
    const s = start();
    const unknown = why(s, { type: 'noSuchType' });
    expect(unknown).toMatch(/^Unknown action type/);
    for (const type of BUILTIN) {
      const a = JSON.parse(`{"type": ${JSON.stringify(type)}}`) as Action;
      expect(() => whyNot(s, a)).not.toThrow();
      expect(why(s, a)).toMatch(/^Unknown action type/);
      const r = applyAction(s, a);
      expect(r.ok).toBe(false);
      expect(r.state).toBe(s);
    }
  });

  it('are refused as action fields', () => {
    const s = start();
    for (const k of BUILTIN) {
      const a = JSON.parse(`{"type": "endTurn", ${JSON.stringify(k)}: 1}`) as Action;
      expect(applyAction(s, a).ok).toBe(false);
      expect(why(s, a)).toMatch(/has no field/);
    }
  });

  it('only own properties count: Object.create({type: "endTurn"}) is refused', () => {
    const s = start();
    const inherited = Object.create({ type: 'endTurn' }) as Action;
    expect(whyNot(s, inherited)).not.toBeNull();
    expect(applyAction(s, inherited).ok).toBe(false);
    expect(applyAction(s, inherited).state).toBe(s);
    // Own fields are what the action is: an inherited field is simply not there.
    const field = Object.assign(Object.create({ card: 0 }) as object, { type: 'endTurn' }) as Action;
    expect(applyAction(s, field).ok).toBe(true);
    const hand = s.players[0].hand[0] as number;
    const zoneInherited = Object.assign(Object.create({ zone: 1 }) as object, { type: 'summon', card: hand, position: 'attack' }) as Action;
    expect(why(s, zoneInherited)).toMatch(/Choose a free Monster Zone|Tribute/);
    expect(applyAction(s, { type: 'endTurn' }).ok).toBe(true);
  });

  it('in a scenario "do" or field: an invalid file with a clear message, not an internal error', () => {
    const b = board({ hand: [mk('a', 100)] });
    for (const name of BUILTIN) {
      const out = runScenario(JSON.parse(`{"state": ${JSON.stringify(b)}, "actions": [{"do": ${JSON.stringify(name)}, "card": "a"}]}`), testRuleset());
      expect(out.ok).toBe(false);
      expect(out.invalid).toMatch(/actions\[0\]\.do: unknown action/);
      const field = runScenario(JSON.parse(`{"state": ${JSON.stringify(b)}, "actions": [{"do": "summon", "card": "a", ${JSON.stringify(name)}: 1}]}`), testRuleset());
      expect(field.invalid).toMatch(/has no field/);
    }
  });

  it('in a puzzle import: a message, not a thrown error', () => {
    const b = board({ hand: [mk('a', 100)] }, { monsters: [{ card: mk('t', 100) }] });
    const r = checkPuzzle({ title: 'x', briefing: 'y', difficulty: 1, goal: { kind: 'win' }, state: b, actions: [{ do: 'constructor', card: 'a' }] });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error).toMatch(/unknown action/);
    const g = checkPuzzle({ title: 'x', briefing: 'y', difficulty: 1, goal: { kind: 'toString' }, state: b });
    expect(!g.ok && g.error).toMatch(/goal\.kind/);
  });

  it('validateState refuses extra constructor / toString / __proto__ keys', () => {
    const s = start();
    for (const k of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      const text = serialize(s).replace('"state":{', `"state":{${JSON.stringify(k)}:1,`);
      const v = (JSON.parse(text) as { state: unknown }).state;
      const r = validateState(v, testRuleset());
      expect(r.ok).toBe(false);
      expect(!r.ok && r.error).toMatch(/unknown field/);
      const pend = JSON.parse(serialize(s).replace('"pending":{"kind":"main"', '"pending":{"kind":"constructor"')) as { state: unknown };
      expect(validateState(pend.state, testRuleset()).ok).toBe(false);
    }
  });
});

describe('echoed input is cut', () => {
  it('a huge unknown field name or type is not echoed in full', () => {
    const s = start();
    const long = 'x'.repeat(1_000_000);
    expect(JSON.stringify(whyNot(s, { type: long })).length).toBeLessThan(200);
    expect(JSON.stringify(whyNot(s, { type: 'endTurn', [long]: 1 })).length).toBeLessThan(200);
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(() => whyNot(s, { type: cyclic })).not.toThrow();
    const b = board({ hand: [mk('a', 100)] });
    const out = runScenario({ state: { ...b, [long]: 1 } }, testRuleset());
    expect((out.invalid ?? '').length).toBeLessThan(400);
    const act = runScenario({ state: b, actions: [{ do: 'summon', card: 'a', [long]: 1 }] }, testRuleset());
    expect((act.invalid ?? '').length).toBeLessThan(400);
    const ref = runScenario({ state: b, actions: [{ do: 'summon', card: long }] }, testRuleset());
    expect((ref.invalid ?? '').length).toBeLessThan(400);
    const doLong = runScenario({ state: b, actions: [{ do: long }] }, testRuleset());
    expect((doLong.invalid ?? '').length).toBeLessThan(400);
    const st = JSON.parse(serialize(s)) as { state: Record<string, unknown> };
    st.state[long] = 1;
    const v = validateState(st.state, testRuleset());
    expect(!v.ok && v.error.length).toBeLessThan(400);
  });
});

describe('size caps: refused before any work, with "too many cards in ..."', () => {
  const CLAY = 160320006;
  it('a 100,000-card or 600,000-card deck in a scenario', () => {
    for (const n of [100_000, 600_000]) {
      const t = performance.now();
      const out = runScenario({ decks: [Array(n).fill(CLAY), [CLAY, CLAY, CLAY, CLAY]] }, testRuleset());
      expect(out.invalid).toMatch(/too many cards in Player 1's Main Deck \(at most 200\)/);
      expect(performance.now() - t).toBeLessThan(500);
    }
    const extra = runScenario({ decks: [{ main: Array(40).fill(CLAY), extra: Array(201).fill(160320001) }, [CLAY, CLAY, CLAY, CLAY]] }, testRuleset());
    expect(extra.invalid).toMatch(/too many cards in Player 1's Extra Deck/);
  });

  it('a 20,000-card hand, deck or GY on a board; 10,001 actions', () => {
    for (const place of ['hand', 'deck', 'graveyard']) {
      const t = performance.now();
      const out = runScenario({ state: { players: [{ [place]: Array(20_000).fill(CLAY) }, {}] } }, testRuleset());
      expect(out.invalid).toBe(`too many cards in state.players[0].${place} (at most 200)`);
      expect(performance.now() - t).toBeLessThan(500);
    }
    const acts = runScenario({ state: board(), actions: Array(10_001).fill({ do: 'endTurn' }) }, testRuleset());
    expect(acts.invalid).toMatch(/too many actions in actions/);
  });

  it('the largest allowed deck still starts, and per-card setup work is linear', () => {
    const t = performance.now();
    const fusions = Array(100).fill(160320001);
    const r = runScenario({ decks: [[...Array(100).fill(CLAY), ...fusions], Array(200).fill(CLAY)] }, testRuleset());
    expect(r.ok).toBe(true);
    const board200 = runScenario({ state: { players: [{ hand: Array(200).fill(CLAY), deck: Array(200).fill(CLAY), graveyard: Array(200).fill(CLAY) }, {}] } }, testRuleset());
    expect(board200.ok).toBe(true);
    expect(performance.now() - t).toBeLessThan(3000);
  });

  it('a saved state with too many cards is refused', () => {
    const s = start();
    const big = { ...s, cards: Array.from({ length: 2001 }, (_, uid) => ({ uid, id: 160320006, owner: 0 })) };
    const r = validateState(JSON.parse(JSON.stringify(big)), testRuleset());
    expect(!r.ok && r.error).toMatch(/too many cards in state\.cards/);
  });
});

describe('scenario files: smaller ones', () => {
  it('an unknown ref after the duel has ended is an invalid file, not the refusal "The duel is over."', () => {
    const b = { players: [{ deck: [160320006] }, { lp: 0 }] };
    const out = runScenario({ state: b, actions: [{ do: 'attack', card: 'nobody', target: 'direct' }] }, testRuleset());
    expect(out).toEqual({ ok: false, invalid: 'actions[0].card: no card has the ref "nobody"' });
    const known = runScenario({ state: { players: [{ deck: [160320006], hand: [{ id: 160320006, ref: 'a' }] }, { lp: 0 }] }, actions: [{ do: 'summon', card: 'a' }] }, testRuleset(), englishText);
    expect(known).toMatchObject({ ok: false, failedAt: 0, error: 'The duel is over.' });
  });
});
