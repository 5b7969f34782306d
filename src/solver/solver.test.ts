import { describe, expect, it } from 'vitest';
import { solveScenario } from '.';
import { solve } from './search';
import { loadScenario } from './load';
import { goalStart, judge, type Goal } from './goal';
import unsolvable from '../puzzles/testdata/unsolvable.json';
import { textKey } from '../engine';

const clock = { now: () => performance.now() };
const budget = (maxNodes = 50_000) => ({ maxNodes, maxMs: 60_000, ...clock });
const DS = 160301005; // Dark Sorcerer, Lv4 1500/0
const SAKURETSU = 160417005;

/** Two Dark Sorcerers ready to attack; the opponent's LP and Set cards vary. */
function twoAttackers(lp: number, opponentSpellTraps: unknown[] = []) {
  return {
    seed: 3,
    state: {
      turn: 2, turnPlayer: 0, phase: 'main',
      players: [
        { monsters: [{ card: { id: DS, ref: 'a' } }, { card: { id: DS, ref: 'b' } }], deck: [DS, DS, DS] },
        { lp, deck: [DS, DS, DS], spellTraps: opponentSpellTraps },
      ],
    },
  };
}

const win: Goal = { kind: 'win' };

describe('solver: AND-OR search over the turn', () => {
  it('finds two direct attacks for 3000 and writes them in scenario words', () => {
    const r = solveScenario(twoAttackers(3000), win, budget());
    expect(r.solved).toBe(true);
    expect(r.line).toEqual([
      { do: 'enterBattle' },
      { do: 'attack', card: 'a', target: 'direct' },
      { do: 'attack', card: 'b', target: 'direct' },
    ]);
  });

  it("treats the opponent's Set Trap as theirs to use: Sakuretsu Armor stops one of the two attacks", () => {
    const trap = [{ card: { id: SAKURETSU, ref: 'saku' }, faceDown: true }];
    const r = solveScenario(twoAttackers(3000, trap), win, budget());
    expect(r).toMatchObject({ solved: false, complete: true, line: [] });
    // With 1500 LP one attack is enough whatever the Trap does; the line shows the opponent passing.
    const easy = solveScenario(twoAttackers(1500, trap), win, budget());
    expect(easy.solved).toBe(true);
    expect(easy.line).toContainEqual({ do: 'respond', card: null });
  });

  it('stops cleanly at the node budget and says the search was not complete', () => {
    const { state } = loadScenario(twoAttackers(9000));
    const r = solve(state, win, budget(5));
    expect(r).toMatchObject({ solved: false, complete: false, line: [] });
    expect(r.nodes).toBeLessThanOrEqual(6);
  });

  it('stops at the time budget, read from the clock it is given', () => {
    const { state } = loadScenario(unsolvable);
    let t = 0;
    const r = solve(state, win, { maxNodes: 1e9, maxMs: 25, now: () => (t += 10) });
    expect(r.complete).toBe(false);
    expect(r.nodes).toBeGreaterThan(0);
  });

  it('deals "at least N damage" without having to win', () => {
    expect(solveScenario(twoAttackers(9000), { kind: 'damage', amount: 3000 }, budget()).solved).toBe(true);
    expect(solveScenario(twoAttackers(9000), { kind: 'damage', amount: 3001 }, budget())).toMatchObject({ solved: false, complete: true });
  });
});

describe('goal judge', () => {
  const { state } = loadScenario(twoAttackers(3000));
  const start = goalStart(state);

  it('a goal of this turn is open during the turn and failed once it ends', () => {
    expect(judge(win, start, state)).toBe('open');
    expect(judge(win, start, { ...state, turn: 3, turnPlayer: 1 })).toBe('failed');
  });

  it('survive is met when the hero\'s next turn begins, failed if the hero loses', () => {
    const survive: Goal = { kind: 'survive' };
    expect(judge(survive, start, { ...state, turn: 3 })).toBe('open');
    expect(judge(survive, start, { ...state, turn: 4 })).toBe('met');
    expect(judge(survive, start, { ...state, winner: 1 })).toBe('failed');
  });

  it('maximumClear needs a MAXIMUM monster and the whole opposing field empty (R-ZONE-7)', () => {
    const clear: Goal = { kind: 'maximumClear' };
    expect(judge(clear, start, state)).toBe('open'); // no MAXIMUM monster yet
    const board = (them: Record<string, unknown>) => ({
      seed: 1,
      state: {
        turn: 2,
        players: [
          { monsters: [{ card: 160202002, maximum: { left: 160202001, right: 160202003 } }], deck: [160302003] },
          { deck: [160302003], ...them },
        ],
      },
    });
    const judged = (them: Record<string, unknown>) => {
      const s = loadScenario(board(them)).state;
      return judge(clear, goalStart(s), s);
    };
    expect(judged({})).toBe('met');
    expect(judged({ monsters: [{ card: 160001000 }] })).toBe('open');
    expect(judged({ spellTraps: [{ card: SAKURETSU, faceDown: true }] })).toBe('open');
    expect(judged({ field: { card: 160007042, faceDown: false } })).toBe('open');
  });
});

describe('battle damage bound', () => {
  it('prunes a Battle Phase that cannot reach the goal, and only then', async () => {
    const { battleDamageBound } = await import('./bound');
    const { applyAction } = await import('../engine');
    const { state } = loadScenario(twoAttackers(3000));
    expect(battleDamageBound(state, 0)).toBeNull(); // Main Phase: summons and effects may still come
    const battle = applyAction(state, { type: 'enterBattle' });
    if (!battle.ok) throw new Error(textKey(battle.error));
    expect(battleDamageBound(battle.state, 0)).toBe(3000);
    const inBattle = (file: unknown) => {
      const b = applyAction(loadScenario(file).state, { type: 'enterBattle' });
      if (!b.ok) throw new Error(textKey(b.error));
      return battleDamageBound(b.state, 0);
    };
    const set = (id: number) => [{ card: { id, ref: 'x' }, faceDown: true }];
    expect(inBattle(twoAttackers(3000, set(SAKURETSU)))).toBe(3000); // it can only destroy an attacker
    expect(inBattle(twoAttackers(3000, set(160411003)))).toBe(3000); // a Set Spell: Main Phase only
    expect(inBattle(twoAttackers(3000, set(160205018)))).toBeNull(); // Doomblaze Despair's cost takes the opponent's LP
    expect(inBattle(twoAttackers(3000, set(160315032)))).toBeNull(); // RB Dragophone summons in battle
  });

  it('a continuous effect is allowed only when battle cannot raise what it gives', async () => {
    const { battleDamageBound } = await import('./bound');
    const { applyAction } = await import('../engine');
    const withField = (field: number, me: unknown[]) => {
      const file = { seed: 1, state: { turn: 2, players: [{ monsters: me, deck: [DS], field: { card: field, faceDown: false } }, { deck: [DS] }] } };
      const b = applyAction(loadScenario(file).state, { type: 'enterBattle' });
      if (!b.ok) throw new Error(textKey(b.error));
      return battleDamageBound(b.state, 0);
    };
    // Magnum Overbase: Level 7+ Machines gain 400, fixed for the turn (Dark Sorcerer gets nothing).
    expect(withField(160007042, [{ card: DS }])).toBe(1500);
    // A monster that gains 300 ATK per Warrior in the GY (battle can fill the GY): no bound.
    expect(withField(160007042, [{ card: DS }, { card: 160018000 }])).toBeNull();
  });
});
