// Cards of set 160201 added with the third tier-1 batch. Figures come from each card's official
// text (BabelCDB cards-rush.cdb), reworded in the test names; each card also has one refusal.
import { describe, expect, it } from 'vitest';
import { atkOf, canRespond, defOf, inGy, inHand, offered, onFieldRef, playOk, type Played } from '../scripts/beginner/testkit';
import { atkPos, board, card, maxMon, mk, setPos } from '../../engine/testing/mk';
import { locateMonster } from '../../engine/zones';

const FOLDER_BLITZ = 160201028;
const SCROLL = 160201013;

describe('160201028 Folder Blitz the Infinite Dream', () => {
  const b = (lp: number) => board({ lp, monsters: [atkPos(card(FOLDER_BLITZ, 'fb'))] });
  it("160201028 Folder Blitz: the opponent's LP are 2000 higher (6000 vs 8000): inflict 1500 damage", () => {
    const p = playOk(b(6000), [{ do: 'activate', card: 'fb' }]);
    expect(p.state.players[1].lp).toBe(6500);
  });
  it("160201028 Folder Blitz refused: the opponent's LP are only 1900 higher", () => {
    expect(offered(playOk(b(6100), []), 'fb')).toBe(false);
  });
});

describe('160201013 Scroll of Salutation', () => {
  const pos = (p: Played, ref: string) => locateMonster(p.state, p.uid(ref))?.slot.position;
  const b = (secondLevel: number) =>
    board(
      { monsters: [atkPos(mk('l1', 2000, 0, 5)), atkPos(mk('l2', 2000, 0, secondLevel)), atkPos(mk('l3', 1000))], spellTraps: [{ card: card(SCROLL, 'sc'), faceDown: true }] },
      { hand: [mk('n', 1500)] },
      { turn: 3, turnPlayer: 1 },
    );
  const summon = { do: 'summon', card: 'n', position: 'attack' };
  it('160201013 Scroll of Salutation: the opponent Normal Summons while you have 2 face-up Level 5+ monsters: 1 returns to the hand, and your Attack Position monsters may go to Defense Position', () => {
    const p = playOk(b(6), [summon, { do: 'respond', card: 'sc' }, { do: 'choose', cards: ['l1'] }, { do: 'choose', option: 1 }]);
    expect(inHand(p, 'l1')).toBe(true);
    expect([pos(p, 'l2'), pos(p, 'l3')]).toEqual(['defense', 'defense']);
  });
  it('160201013 Scroll of Salutation refused: only 1 face-up Level 5+ monster', () => {
    expect(canRespond(playOk(b(4), [summon]), 'sc')).toBe(false);
  });
});

describe('160201037 Psychic Divergence', () => {
  const b = (psychicFaceUp: boolean) =>
    board(
      { hand: [card(160201037, 'pd')], monsters: [(psychicFaceUp ? atkPos : setPos)(mk('ps', 1000, 0, 4, { race: 'Psychic' }))] },
      { spellTraps: [{ card: card(160202019, 't'), faceDown: true }] },
    );
  it("160201037 Psychic Divergence: with a face-up Psychic, pay 500 LP: 1 of the opponent's Spell/Trap cards goes on top of their Deck", () => {
    const p = playOk(b(true), [{ do: 'activate', card: 'pd' }, { do: 'choose', cards: ['t'] }]);
    expect(p.state.players[1].deck[0]).toBe(p.uid('t'));
    expect(p.state.players[0].lp).toBe(7500);
  });
  it('160201037 Psychic Divergence refused: the Psychic is face-down', () => {
    expect(offered(playOk(b(false), []), 'pd')).toBe(false);
  });
});

const fiend = (ref: string) => mk(ref, 1000, 0, 4, { race: 'Fiend' });
const psy = (ref: string, level = 4) => mk(ref, 1000, 0, level, { race: 'Psychic' });

describe("160201025 Genie's Fire Breath", () => {
  const b = (mine: ReturnType<typeof atkPos>) => board({ hand: [card(160201025, 'gf')], monsters: [mine] }, { spellTraps: [{ card: card(160202019, 't'), faceDown: true }] });
  it("160201025 Genie's Fire Breath: with a face-up Fiend, 1 of the opponent's Spell/Trap cards returns to their hand", () => {
    expect(inHand(playOk(b(atkPos(fiend('f'))), [{ do: 'activate', card: 'gf' }, { do: 'choose', cards: ['t'] }]), 't')).toBe(true);
  });
  it("160201025 Genie's Fire Breath refused: no Fiend on your field", () => {
    expect(offered(playOk(b(atkPos(mk('w', 1))), []), 'gf')).toBe(false);
  });
});

describe("160201027 Rebel's Scream", () => {
  const b = (hand: ReturnType<typeof mk>[]) =>
    board({ hand, monsters: [atkPos(mk('m8', 1, 0, 8)), atkPos(mk('m9', 1, 0, 9))], spellTraps: [{ card: card(160201027, 'rs'), faceDown: true }] }, { hand: [mk('n', 1500)] }, { turn: 3, turnPlayer: 1 });
  const summon = { do: 'summon', card: 'n', position: 'attack' };
  it("160201027 Rebel's Scream: the opponent Normal Summons, send 2 Fiends from the hand: destroy every face-up Level 8 or lower monster", () => {
    const p = playOk(b([fiend('f1'), fiend('f2')]), [summon, { do: 'respond', card: 'rs' }, { do: 'choose', cards: ['f1', 'f2'] }]);
    expect([inGy(p, 'n'), inGy(p, 'm8'), inGy(p, 'm9')]).toEqual([true, true, false]);
  });
  it("160201027 Rebel's Scream refused: only 1 Fiend in the hand", () => {
    expect(canRespond(playOk(b([fiend('f1'), mk('w', 1)]), [summon]), 'rs')).toBe(false);
  });
});

describe('160201039 Psychic Introduction', () => {
  const b = (mine: ReturnType<typeof atkPos>[]) => board({ monsters: mine, spellTraps: [{ card: card(160201039, 'pi'), faceDown: true }] }, { hand: [mk('n', 1500)] }, { turn: 3, turnPlayer: 1 });
  it('160201039 Psychic Introduction: the opponent Normal Summons: gain 500 LP per face-up Psychic you control (2: 1000)', () => {
    const p = playOk(b([atkPos(psy('p1')), atkPos(psy('p2')), setPos(psy('p3'))]), [{ do: 'summon', card: 'n', position: 'attack' }, { do: 'respond', card: 'pi' }]);
    expect(p.state.players[0].lp).toBe(9000);
  });
  it('160201039 Psychic Introduction refused: no Normal Summon (the opponent only ends the turn)', () => {
    expect(canRespond(playOk(b([atkPos(psy('p1'))]), []), 'pi')).toBe(false);
  });
  it('160201039 Psychic Introduction refused (R-MEFF-2): the Normal Summon comes but you control no face-up Psychic (0 x 500 LP)', () => {
    expect(canRespond(playOk(b([setPos(psy('p3'))]), [{ do: 'summon', card: 'n', position: 'attack' }]), 'pi')).toBe(false);
  });
});

describe('160201031 Amusi Performer and 160201030 Telepathic Agent', () => {
  it('160201031 Amusi Performer: pay 800 LP: 300 damage', () => {
    const p = playOk(board({ monsters: [atkPos(card(160201031, 'ap'))] }), [{ do: 'activate', card: 'ap' }]);
    expect([p.state.players[0].lp, p.state.players[1].lp]).toEqual([7200, 7700]);
  });
  it('160201031 Amusi Performer refused: only 700 LP left', () => {
    expect(offered(playOk(board({ lp: 700, monsters: [atkPos(card(160201031, 'ap'))] }), []), 'ap')).toBe(false);
  });
  const agent = (lp: number) => board({ lp, monsters: [atkPos(card(160201030, 'ta'))], graveyard: [psy('g')] }, { monsters: [atkPos(mk('o', 3000))] }, { turn: 3 });
  it("160201030 Telepathic Agent: the opponent's LP are 1000 higher, shuffle a Psychic from the GY into the Deck: it attacks directly", () => {
    const p = playOk(agent(7000), [{ do: 'activate', card: 'ta' }, { do: 'choose', cards: ['g'] }, { do: 'enterBattle' }, { do: 'attack', card: 'ta', target: 'direct' }]);
    expect(p.state.players[1].lp).toBe(8000 - 1000);
  });
  it("160201030 Telepathic Agent refused: the opponent's LP are only 900 higher", () => {
    expect(offered(playOk(agent(7100), []), 'ta')).toBe(false);
  });
});

describe('160201029 Berry Bassist', () => {
  const b = (other: ReturnType<typeof atkPos>) => board({ monsters: [atkPos(card(160201029, 'bb')), other], graveyard: [psy('g2', 2)] });
  it('160201029 Berry Bassist: with another face-up Psychic, pay 500 LP: Special Summon a Level 2 Psychic Normal Monster from the GY', () => {
    const p = playOk(b(atkPos(psy('p'))), [{ do: 'activate', card: 'bb' }, { do: 'choose', cards: ['g2'] }, { do: 'choose', option: 1 }]);
    expect([onFieldRef(p, 'g2'), p.state.players[0].lp]).toEqual([true, 7500]);
  });
  it('160201029 Berry Bassist refused: the other Psychic is face-down', () => {
    expect(offered(playOk(b(setPos(psy('p'))), []), 'bb')).toBe(false);
  });
});

describe("160201014 Hermit's Soul", () => {
  const b = (atk: number) =>
    board({ monsters: [atkPos(mk('m', atk, 2000))], graveyard: [mk('g', 0, 1800)], spellTraps: [{ card: card(160201014, 'hs'), faceDown: true }] }, { monsters: [atkPos(mk('a', 1500))] }, { turn: 3, turnPlayer: 1 });
  const attack = [{ do: 'enterBattle' }, { do: 'attack', card: 'a', target: 'm' }];
  it("160201014 Hermit's Soul: an attack on your face-up 0 ATK monster: the attacker goes to Defense Position, then a 0 ATK Normal Monster comes back from the GY", () => {
    const p = playOk(b(0), [...attack, { do: 'respond', card: 'hs' }, { do: 'choose', option: 1 }, { do: 'choose', cards: ['g'] }, { do: 'choose', option: 1 }]);
    expect([p.state.players[1].monsters.find((x) => x?.uid === p.uid('a'))?.position, onFieldRef(p, 'g')]).toEqual(['defense', true]);
  });
  it("160201014 Hermit's Soul refused: the attacked monster has 100 ATK", () => {
    expect(canRespond(playOk(b(100), attack), 'hs')).toBe(false);
  });
  it("160201014 Hermit's Soul refused (R-MAX-13): a MAXIMUM-mode attacker cannot change position, so the Trap cannot be activated", () => {
    const start = board(
      { monsters: [atkPos(mk('m', 0, 2000))], graveyard: [mk('g', 0, 1800)], spellTraps: [{ card: card(160201014, 'hs'), faceDown: true }] },
      { monsters: [maxMon({ c: 'C' })] },
      { turn: 3, turnPlayer: 1 },
    );
    expect(canRespond(playOk(start, [{ do: 'enterBattle' }, { do: 'attack', card: 'C', target: 'm' }]), 'hs')).toBe(false);
  });
});

describe("160201015 Royal Rebel's Invasion", () => {
  const opp = { monsters: [atkPos(mk('o4', 1500, 0, 4)), atkPos(mk('o5', 1500, 0, 5)), setPos(mk('fd', 1000, 0, 3))] };
  const b = (levels: [number, number]) => board({ hand: [card(160201015, 'ri')], monsters: [atkPos(mk('t', 1, 0, levels[0])), atkPos(mk('u', 1, 0, levels[1]))] }, opp);
  const summon = { do: 'summon', card: 'ri', position: 'attack', tributes: ['t', 'u'] };
  it("160201015 Royal Rebel's Invasion: Normal Summoned by Tributing 2 Level 5 monsters: the opponent's face-up Level 4 or lower monsters are destroyed", () => {
    const p = playOk(b([5, 6]), [summon, { do: 'activate', card: 'ri' }]);
    expect([inGy(p, 'o4'), onFieldRef(p, 'o5'), onFieldRef(p, 'fd')]).toEqual([true, true, true]);
  });
  it("160201015 Royal Rebel's Invasion refused: one of the 2 Tributes was Level 4", () => {
    expect(offered(playOk(b([5, 4]), [summon]), 'ri')).toBe(false);
  });
});

describe("160201016 Royal Rebel's Growl", () => {
  const b = (level: number) => board({ hand: [card(160201016, 'rg')], monsters: [atkPos(mk('t', 1, 0, level))] }, { monsters: [atkPos(mk('o', 2000, 1800, 6))] });
  const summon = { do: 'summon', card: 'rg', position: 'attack', tributes: ['t'] };
  it("160201016 Royal Rebel's Growl: Tribute Summoned with a Level 5 monster, mill 1: a Level 6 opponent monster loses 6 x 200 ATK and DEF", () => {
    const p = playOk(b(5), [summon, { do: 'activate', card: 'rg' }, { do: 'choose', cards: ['o'] }]);
    expect([atkOf(p, 'o'), defOf(p, 'o')]).toEqual([2000 - 1200, 1800 - 1200]);
  });
  it("160201016 Royal Rebel's Growl refused: the Tribute was Level 4", () => {
    expect(offered(playOk(b(4), [summon]), 'rg')).toBe(false);
  });
});
