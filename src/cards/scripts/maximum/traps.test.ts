// Trap Hole, Doomblaze Despair: offered only at their timing
// (R-TRAP-2, R-TIME-3) and never in the turn they were Set.
import { Duel } from './testkit';
import { describe, expect, it } from 'vitest';
import { atkPos, card, maxMon, mk, setPos, type MonsterIn, type SpellTrapIn } from '../../../engine/testing/mk';

const TRAP_HOLE = 160202019;
const DOOMBLAZE = 160205018;
const OVERLORD = 160202002;
const OVERLORD_L = 160202001;
const OVERLORD_R = 160202003;

const setTrap = (id: number, ref: string, setThisTurn = false): SpellTrapIn => ({ card: card(id, ref), setThisTurn });

describe('Trap Hole (160202019)', () => {
  it('destroys an opponent monster Normal Summoned with 1000 or more ATK', () => {
    const d = Duel.of({ hand: [mk('a', 1000)] }, { spellTraps: [setTrap(TRAP_HOLE, 'th')] });
    d.summon('a').activate('th');
    expect(d.gy()).toEqual(['a']);
    expect(d.ev('destroy')).toEqual([expect.objectContaining({ card: 'a', reason: 'effect', by: 1 })]);
  });

  it('no window for 999 ATK, for a Set, for a MAXIMUM Summon, or when Set this turn', () => {
    for (const [hand, how] of [[[mk('a', 999)], 'attack'], [[mk('a', 2000)], 'set']] as const) {
      const d = Duel.of({ hand: [...hand] }, { spellTraps: [setTrap(TRAP_HOLE, 'th')] });
      d.summon('a', how);
      expect(d.state.pending).toMatchObject({ kind: 'main' });
    }
    const max = Duel.of({ hand: [card(OVERLORD, 'c'), card(OVERLORD_L, 'l'), card(OVERLORD_R, 'r')] }, { spellTraps: [setTrap(TRAP_HOLE, 'th')] });
    max.do({ type: 'maximumSummon', card: max.uid('c'), left: max.uid('l'), right: max.uid('r') });
    expect(max.state.pending).toMatchObject({ kind: 'main' });
    const fresh = Duel.of({ hand: [mk('a', 2000)] }, { spellTraps: [setTrap(TRAP_HOLE, 'th', true)] });
    fresh.summon('a');
    expect(fresh.state.pending).toMatchObject({ kind: 'main' });
  });
});

describe('Doomblaze Despair (160205018)', () => {
  // Player 1's turn: player 1 attacks player 0's monsters.
  const b = (mine: MonsterIn[], attacker: MonsterIn, trap = setTrap(DOOMBLAZE, 'dd'), lp = 8000) =>
    Duel.of({ lp, monsters: mine, spellTraps: [trap] }, { monsters: [attacker] }, { turn: 3, turnPlayer: 1 });

  it('Level 8 or lower attacker on the MAXIMUM monster: pay 600, attacker shuffled into its Deck, 600 damage; the attack ends', () => {
    const d = b([maxMon()], atkPos(mk('att', 1500, 0, 8)));
    d.do({ type: 'enterBattle' }).attack('att', 'C');
    expect(d.state.pending).toMatchObject({ kind: 'respond', player: 0 });
    d.activate('dd');
    expect(d.lp(0)).toBe(7400);
    expect(d.deck(1)).toContain('att');
    expect(d.ev('shuffle')).toEqual([expect.objectContaining({ player: 1 })]);
    expect(d.lp(1)).toBe(7400);
    expect(d.ev('attackCancelled')).toEqual([expect.objectContaining({ attacker: 'att' })]);
    expect(d.onField('C')).toBe(true);
  });

  it('a lone MAXIMUM piece counts as the attacked MAXIMUM monster; without MAXIMUM mode there is no damage', () => {
    const d = b([atkPos(card(OVERLORD_L, 'lone'))], atkPos(mk('att', 1500)));
    d.do({ type: 'enterBattle' }).attack('att', 'lone').activate('dd');
    expect(d.deck(1)).toContain('att');
    expect(d.lp(1)).toBe(8000);
  });

  it('not offered: Level 9 attacker, a non-MAXIMUM or face-down target, a direct attack, under 600 LP, or Set this turn', () => {
    const cases: Duel[] = [
      b([maxMon()], atkPos(mk('att', 1500, 0, 9))),
      b([atkPos(mk('plain', 0))], atkPos(mk('att', 1500))),
      b([maxMon()], atkPos(mk('att', 1500)), setTrap(DOOMBLAZE, 'dd'), 500),
      b([maxMon()], atkPos(mk('att', 1500)), setTrap(DOOMBLAZE, 'dd', true)),
      b([setPos(card(OVERLORD_L, 'fdl'))], atkPos(mk('att', 1500))),
    ];
    const targets = ['C', 'plain', 'C', 'C', 'fdl'];
    cases.forEach((d, i) => {
      d.do({ type: 'enterBattle' }).attack('att', targets[i] as string);
      expect(d.state.pending?.kind, `case ${i}`).not.toBe('respond');
    });
    const direct = b([], atkPos(mk('att', 1500)));
    direct.do({ type: 'enterBattle' }).attack('att', 'direct');
    expect(direct.state.pending?.kind).not.toBe('respond');
  });
});
