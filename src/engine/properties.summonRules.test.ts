// "Accepted iff listed" on staged positions for every card with a summon rule of its own
// (R-NS-4 no-Tribute summons, R-MAIN-1 summons from the hand): random duels rarely reach
// them. Each card is put in the hand (the Extra Deck for a Fusion monster) beside a range of fields, and both the engine actions
// and the scenario options are checked: every listed one is accepted, nothing else is.
import { describe, expect, it } from 'vitest';
import { CARD_POOL } from '../cards/pool';
import { legalActions } from './legal';
import { runScenario } from './scenario/run';
import { candidateActions, checkOffered, listedProblems } from './testing/randomDuel';
import { atkPos, board, card, maxMon, mk, setPos, type MonsterIn } from './testing/mk';
import { readBoard } from './scenario/readBoard';
import { testRuleset } from './testing/ruleset';
import { docScript } from '../cards/docs';
import { testSize } from './testing/size';

const withRule = [...CARD_POOL.keys()].filter((id) => docScript(id)?.summon);
const pieces = [...CARD_POOL.values()].filter((d) => d.kind === 'monster' && d.maximum);
const centers = [...CARD_POOL.values()].flatMap((d) => (d.maximum?.role === 'center' ? [d] : []));

// The fast tier stands each card beside a quarter of the MAXIMUM pieces (a different quarter
// for each card, so together the cards still meet them all); ci and nightly use every piece.
const QUARTER = testSize() === 'fast';

function fields(id: number): MonsterIn[][] {
  const out: MonsterIn[][] = [[], [atkPos(mk('w1', 100))], [setPos(mk('w1', 100))], [atkPos(mk('w1', 100)), atkPos(mk('w2', 100)), atkPos(mk('w3', 100))]];
  out.push([atkPos(mk('s1', 100, 0, 4, { race: 'Spellcaster' }))]);
  for (const [i, p] of pieces.entries()) {
    if (QUARTER && (i + id) % 4 !== 0) continue;
    out.push([atkPos(card(p.id, 'piece'))], [setPos(card(p.id, 'piece'))], [atkPos(card(p.id, 'piece')), atkPos(mk('w1', 100)), atkPos(mk('w2', 100))]);
  }
  for (const [i, c] of centers.entries()) {
    if (QUARTER && (i + id) % 4 !== 0) continue;
    const m = c.maximum;
    if (m?.role === 'center') out.push([maxMon({}, [c.id, m.left, m.right])]);
  }
  return out;
}

describe('staged positions for every card with a summon rule', () => {
  it('has cards to check', () => {
    expect(withRule.length).toBeGreaterThanOrEqual(2);
  });

  for (const id of withRule) {
    it(`R-NS-4 R-MAIN-1: card ${id}: every listed action (engine and scenario) is accepted, every other refused`, () => {
      const problems: string[] = [];
      let positions = 0;
      // A Fusion monster's rule (Contact Fusion) is used from the Extra Deck, every other from the
      // hand; a Ritual monster (a rule such as `onlyBy`) waits in the Extra Deck too.
      const kind = CARD_POOL.get(id)?.monsterKind;
      const fromExtra = kind === 'fusion' || kind === 'ritual';
      for (const monsters of fields(id)) {
        const b = board(fromExtra ? { extra: [card(id, 'x')], hand: [mk('h4', 100)], monsters } : { hand: [card(id, 'x'), mk('h4', 100)], monsters });
        const where = `card ${id} beside ${JSON.stringify(monsters.map((m) => m.card))}`;
        const { state } = readBoard(b, 1, testRuleset());
        positions++;
        const legal = legalActions(state);
        const keys = new Set<string>();
        for (const p of listedProblems(state, legal, keys)) problems.push(`${where}: ${p}`);
        for (const a of [...legal, ...candidateActions(state)]) {
          const c = checkOffered(state, keys, a);
          if (c.problem) problems.push(`${where}: ${JSON.stringify(a)}: ${c.problem}`);
        }
        const start = runScenario({ seed: 1, state: b, actions: [] }, testRuleset());
        for (const o of start.pending?.options ?? []) {
          const r = runScenario({ seed: 1, state: b, actions: [o] }, testRuleset());
          if (!r.ok) problems.push(`${where}: scenario option ${JSON.stringify(o)} refused: ${r.error ?? r.invalid}`);
          // A Tribute Summon listed in two steps is accepted in one step with the same Tribute.
          if (o.do === 'summon' && r.ok && r.pending?.kind === 'tribute') {
            for (const t of r.pending.options.filter((x) => x.do === 'choose' && Array.isArray(x.cards))) {
              const two = runScenario({ seed: 1, state: b, actions: [o, t] }, testRuleset());
              const one = runScenario({ seed: 1, state: b, actions: [{ ...o, tributes: t.cards }] }, testRuleset());
              if (two.ok && two.pending?.kind !== 'tribute' && JSON.stringify(one) !== JSON.stringify(two)) {
                problems.push(`${where}: ${JSON.stringify(o)} then ${JSON.stringify(t)} differs from the one-step form: ${one.error ?? ''}`);
              }
            }
          }
        }
      }
      expect(problems.slice(0, 5)).toEqual([]);
      expect(positions).toBeGreaterThan(10);
    });
  }
});
