// The log line: says what happened and why, in numbers, and never names a card the human
// cannot see. Also: an action chosen on a view maps back to the real duel.
import { beforeAll, describe, expect, it } from 'vitest';
import { applyAction, legalActions, playerView } from '../engine';
import type { Action, DuelState, Seat } from '../engine';
import { apply, atkPos, board, card, DARK_HOLE, defPos, load, mk, OVERLORD, OVERLORD_L, OVERLORD_R, POT_OF_GREED, setPos, SKYSCRAPER, TRAP_HOLE } from '../engine/testkit';
import { english, loadLanguage, say } from '../i18n';
import { actionKey } from './actions';
import { explain as explainMsg } from './explain';
import { toRealAction } from './translate';

// The reasons as the English log shows them.
const explain = (...a: Parameters<typeof explainMsg>): string => english(explainMsg(...a));

describe('explain', () => {
  const b = load(board(
    { hand: [mk('Secret', 500, 1800), card(160202019, 'TrapHole'), card(OVERLORD, 'C'), card(OVERLORD_L, 'L'), card(OVERLORD_R, 'R')], monsters: [atkPos(mk('Ace', 2500))] },
    { lp: 2000, monsters: [atkPos(mk('Blocker', 2000))] },
    { turn: 3 },
  ));
  const view = playerView(b.state, 0);

  it('a Set names nothing', () => {
    expect(explain(view, 0, { type: 'summon', card: b.uid('Secret'), position: 'set', zone: 1 }, null, null)).toBe('Set a monster face-down rather than show it to your 2000 ATK');
    expect(explain(view, 0, { type: 'setSpellTrap', card: b.uid('TrapHole'), zone: 0 }, null, null)).toBe('Set a card face-down in the Spell & Trap Zone, to use it later');
  });

  it('an attack gives both numbers and what it achieves', () => {
    expect(explain(view, 0, { type: 'attack', attacker: b.uid('Ace'), target: b.uid('Blocker') }, null, null)).toBe(
      'Attacked Blocker with Ace: 2500 vs 2000, clears your only blocker, 500 damage',
    );
  });

  it('an attack on a monster that cannot be destroyed by battle does not claim to destroy it', () => {
    const r = load(board(
      { monsters: [atkPos(mk('Ace', 2500))] },
      { monsters: [defPos(card(160207022, 'Ropero'))] },
      { turn: 3, phase: 'battle' },
    ));
    const shielded = { ...r.state, lingering: [{ source: r.uid('Ropero'), target: r.uid('Ropero'), seat: 1 as const, kind: 'battleImmune' as const, value: 1, untilTurn: 4 }] };
    expect(explain(playerView(shielded, 0), 0, { type: 'attack', attacker: r.uid('Ace'), target: r.uid('Ropero') }, null, null)).toBe(
      'Attacked Supreme Dog Ropero with Ace: 2500 vs 0 DEF, it cannot be destroyed by battle',
    );
  });

  it('a MAXIMUM Summon gives its ATK and its cost', () => {
    expect(explain(view, 0, { type: 'maximumSummon', card: b.uid('C'), left: b.uid('L'), right: b.uid('R') }, null, null)).toBe(
      'MAXIMUM Summoned Supreme Machine Magnum Overlord (ATK 3500), sending 1 monster to the GY',
    );
  });
});

describe('every kind of AI move has a reason with its figures, in every language (issue: every move explained)', () => {
  // One position per kind of move: the AI is seat 1 where it answers a Trap window, seat 0 otherwise.
  const main = load(board(
    { hand: [mk('Striker', 1800), mk('Giant', 2600, 0, 6), card(DARK_HOLE, 'Hole'), card(POT_OF_GREED, 'Pot'), card(SKYSCRAPER, 'Sky'), card(TRAP_HOLE, 'Pit')], monsters: [atkPos(mk('Ace', 2500)), atkPos(mk('Tribute', 500))], deck: [mk('d1', 100), mk('d2', 100), mk('d3', 100)] },
    { monsters: [atkPos(mk('Blocker', 1500)), defPos(mk('Wall', 0, 1000))] },
    { turn: 3 },
  ));
  const m = main.state;
  const battle = { ...m, phase: 'battle' as const, pending: { kind: 'battle' as const, player: 0 as const } };
  // A Trap window: the human (seat 0) Normal Summons, the AI (seat 1) holds Trap Hole.
  const w = load(board({ hand: [mk('Newcomer', 1600)] }, { spellTraps: [{ card: card(TRAP_HOLE, 'th'), faceDown: true }] }));
  const window = apply(w.state, { type: 'summon', card: w.uid('Newcomer'), position: 'attack', zone: 0 }).state;
  const cases: [string, DuelState, Seat, Action, RegExp][] = [
    ['Normal Summon', m, 0, { type: 'summon', card: main.uid('Striker'), position: 'attack', zone: 2 }, /^Normal Summoned Striker in Attack Position \(ATK 1800\), stronger than any monster you show \(1500 ATK\)$/],
    ['Tribute Summon', m, 0, { type: 'summon', card: main.uid('Giant'), position: 'attack' }, /^Tribute Summoned Giant in Attack Position \(ATK 2600\)/],
    ['Set monster', m, 0, { type: 'summon', card: main.uid('Striker'), position: 'set', zone: 2 }, /1500 ATK/],
    ['Set Spell/Trap', m, 0, { type: 'setSpellTrap', card: main.uid('Pit'), zone: 0 }, /Spell & Trap Zone, to use it later/],
    ['Set Field Spell', m, 0, { type: 'setSpellTrap', card: main.uid('Sky'), zone: 'field' } as Action, /Field Spell/],
    ['activation: what it did', m, 0, { type: 'activate', card: main.uid('Pot'), effect: 'e1' }, /^Activated Pot of Greed: draws 2 cards$/],
    ['activation: monsters gone', m, 0, { type: 'activate', card: main.uid('Hole'), effect: 'e1' }, /^Activated Dark Hole: 2 of your monsters gone$/],
    ['attack', battle, 0, { type: 'attack', attacker: main.uid('Ace'), target: main.uid('Blocker') }, /^Attacked Blocker with Ace: 2500 vs 1500, destroys it, 1000 damage$/],
    ['attack on DEF', battle, 0, { type: 'attack', attacker: main.uid('Ace'), target: main.uid('Wall') }, /2500 vs 1000 DEF, destroys it$/],
    ['Battle Phase', m, 0, { type: 'enterBattle' }, /with 2 attackers$/],
    ['position change', m, 0, { type: 'changePosition', card: main.uid('Ace') }, /Defense Position to protect it \(DEF 0 vs your best 1500 ATK\)/],
    ['end of turn with attacks left', battle, 0, { type: 'endTurn' }, /no attack left that pays off/],
    ['Trap response', window, 1, { type: 'activate', card: w.uid('th'), effect: 'e1' }, /^Activated Trap Hole in response to the Summon of Newcomer$/],
    ['declining a Trap window', window, 1, { type: 'pass' }, /^Let the Summon of Newcomer through, keeping 1 Set card for later$/],
  ];
  beforeAll(async () => {
    await loadLanguage('ja');
    await loadLanguage('zh');
  });
  it.each(cases)('%s', (_kind, s, seat, action, expected) => {
    const view = playerView(s, seat);
    // The position right after the move (a Tribute Summon first asks for its Tributes).
    const r = applyAction(view, action);
    const m = explainMsg(view, seat, action, r.ok ? r.state : null, null);
    expect(english(m)).toMatch(expected);
    for (const lang of ['ja', 'zh'] as const) {
      const text = say(lang, 'en', m);
      expect(text, lang).not.toMatch(/[{}]|ai\.|Made its move|best option/);
      expect(text, lang).not.toBe(english(m));
    }
  });
});

describe('toRealAction', () => {
  it('maps an attack on a face-down monster (a fresh uid in the view) to the real card', () => {
    const b = load(board({ monsters: [atkPos(mk('Mine', 1500))] }, { monsters: [setPos(mk('Hidden', 0, 1000)), atkPos(mk('Shown', 900))] }, { turn: 3, phase: 'battle' }));
    const view = playerView(b.state, 0);
    const onView = legalActions(view).find((a) => a.type === 'attack' && a.target !== 'direct' && a.target >= b.state.cards.length);
    expect(onView).toBeDefined();
    const real = toRealAction(b.state, view, onView as NonNullable<typeof onView>);
    expect(real).toEqual({ type: 'attack', attacker: b.uid('Mine'), target: b.uid('Hidden') });
    expect(legalActions(b.state).map(actionKey)).toContain(actionKey(real as NonNullable<typeof real>));
  });
});
