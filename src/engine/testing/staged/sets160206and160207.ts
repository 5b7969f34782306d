// Staged coverage positions for sets 160206 and 160207, and the second pass of set 160205 (see base.ts for the shape).
import { copies, main, mon, theirTurn, type Staged } from './base';

const FILLER = 160320008; // Elemental HERO Avian, a Level 3 Normal Monster
const TRAP_HOLE = 160202019;
const LUCY = 160205035; // Excutie Lucy: Level 6, 500 DEF
const SKULL = 160003000; // Summoned Skull
const deckOf = (n: number) => copies(n, FILLER);
const many = (n: number, race: string, attribute: string, level = 4) =>
  Array.from({ length: n }, (_, i) => mon(`${race}${attribute}${i}`, race, level, 1000, attribute));

export const SETS160206AND160207_STAGED: Staged[] = [
  // Summoned by their own rule from the hand.
  [160205024, main({ hand: [160205024] }, { monsters: [{ card: FILLER }] })],
  [160205027, main({ monsters: [{ card: 160205027 }, { card: mon('lm', 'Machine', 4, 1000, 'LIGHT') }] })],
  [160205031, main({ monsters: [{ card: 160205031 }] }, { monsters: [{ card: mon('o7', 'Dragon', 7, 2500) }] })],
  [160205032, main({ hand: [160205032], monsters: [{ card: LUCY }] })],
  // The opponent's 4000 ATK monster destroys the only monster, a Level 6 one, in battle.
  [160205040, theirTurn(160205040, { monsters: [{ card: LUCY }], graveyard: [160205036] }, { monsters: [{ card: mon('big', 'Dragon', 8, 4000) }] }), ['enterBattle', 'attack']],
  [160205044, main({ monsters: [{ card: 160205044 }], hand: [mon('em', 'Machine', 4, 1000)] }, { monsters: [{ card: FILLER }] })],
  [160205053, main({ monsters: [{ card: 160205053 }], hand: [FILLER, 160005019], graveyard: [160005002] })],
  [160205056, main({ monsters: [{ card: 160205056 }, { card: mon('dn', 'Dinosaur', 4, 1000, 'EARTH', 2000) }] }, { monsters: [{ card: FILLER }] })],
  [160205057, main({ deck: deckOf(5), monsters: [{ card: 160205057 }] }, { monsters: [{ card: FILLER }, { card: FILLER }] })],
  [160205065, main({ hand: [160205065], monsters: [{ card: mon('l10', 'Dragon', 10, 3000) }] }, { spellTraps: [{ card: TRAP_HOLE, faceDown: true }] })],
  [160205029, main({ hand: [160205029, 160205024], graveyard: many(3, 'Machine', 'LIGHT') })],
  [160205033, main({ monsters: [{ card: 160205033, summonedHow: 'normal' }], graveyard: [LUCY] })],
  // The opponent Normal Summons while a Level 5 monster stands.
  [160205068, theirTurn(160205068, { monsters: [{ card: mon('m5', 'Warrior', 5, 2000) }] }, { hand: [FILLER] }), ['summon']],
  [160206005, main({ deck: deckOf(4), monsters: [{ card: 160206005 }] })],
  [160206009, main({ monsters: [{ card: 160206009 }, { card: mon('f', 'Fiend', 4, 1000, 'DARK') }] })],
  [160206012, main({ deck: deckOf(5), monsters: [{ card: 160206012 }] })],
  [160206013, main({ deck: deckOf(5), monsters: [{ card: 160206013, summonedHow: 'normal' }] })],
  [160206021, main({ deck: deckOf(6), monsters: [{ card: 160206021 }] })],
  [160206022, main({ hand: [160206022, ...deckOf(5)] }, { monsters: [{ card: FILLER }] })],
  [160206023, main({ deck: deckOf(4), hand: [160206023, mon('bk', 'Beast', 7, 2500)] })],
  [160206026, theirTurn(160206026, { monsters: [{ card: 160001000 }] }, { monsters: [{ card: FILLER }] }), ['enterBattle', 'attack']],
  [160206028, theirTurn(160206028, { monsters: [{ card: FILLER }] }, { monsters: [{ card: FILLER }], spellTraps: [{ card: TRAP_HOLE, faceDown: true }] }), ['enterBattle', 'attack']],
  [160206033, main({ monsters: [{ card: 160206033 }], graveyard: [TRAP_HOLE] }, { monsters: [{ card: FILLER }] })],
  [160206034, main({ monsters: [{ card: 160206034 }, { card: FILLER }], graveyard: [SKULL] })],
  [160206035, main({ monsters: [{ card: 160206035 }, { card: mon('f', 'Fiend', 4, 1000, 'DARK') }] })],
  [160206037, main({ monsters: [{ card: 160206037, summonedHow: 'normal' }] })],
  [160206039, main({ monsters: [{ card: 160206039, summonedHow: 'normal' }], graveyard: [TRAP_HOLE] })],
  [160206040, main({ monsters: [{ card: 160206040 }], graveyard: [160206028] }, { monsters: [{ card: FILLER }] })],
  [160206041, main({ monsters: [{ card: 160206041 }, { card: mon('b', 'Beast', 4, 1000) }], graveyard: [mon('gb', 'Beast', 4, 1000)] }, { monsters: [{ card: FILLER }] })],
  [160206043, main({ hand: [160206043], monsters: [{ card: 160005000 }] }, { monsters: [{ card: FILLER }] })],
  [160207028, main({ deck: deckOf(10), monsters: [{ card: 160207028 }], graveyard: [mon('s3', 'Sea Serpent', 3, 1000, 'DARK')] })],
  [160207029, main({ deck: deckOf(10), monsters: [{ card: 160207029 }] })],
  [160207030, main({ monsters: [{ card: 160207030 }] }, { monsters: [{ card: FILLER }] })],
  [160207031, main({ monsters: [{ card: 160207031 }], hand: [160207034] })],
  [160207032, main({ monsters: [{ card: 160207032 }] })],
  [160207033, main({ monsters: [{ card: 160207033 }], hand: [mon('hs', 'Sea Serpent', 4, 1000, 'DARK')] })],
  [160207042, main({ hand: [160207042], graveyard: many(5, 'Sea Serpent', 'DARK') }, { monsters: [{ card: FILLER }] })],
  // The opponent Normal Summons while two LIGHT/DARK Sea Serpents stand.
  [160207047, theirTurn(160207047, { monsters: [{ card: 160207032 }, { card: 160207033 }] }, { hand: [FILLER] }), ['summon']],
  // The opponent Tribute Summons a Level 5 monster.
  [160207050, theirTurn(160207050, { monsters: [{ card: 160207033 }] }, { hand: [mon('l5', 'Warrior', 5, 2000)], monsters: [{ card: FILLER }] }), ['summon', 'select']],
  [160207055, theirTurn(160207055, { monsters: [{ card: FILLER }] }, { monsters: [{ card: FILLER }, { card: FILLER }, { card: FILLER }] }), ['enterBattle', 'attack']],
];
