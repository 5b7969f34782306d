// Prepared boards (docs/scenario.md): the AI finds lethal, does not attack into a stronger
// face-up monster when it has something better, and uses MAXIMUM when it pays.
import { describe, expect, it } from 'vitest';
import type { DuelState } from '../engine';
import { atkPos, board, card, defPos, load, mk, OVERLORD, OVERLORD_L, OVERLORD_R, setPos, type MonsterIn, type PlayerIn } from '../engine/testkit';
import type { AiLevel } from './protocol';
import { aiMove, playTurn } from './testing';

const LEVELS: AiLevel[] = ['normal', 'hard'];


function battle(p0: PlayerIn, p1: PlayerIn): ReturnType<typeof load> {
  return load(board(p0, p1, { turn: 3, phase: 'battle' }));
}

describe.each(LEVELS)('%s: lethal', (level) => {
  it('clears the only blocker with the one monster that can, then attacks directly', () => {
    // Only Big (2100) beats the 2000 DEF wall; Small (1900) must go direct afterwards.
    const b = battle(
      { monsters: [atkPos(mk('Small', 1900)), atkPos(mk('Big', 2100))] },
      { lp: 1900, monsters: [defPos(mk('Wall', 0, 2000))] },
    );
    const first = aiMove(b.state, level);
    expect(first.action).toEqual({ type: 'attack', attacker: b.uid('Big'), target: b.uid('Wall') });
    const end = playTurn(b.state, level).state;
    expect(end.winner).toBe(0);
  });

  it('summons from the hand and attacks for the win', () => {
    const b = load(board({ hand: [mk('Striker', 1600)] }, { lp: 1500 }, { turn: 3 }));
    expect(playTurn(b.state, level).state.winner).toBe(0);
  });

  it('takes the exact lethal line through two blockers', () => {
    const b = battle(
      { monsters: [atkPos(mk('A', 2500)), atkPos(mk('B', 1800)), atkPos(mk('C', 1200))] },
      { lp: 1200, monsters: [atkPos(mk('X', 2000)), atkPos(mk('Y', 1500))] },
    );
    // A kills X (500), B kills Y (300), C direct 1200: 2000 >= 1200. Any order that kills both first wins.
    expect(playTurn(b.state, level).state.winner).toBe(0);
  });
});

describe.each(LEVELS)('%s: no attacks into obvious losses', (level) => {
  it('attacks the weaker monster, not the stronger one', () => {
    const b = battle({ monsters: [atkPos(mk('Mine', 1500))] }, { monsters: [atkPos(mk('Strong', 2000)), atkPos(mk('Weak', 1000))] });
    expect(aiMove(b.state, level).action).toEqual({ type: 'attack', attacker: b.uid('Mine'), target: b.uid('Weak') });
  });

  it('does not attack at all when every attack loses', () => {
    const b = battle({ monsters: [atkPos(mk('Mine', 1500))] }, { monsters: [atkPos(mk('Strong', 2000)), defPos(mk('Wall', 100, 1800))] });
    expect(aiMove(b.state, level).action).toEqual({ type: 'endTurn' });
  });

  it('does not summon a weak monster in Attack Position in front of a strong one', () => {
    const b = load(board({ hand: [mk('Weakling', 500, 1800)] }, { monsters: [atkPos(mk('Brute', 2400))] }, { turn: 3 }));
    const { state: end } = playTurn(b.state, level);
    const mine = end.players[0].monsters.find((m) => m?.uid === b.uid('Weakling'));
    expect(mine?.position).toBe('defense');
  });
});

function maximumBoard(mine: MonsterIn[], theirs: PlayerIn): DuelState {
  return load(
    board(
      { monsters: mine, hand: [card(OVERLORD, 'C'), card(OVERLORD_L, 'L'), card(OVERLORD_R, 'R')] },
      theirs,
      { turn: 3 },
    ),
  ).state;
}

function usedMaximum(state: DuelState, level: AiLevel): { used: boolean; end: DuelState } {
  const { state: end, moves } = playTurn(state, level);
  return { used: moves.some((m) => m.action.type === 'maximumSummon'), end };
}

describe.each(LEVELS)('%s: MAXIMUM', (level) => {
  it('summons MAXIMUM when its 3500 ATK wins the duel', () => {
    const s = maximumBoard([atkPos(mk('Pawn', 500))], { lp: 3500 });
    const r = usedMaximum(s, level);
    expect(r.used).toBe(true);
    expect(r.end.winner).toBe(0);
  });

  it('summons MAXIMUM to beat a monster nothing else can', () => {
    const s = maximumBoard([atkPos(mk('Pawn', 1000))], { monsters: [atkPos(card(160001000, 'BEWD'))] });
    expect(usedMaximum(s, level).used).toBe(true);
  });

  it('holds back when its board is already better than the MAXIMUM monster', () => {
    const s = maximumBoard(
      [atkPos(mk('Ace1', 2500, 2000)), atkPos(mk('Ace2', 2500, 2000)), atkPos(mk('Ace3', 2400, 2000))],
      { monsters: [setPos(mk('Hidden', 0, 1000))] },
    );
    expect(usedMaximum(s, level).used).toBe(false);
  });
});

describe('the hand is played out sensibly', () => {
  it('a Tribute Summon uses the weakest monster', () => {
    const b = load(board({ hand: [mk('Big7', 2600, 2000, 6)], monsters: [atkPos(mk('Good', 1800)), atkPos(mk('Poor', 300))] }, {}, { turn: 3 }));
    const { moves } = playTurn(b.state, 'normal');
    const tribute = moves.find((m) => m.action.type === 'select');
    expect(tribute?.action).toEqual({ type: 'select', card: b.uid('Poor') });
  });
});
