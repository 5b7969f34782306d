// Cards of set 160005 written as documents (third tier-1 batch). Figures come from each card's
// official text (BabelCDB cards-rush.cdb), reworded in the test names; each card also has one
// refusal.
import { describe, expect, it } from 'vitest';
import { atkOf, canRespond, inDeck, inGy, inHand, offered, onFieldRef, playOk } from '../scripts/beginner/testkit';
import { atkPos, board, card, mk, setPos } from '../../engine/testing/mk';
import { locateMonster } from '../../engine/zones';

const TORERO = 160005035;
const BUSTER = 160005000;
const SPORE = 160005048;
const SIESTA_HOLD = 160002047;

describe('160005035 Siesta Torero', () => {
  const b = (gy: number) =>
    board({ monsters: [atkPos(card(TORERO, 'st'))], graveyard: [mk('g1', 1), mk('g2', 1), mk('g3', 1), card(SIESTA_HOLD, 'sh')].slice(3 - gy) }, { monsters: [atkPos(mk('o', 2500, 0, 8))] });
  it('160005035 Siesta Torero: shuffle 3 monsters from the GY into the Deck: a Level 8 Attack Position monster goes face-down; then add "Siesta Hold" from the GY', () => {
    const p = playOk(b(3), [{ do: 'activate', card: 'st' }, { do: 'choose', cards: ['g1', 'g2', 'g3'] }, { do: 'choose', cards: ['o'] }, { do: 'choose', option: 1 }, { do: 'choose', cards: ['sh'] }]);
    expect(locateMonster(p.state, p.uid('o'))?.slot).toMatchObject({ position: 'defense', faceDown: true });
    expect([inHand(p, 'sh'), inDeck(p, 'g1')]).toEqual([true, true]);
  });
  it('160005035 Siesta Torero refused: only 2 monsters in the GY', () => {
    expect(offered(playOk(b(2), []), 'st')).toBe(false);
  });
});

describe('160005000 Buster Blader', () => {
  const dragon = (ref: string) => mk(ref, 1000, 0, 4, { race: 'Dragon' });
  it("160005000 Buster Blader: gains 500 ATK per Dragon on the opponent's field (face-up) and in their GY (1 + 2: 2600 + 1500)", () => {
    const p = playOk(board({ monsters: [atkPos(card(BUSTER, 'bb'))], graveyard: [dragon('mine')] }, { monsters: [atkPos(dragon('d1')), setPos(dragon('fd'))], graveyard: [dragon('g1'), dragon('g2')] }), []);
    expect(atkOf(p, 'bb')).toBe(4100);
  });
  it('160005000 Buster Blader: no Dragon with the opponent (one in your own GY): no gain', () => {
    expect(atkOf(playOk(board({ monsters: [atkPos(card(BUSTER, 'bb'))], graveyard: [dragon('mine')] }, { monsters: [atkPos(mk('w', 1))] }), []), 'bb')).toBe(2600);
  });
});

describe('160005048 Shadow Flower Spore', () => {
  const plant = (ref: string, level = 4) => mk(ref, 1200, 0, level, { race: 'Plant' });
  const b = (level: number) => board({ hand: [card(SPORE, 'sp')], graveyard: [plant('pl', level)], deck: [mk('top', 1), mk('next', 1), mk('n2', 1)] });
  it('160005048 Shadow Flower Spore: mill 1: Special Summon a Level 4 Plant Normal Monster from the GY; in the End Phase it goes to the Deck bottom', () => {
    const summoned = playOk(b(4), [{ do: 'activate', card: 'sp' }, { do: 'choose', cards: ['pl'] }, { do: 'choose', option: 0 }]);
    expect(onFieldRef(summoned, 'pl')).toBe(true);
    const ended = playOk(b(4), [{ do: 'activate', card: 'sp' }, { do: 'choose', cards: ['pl'] }, { do: 'choose', option: 0 }, { do: 'endTurn' }]);
    expect(ended.state.players[0].deck.at(-1)).toBe(ended.uid('pl'));
  });
  it('160005048 Shadow Flower Spore refused: the Plant in the GY is Level 5', () => {
    expect(offered(playOk(b(5), []), 'sp')).toBe(false);
  });
});

describe('160005025 Vice Jacker', () => {
  const b = (lp: number) => board({ lp, monsters: [atkPos(card(160005025, 'vj')), atkPos(mk('d8', 1000, 0, 8))] }, {}, { turn: 3 });
  it('160005025 Vice Jacker: pay 1000 LP: a face-up Level 8 DARK monster can attack twice', () => {
    const p = playOk(b(8000), [{ do: 'activate', card: 'vj' }, { do: 'choose', cards: ['d8'] }, { do: 'enterBattle' }, { do: 'attack', card: 'd8', target: 'direct' }, { do: 'attack', card: 'd8', target: 'direct' }]);
    expect([p.state.players[0].lp, p.state.players[1].lp]).toEqual([7000, 6000]);
  });
  it('160005025 Vice Jacker refused: only 900 LP to pay with', () => {
    expect(offered(playOk(b(900), []), 'vj')).toBe(false);
  });
});

const aquaUp = (ref: string) => atkPos(mk(ref, 1000, 0, 4, { race: 'Aqua' }));

describe('160005047 Hydration', () => {
  const b = (n: number) => board({ hand: [card(160005047, 'hy')], monsters: [aquaUp('a1'), aquaUp('a2')].slice(0, n) }, { spellTraps: [{ card: card(160202019, 't'), faceDown: true }] });
  it("160005047 Hydration: with 2 face-up Aqua monsters, gain 500 LP, then destroy 1 of the opponent's Spell/Trap cards", () => {
    const p = playOk(b(2), [{ do: 'activate', card: 'hy' }, { do: 'choose', option: 1 }, { do: 'choose', cards: ['t'] }]);
    expect([p.state.players[0].lp, inGy(p, 't')]).toEqual([8500, true]);
  });
  it('160005047 Hydration refused: only 1 Aqua monster', () => {
    expect(offered(playOk(b(1), []), 'hy')).toBe(false);
  });
});

describe('160005065 Acetic Acid Trap Hole', () => {
  const b = (n: ReturnType<typeof card> | ReturnType<typeof mk>) => board({ spellTraps: [{ card: card(160005065, 'aa'), faceDown: true }] }, { hand: [n] }, { turn: 3, turnPlayer: 1 });
  it('160005065 Acetic Acid Trap Hole: the opponent Normal Summons a Level 3 Effect Monster: destroy it', () => {
    const p = playOk(b(card(160201031, 'n')), [{ do: 'summon', card: 'n', position: 'attack' }, { do: 'respond', card: 'aa' }]);
    expect(inGy(p, 'n')).toBe(true);
  });
  it('160005065 Acetic Acid Trap Hole refused: a Level 3 Normal Monster', () => {
    expect(canRespond(playOk(b(mk('n', 1000, 0, 3)), [{ do: 'summon', card: 'n', position: 'attack' }]), 'aa')).toBe(false);
  });
});

describe('160005050 Majinrai, the Striking Storm', () => {
  const b = (mine: ReturnType<typeof atkPos>) => board({ hand: [card(160005050, 'mj'), mk('h', 1)], monsters: [mine] });
  it('160005050 Majinrai: with a face-up "Summoned Skull", send a Normal Monster from the hand: 1300 damage', () => {
    const p = playOk(b(atkPos(card(160003000, 'sk'))), [{ do: 'activate', card: 'mj' }, { do: 'choose', cards: ['h'] }]);
    expect([inGy(p, 'h'), p.state.players[1].lp]).toEqual([true, 6700]);
  });
  it('160005050 Majinrai: a face-up Level 7 Fiend Normal Monster also works; refused with a Level 6 one', () => {
    const fiend = (level: number) => atkPos(mk('f', 2000, 0, level, { race: 'Fiend' }));
    expect(offered(playOk(b(fiend(7)), []), 'mj')).toBe(true);
    expect(offered(playOk(b(fiend(6)), []), 'mj')).toBe(false);
  });
});

describe("160005062 Archfiend's Revival", () => {
  const b = (mine: ReturnType<typeof mk> | ReturnType<typeof card>) =>
    board({ monsters: [atkPos(mine)], graveyard: [mk('g', 1500)], spellTraps: [{ card: card(160005062, 'ar'), faceDown: true }] }, { monsters: [atkPos(mk('a', 3000))] }, { turn: 3, turnPlayer: 1 });
  const battle = [{ do: 'enterBattle' }, { do: 'attack', card: 'a', target: 'm' }];
  it('160005062 Archfiend\'s Revival: your "Summoned Skull" is destroyed by an attack: Special Summon a Normal Monster from the GY', () => {
    const p = playOk(b(card(160003000, 'm')), [...battle, { do: 'respond', card: 'ar' }, { do: 'choose', cards: ['g'] }, { do: 'choose', option: 1 }]);
    expect(onFieldRef(p, 'g')).toBe(true);
  });
  it("160005062 Archfiend's Revival refused: the destroyed monster is a Level 6 Fiend Normal Monster", () => {
    expect(canRespond(playOk(b(mk('m', 2000, 0, 6, { race: 'Fiend' })), battle), 'ar')).toBe(false);
  });
});

describe('160005028 Gekka the Shadow Flower Beauty', () => {
  const plant = mk('pl', 1200, 0, 4, { attribute: 'EARTH', race: 'Plant' });
  it('160005028 Gekka the Shadow Flower Beauty: Normal Summoned this turn, pay 500 LP: an EARTH Plant Normal Monster returns from the GY to the hand', () => {
    const p = playOk(board({ hand: [card(160005028, 'gk')], graveyard: [plant] }), [
      { do: 'summon', card: 'gk', position: 'attack' },
      { do: 'activate', card: 'gk' },
      { do: 'choose', cards: ['pl'] },
    ]);
    expect([inHand(p, 'pl'), p.state.players[0].lp]).toEqual([true, 8000 - 500]);
  });
  it('160005028 Gekka the Shadow Flower Beauty refused: Set this turn and flipped by its controller is no Normal Summon', () => {
    const p = playOk(board({ hand: [card(160005028, 'gk')], graveyard: [plant] }), [{ do: 'summon', card: 'gk', position: 'set' }]);
    expect(offered(p, 'gk')).toBe(false);
  });
});

describe("160005024 Royal Rebel's Doom Metal", () => {
  const fiend = (ref: string, level: number, race = 'Fiend') => atkPos(mk(ref, 1, 0, level, { race }));
  const b = (second: ReturnType<typeof atkPos>) =>
    board({ hand: [card(160005024, 'dm')], monsters: [fiend('t', 7), second] }, { monsters: [atkPos(mk('o6', 2000, 0, 6)), atkPos(mk('o3', 1000, 0, 3)), setPos(mk('fd', 1000, 0, 4))] });
  const summon = { do: 'summon', card: 'dm', position: 'attack', tributes: ['t', 'u'] };
  it("160005024 Royal Rebel's Doom Metal: Tribute Summoned with 2 Level 7 Fiends: the opponent's face-up monsters are destroyed and (6 + 3) x 100 damage follows", () => {
    const p = playOk(b(fiend('u', 8)), [summon, { do: 'activate', card: 'dm' }]);
    expect([inGy(p, 'o6'), inGy(p, 'o3'), onFieldRef(p, 'fd'), p.state.players[1].lp]).toEqual([true, true, true, 8000 - 900]);
  });
  it("160005024 Royal Rebel's Doom Metal refused: one Tribute was a Level 8 Dragon, not a Fiend", () => {
    expect(offered(playOk(b(fiend('u', 8, 'Dragon')), [summon]), 'dm')).toBe(false);
  });
});
