// Giant Tortoise of Greed: offered only at its timing (R-TRAP-2, R-TIME-3) and never in the
// turn it was Set (Trap Hole's and Doomblaze Despair's cases are in src/cards/cases/).
import { Duel } from './testkit';
import { describe, expect, it } from 'vitest';
import { atkPos, card, mk, type MonsterIn, type SpellTrapIn } from '../../../engine/testing/mk';

const TORTOISE = 160003058;
const OVERLORD = 160202002;
const OVERLORD_L = 160202001;
const OVERLORD_R = 160202003;

const setTrap = (id: number, ref: string, setThisTurn = false): SpellTrapIn => ({ card: card(id, ref), setThisTurn });

describe('Giant Tortoise of Greed (160003058)', () => {
  const b = (trap: SpellTrapIn, hand = [mk('a', 500)], mons: MonsterIn[] = []) => Duel.of({ hand, monsters: mons }, { spellTraps: [trap] });

  it('when the opponent Normal Summons: its controller draws 2', () => {
    const d = b(setTrap(TORTOISE, 'tg'));
    d.summon('a');
    expect(d.state.pending).toMatchObject({ kind: 'respond', player: 1, traps: [d.uid('tg')] });
    d.activate('tg');
    expect(d.ev('draw').filter((e) => e.player === 1)).toHaveLength(2);
    expect(d.state.players[1].hand).toHaveLength(2);
    expect(d.gy(1)).toEqual(['tg']);
  });

  it('a Tribute Summon counts; a Set, a MAXIMUM Summon or a Trap Set this turn open no window', () => {
    const trib = b(setTrap(TORTOISE, 'tg'), [mk('six', 2000, 0, 6)], [atkPos(mk('fodder', 0))]);
    trib.do({ type: 'summon', card: trib.uid('six'), position: 'attack' }).do({ type: 'select', card: trib.uid('fodder') });
    expect(trib.state.pending).toMatchObject({ kind: 'respond', player: 1 });
    const set = b(setTrap(TORTOISE, 'tg'));
    set.summon('a', 'set');
    expect(set.state.pending).toMatchObject({ kind: 'main', player: 0 });
    const max = b(setTrap(TORTOISE, 'tg'), [card(OVERLORD, 'c'), card(OVERLORD_L, 'l'), card(OVERLORD_R, 'r')]);
    max.do({ type: 'maximumSummon', card: max.uid('c'), left: max.uid('l'), right: max.uid('r') });
    expect(max.state.pending).toMatchObject({ kind: 'main', player: 0 });
    const fresh = b(setTrap(TORTOISE, 'tg', true));
    fresh.summon('a');
    expect(fresh.state.pending).toMatchObject({ kind: 'main', player: 0 });
    expect(fresh.problem('tg', 'e1', 'respond', 1)).toMatch(/R-TRAP-2/);
  });

  it("not for its controller's own summons; not with fewer than 2 cards in the Deck", () => {
    const own = Duel.of({ hand: [mk('a', 500)], spellTraps: [setTrap(TORTOISE, 'tg')] });
    own.summon('a');
    expect(own.state.pending).toMatchObject({ kind: 'main' });
    const thin = Duel.of({ hand: [mk('a', 500)] }, { deck: [mk('d', 0)], spellTraps: [setTrap(TORTOISE, 'tg')] });
    thin.summon('a');
    expect(thin.state.pending).toMatchObject({ kind: 'main' });
  });
});
