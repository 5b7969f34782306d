// The property checks must have teeth: each one flags a state or transition broken on purpose.
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, newDuel, type Action, type DuelEvent, type DuelState } from './index';
import { deepFreeze } from './testing/deepFreeze';
import { actionKey, checkOffered, roundTripProblem, transitionProblems, type DuelStep } from './testing/randomDuel';
import { VANILLA_DECKS } from './vanillaDeck';
import { testRuleset } from './testing/ruleset';
import { textKey } from './text';

function start(): DuelState {
  const r = newDuel({ ruleset: testRuleset(), decks: VANILLA_DECKS, seed: 9, firstPlayer: 0 });
  if (!r.ok) throw new Error(r.error);
  return r.state;
}

/** A real first step (Summon in zone 0), then `edit` breaks a copy of the state after it. */
function brokenStep(edit: (after: DuelState) => void, events?: DuelEvent[]): string[] {
  const before = start();
  const legal = legalActions(before);
  const action = legal.find((a) => a.type === 'summon' && a.zone === 0) as Action;
  const res = applyAction(before, action);
  if (!res.ok) throw new Error(textKey(res.error));
  const after = { ...structuredClone(res.state), cards: res.state.cards, inline: res.state.inline };
  edit(after);
  const step: DuelStep = { index: 0, before, legal, action, after, events: events ?? res.events };
  return transitionProblems(step);
}

describe('transitionProblems', () => {
  it('passes a real step', () => {
    expect(brokenStep(() => {})).toEqual([]);
  });
  it('flags a lost, a duplicated and a misplaced card', () => {
    expect(brokenStep((s) => void s.players[0].deck.pop()).join()).toMatch(/nowhere|card count/);
    expect(brokenStep((s) => void s.players[0].hand.push(s.players[0].deck[0] as number)).join()).toMatch(/two places/);
    expect(brokenStep((s) => void s.players[1].hand.push(s.players[0].deck.pop() as number)).join()).toMatch(/other player/);
  });
  it('flags LP that change without a damage event, and a damage event with the wrong lp', () => {
    expect(brokenStep((s) => void (s.players[1].lp -= 100)).join()).toMatch(/LP events say/);
    const ev: DuelEvent[] = [{ type: 'damage', player: 1, amount: 100, lp: 7950, reason: 'battle' }];
    expect(brokenStep((s) => void (s.players[1].lp = 7950), ev).join()).toMatch(/expected 7900/);
  });
  it('flags a MAXIMUM monster that does not fill all three zones', () => {
    const problems = brokenStep((s) => {
      const m = s.players[0].monsters[0];
      if (m) m.maximum = { left: m.uid, right: m.uid };
    });
    expect(problems.join()).toMatch(/MAXIMUM/);
  });
  it('flags an end of the duel without a win event, or with LP left', () => {
    const over = (s: DuelState): void => {
      s.winner = 0;
      s.winReason = 'lp';
      s.pending = null;
    };
    expect(brokenStep(over).join()).toMatch(/win events \[\]/);
    expect(brokenStep(over).join()).toMatch(/lost by LP with 8000 LP/);
    expect(brokenStep((s) => void (s.winner = 1)).join()).toMatch(/pending/);
  });
});

describe('checkOffered', () => {
  it('flags an accepted action that is not listed, and a listed one that is refused', () => {
    const s = start();
    const legal = legalActions(s);
    const someLegal = legal[0] as Action;
    const withoutIt = legal.slice(1);
    expect(checkOffered(s, new Set(withoutIt.map(actionKey)), someLegal).problem).toMatch(/not listed/);
    const bogus = { type: 'changePosition', card: 0 } as Action;
    expect(checkOffered(s, new Set([actionKey(bogus)]), bogus).problem).toMatch(/listed but refused/);
  });
  it('accepts a refusal that returns the same frozen state', () => {
    const s = deepFreeze(start());
    const legal = legalActions(s);
    const c = checkOffered(s, new Set(legal.map(actionKey)), { type: 'attack', attacker: 0, target: 'direct' });
    expect(c).toMatchObject({ accepted: false, listed: false, problem: null });
  });
});

describe('roundTripProblem', () => {
  it('passes a real state and flags a field that JSON cannot keep', () => {
    const s = start();
    expect(roundTripProblem(s)).toBeNull();
    const odd = { ...s, attack: undefined } as unknown as DuelState;
    expect(roundTripProblem(odd)).not.toBeNull();
  });
});
