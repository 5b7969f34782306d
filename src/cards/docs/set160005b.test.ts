// Cards of set 160005 added with the fourth tier-1 batch. Figures come from each card's official
// text (BabelCDB cards-rush.cdb), reworded in the test names; each card also has one refusal.
import { describe, expect, it } from 'vitest';
import { canRespond, inDeck, inGy, onFieldRef, playOk } from '../scripts/beginner/testkit';
import { atkPos, board, card, mk } from '../../engine/testing/mk';
import { locateMonster } from '../../engine/zones';

const KUROBANA = 160005006;
const GRASS = 160005009;

describe('160005058 Shadow Flower Return', () => {
  const b = (plants: number[]) =>
    board(
      { graveyard: plants.map((id, i) => card(id, `p${String(i)}`)), spellTraps: [{ card: card(160005058, 'sf'), faceDown: true }] },
      { monsters: [atkPos(mk('a', 2000))] },
      { turn: 3, turnPlayer: 1 },
    );
  const attack = [{ do: 'enterBattle' }, { do: 'attack', card: 'a', target: 'direct' }];
  it('160005058 Shadow Flower Return: a direct attack: shuffle 3 Plants from the GY into the Deck, destroy the attacker, then Special Summon a Plant from the GY in Attack Position', () => {
    const p = playOk(b([KUROBANA, KUROBANA, GRASS, KUROBANA]), [...attack, { do: 'respond', card: 'sf' }, { do: 'choose', cards: ['p0', 'p1', 'p2'] }, { do: 'choose', option: 1 }, { do: 'choose', cards: ['p3'] }]);
    expect([inGy(p, 'a'), inDeck(p, 'p0'), inDeck(p, 'p2'), onFieldRef(p, 'p3'), locateMonster(p.state, p.uid('p3'))?.slot.position, p.state.players[0].lp]).toEqual([true, true, true, true, 'attack', 8000]);
  });
  it('160005058 Shadow Flower Return refused: only 2 Plants in the GY', () => {
    expect(canRespond(playOk(b([KUROBANA, GRASS]), attack), 'sf')).toBe(false);
  });
});
