// Cards of set 160003 that read how they were summoned (the summon record on the slot).
// Figures come from each card's official text (BabelCDB cards-rush.cdb), reworded in the test
// names; each card also has one refusal.
import { describe, expect, it } from 'vitest';
import { inHand, offered, onFieldRef, playOk } from '../scripts/beginner/testkit';
import { legalActions } from '../../engine/legal';
import { atkPos, board, card, mk } from '../../engine/testing/mk';

const bw = (ref: string, level: number) => mk(ref, 1800, 1000, level, { race: 'Beast-Warrior' });
const three = [atkPos(mk('o1', 1000)), atkPos(mk('o2', 1000)), atkPos(mk('o3', 1000))];

describe('160003030 Beast Gear Trike Fox', () => {
  const b = (hand: ReturnType<typeof mk>[] = [bw('b7', 7)]) => board({ hand: [card(160003030, 'tf'), ...hand] }, { monsters: three });
  const summon = { do: 'summon', card: 'tf', position: 'attack' };
  it('160003030 Beast Gear Trike Fox: Normal Summoned this turn, the opponent has 3 monsters: Special Summon a Level 7 Beast-Warrior from the hand; Level 6 or lower monsters cannot attack', () => {
    const p = playOk(b(), [summon, { do: 'activate', card: 'tf' }, { do: 'choose', cards: ['b7'] }, { do: 'choose', option: 0 }, { do: 'enterBattle' }]);
    expect(onFieldRef(p, 'b7')).toBe(true);
    const attackers = new Set(legalActions(p.state).flatMap((a) => (a.type === 'attack' ? [a.attacker] : [])));
    expect([attackers.has(p.uid('b7')), attackers.has(p.uid('tf'))]).toEqual([true, false]);
  });
  it('160003030 Beast Gear Trike Fox: a Level 8 Beast-Warrior is not offered (Level 7 or lower)', () => {
    expect(offered(playOk(b([bw('b8', 8)]), [summon]), 'tf')).toBe(false);
  });
  it('160003030 Beast Gear Trike Fox refused: Special Summoned this turn, not Normal Summoned', () => {
    const p = playOk(board({ hand: [bw('b7', 7)], monsters: [{ card: card(160003030, 'tf'), position: 'attack', summonedHow: 'special' } as never] }, { monsters: three }), []);
    expect(offered(p, 'tf')).toBe(false);
  });
  it('160003030 Beast Gear Trike Fox refused: Set this turn and flipped is no Normal Summon', () => {
    const p = playOk(board({ hand: [bw('b7', 7)], monsters: [{ card: card(160003030, 'tf'), position: 'attack', summonedHow: 'set' } as never] }, { monsters: three }), []);
    expect(offered(p, 'tf')).toBe(false);
  });
});

describe('160003028 Seahorse Carrier', () => {
  const aqua = (ref: string, attribute: 'LIGHT' | 'WATER') => mk(ref, 1000, 0, 3, { attribute, race: 'Aqua' });
  it('160003028 Seahorse Carrier: Normal Summoned this turn: a LIGHT Aqua Normal Monster returns from the GY to the hand (a WATER one is not offered)', () => {
    const p = playOk(board({ hand: [card(160003028, 'sh')], graveyard: [aqua('li', 'LIGHT'), aqua('wa', 'WATER')] }), [
      { do: 'summon', card: 'sh', position: 'attack' },
      { do: 'activate', card: 'sh' },
      { do: 'choose', cards: ['li'] },
    ]);
    expect([inHand(p, 'li'), inHand(p, 'wa')]).toEqual([true, false]);
  });
  it('160003028 Seahorse Carrier refused: it arrived by a Special Summon this turn', () => {
    const p = playOk(board({ monsters: [{ card: card(160003028, 'sh'), position: 'attack', summonedHow: 'special', summonedFrom: 'gy' } as never], graveyard: [aqua('li', 'LIGHT')] }), []);
    expect(offered(p, 'sh')).toBe(false);
  });
});
