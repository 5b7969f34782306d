// Menu words for attacks: two targets of one name are told apart by their zone, so the menu
// (which lists one item per label) offers both and each takes its own target.
import { describe, expect, it } from 'vitest';
import { builtinRuleset } from '../cards/ruleset';
import { legalActions, readBoard } from '../engine';
import { english } from '../i18n';
import { actionMsg } from './actionLabel';

const GRAVITY_PRESS = 160302002; // Gravity Press Dragon
const BIG = 160001000; // Blue-Eyes White Dragon
const AVIAN = 160320008; // Elemental HERO Avian, the attacker
const filler = [AVIAN, AVIAN, AVIAN, AVIAN, AVIAN];

function attackLabels(foes: number[]): string[] {
  const board = {
    turn: 2,
    turnPlayer: 0,
    phase: 'battle',
    players: [
      { deck: filler, monsters: [{ card: AVIAN }] },
      { deck: filler, monsters: foes.map((card) => ({ card })) },
    ],
  };
  const { state } = readBoard(board, 1, builtinRuleset());
  return legalActions(state)
    .filter((a) => a.type === 'attack')
    .map((a) => english(actionMsg(state, a)));
}

describe('attack menu words', () => {
  it('R-BAT-4: two face-up targets of one name are each named with their zone', () => {
    expect(attackLabels([GRAVITY_PRESS, GRAVITY_PRESS])).toEqual([
      `Attack Gravity Press Dragon (opponent's zone 3)`,
      `Attack Gravity Press Dragon (opponent's zone 2)`,
    ]);
  });

  it('R-BAT-4: a target alone with its name needs no zone', () => {
    expect(attackLabels([GRAVITY_PRESS, BIG])).toEqual(['Attack Gravity Press Dragon', 'Attack Blue-Eyes White Dragon']);
  });
});
