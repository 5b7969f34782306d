// A MAXIMUM monster fills three zones and every zone presses its center (R-MAX-9): the board
// must treat its [L] and [R] pieces' effects as the monster's own, in the glow, the menu and
// the "why not" answer.
import { beforeAll, describe, expect, it } from 'vitest';
import { legalActions, type DuelState } from '../engine';
import { english } from '../i18n';
import { actionMsg } from './actionLabel';
import { loadScenarioReader, startDuel } from './duelSetup';
import { HUMAN } from './locate';
import { actingCards, menuFor } from './targets';
import { whyCannotPlay } from '../engine';

beforeAll(() => loadScenarioReader());

const v = (name: string, level: number) => ({ vanilla: { name, level, atk: 1000, def: 1000, attribute: 'DARK', race: 'Warrior' } });
const fill = (n: number) => Array.from({ length: n }, (_, i) => v(`Filler ${i}`, 3));

/** Supreme Machine Magnum Overlord in MAXIMUM mode (its center has no effect of its own). */
function overlord(lp: [number, number], foe: unknown[]): DuelState {
  const state = {
    turn: 2,
    players: [
      { lp: lp[0], hand: fill(1), deck: fill(5), monsters: [{ card: 160202002, zone: 1, maximum: { left: 160202001, right: 160202003 } }] },
      { lp: lp[1], deck: fill(5), monsters: foe },
    ],
  };
  const r = startDuel({ kind: 'scenario', text: JSON.stringify({ seed: 1, state }), level: 'easy' });
  if (!r.ok) throw new Error(r.error);
  return r.started.state;
}

describe('a MAXIMUM monster acts through its pieces', () => {
  it('R-MAX-9: with only its [L] and [R] effects to use, the center acts and its pieces label them "[L] effect", "[R] effect"', () => {
    const s = overlord([2000, 8000], [{ card: v('Foe', 4) }]);
    const slot = s.players[HUMAN].monsters[1];
    if (!slot?.maximum) throw new Error('no MAXIMUM monster');
    const legal = legalActions(s);
    expect(menuFor(s, legal, slot.uid)).toEqual([]);
    expect(actingCards(s, legal).has(slot.uid)).toBe(true);
    expect(menuFor(s, legal, slot.maximum.left).map((it) => it.label)).toEqual(['[L] effect']);
    expect(menuFor(s, legal, slot.maximum.right).map((it) => it.label)).toEqual(['[R] effect']);
    const left = menuFor(s, legal, slot.maximum.left)[0]?.action;
    expect(left && english(actionMsg(s, left))).toBe('[L] effect');
  });

  it('R-MAX-13: when no piece can act either, the center does not glow and the answer is a piece effect\'s refusal, not only its position lock', () => {
    // Equal LP: the [L] condition fails; no face-up opponent monster: the [R] effect has no target.
    const s = overlord([8000, 8000], []);
    const slot = s.players[HUMAN].monsters[1];
    if (!slot?.maximum) throw new Error('no MAXIMUM monster');
    const legal = legalActions(s);
    expect(actingCards(s, legal).has(slot.uid)).toBe(false);
    const why = whyCannotPlay(s, slot.uid);
    expect(why).not.toBeNull();
    console.log(JSON.stringify(why));
    expect(why?.rule).not.toBe('R-MAX-13');
  });
});
