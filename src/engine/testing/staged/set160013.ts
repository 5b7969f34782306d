// Staged coverage positions for set 160013 (see base.ts for the shape).
import { copies, main, mon, theirTurn, type Staged } from './base';

const FILLER = 160320008;
const FUSION = 160204050;
const BLUE_EYES = 160001000; // LIGHT Dragon Normal, Level 8, 3000 ATK
const BLUE_FANG = 160010101;
const LINAC = 160013058;
const caster = (ref: string, level = 4, atk = 1) => mon(ref, 'Spellcaster', level, atk, 'LIGHT');
const attack = ['enterBattle', 'attack'] as const;

export const SET160013_STAGED: Staged[] = [
  [160013003, main({ monsters: [{ card: 160013003 }], deck: [mon('g4', 'Galaxy', 4, 1500, 'LIGHT'), FILLER, FILLER] })],
  [160013004, main({ monsters: [{ card: 160013004, summonedHow: 'normal' }, { card: BLUE_FANG }] })],
  [160013007, main({ hand: [mon('h7', 'Galaxy', 7, 2500, 'DARK')], monsters: [{ card: 160013007 }], graveyard: [FUSION] })],
  [160013010, main({ monsters: [{ card: caster('s1') }, { card: 160013010 }, { card: caster('s2') }], graveyard: [caster('gs', 7, 2500)] })],
  [160013016, main({ monsters: [{ card: 160013016, summonedHow: 'tribute' }] }, { spellTraps: [{ card: FUSION, faceDown: true }] })],
  [160013017, main({ monsters: [{ card: 160013017, summonedHow: 'tribute' }] }, { monsters: [{ card: 160001035 }] })],
  [160013020, main({ monsters: [{ card: 160013020, summonedHow: 'tribute' }] }, { monsters: [{ card: FILLER }] })],
  [160013023, main({ monsters: [{ card: 160013023 }], spellTraps: [{ card: FUSION, faceDown: true }, { card: FUSION, faceDown: true }, { card: LINAC, faceDown: true }] }, { monsters: [{ card: FILLER }] })],
  [160013024, main({ monsters: [{ card: 160013024 }], hand: [FUSION] })],
  [160013025, main({ monsters: [{ card: 160013025 }], graveyard: [...copies(10, FILLER), 160202001, 160202003] })],
  [160013028, main({ monsters: [{ card: 160013028 }], hand: [caster('h')], deck: copies(10, FILLER) })],
  [160013030, main({ monsters: [{ card: 160013030 }] }, { monsters: [{ card: FILLER }, { card: FILLER }] })],
  [160013031, main({ monsters: [{ card: 160013031 }] })],
  [160013032, main({ monsters: [{ card: 160013032 }] })],
  [160013033, main({ monsters: [{ card: 160013033 }] })],
  [160013036, main({ monsters: [{ card: 160013036 }], graveyard: [160312023] }, { monsters: [{ card: FILLER }] })],
  [160013037, main({ monsters: [{ card: 160013037 }, { card: FILLER }] }, { monsters: [{ card: FILLER }] })],
  [160013038, main({ monsters: [{ card: 160013038 }], graveyard: [FILLER, FILLER] })],
  [160013039, main({ monsters: [{ card: 160013039, summonedHow: 'fusion' }], graveyard: [mon('g8', 'Galaxy', 8, 2500, 'DARK')] })],
  [160013040, main({ monsters: [{ card: 160013040 }], hand: [FILLER] }, { spellTraps: [{ card: LINAC, faceDown: true }] })],
  [160013041, main({ monsters: [{ card: 160013041 }], hand: [FILLER] }, { monsters: [{ card: FILLER }] })],
  [160013043, main({ monsters: [{ card: 160013043 }], spellTraps: [{ card: FUSION, faceDown: true }] }, { monsters: [{ card: FILLER }] })],
  [160013052, main({ hand: [160013052, caster('h')] })],
  [160013058, theirTurn(160013058, {}, { monsters: [{ card: BLUE_EYES }] }), [...attack]],
  [160013059, theirTurn(160013059, { monsters: [{ card: mon('w', 'Warrior', 4, 100) }], graveyard: [mon('gx', 'Galaxy', 4, 1500)] }, { monsters: [{ card: BLUE_EYES }] }), [...attack]],
  [160013062, theirTurn(160013062, { monsters: [{ card: mon('k5', 'Warrior', 5, 2400, 'EARTH', 1000) }] }, { hand: [FILLER] }), ['summon']],
  [160013063, theirTurn(160013063, { hand: [mon('k5', 'Warrior', 5, 2400, 'EARTH', 1000)], monsters: [{ card: mon('m1', 'Warrior', 4, 100) }] }, { hand: [FILLER] }), ['summon']],
  [160013064, theirTurn(160013064, { monsters: [{ card: mon('lm', 'Warrior', 4, 1000, 'LIGHT') }], graveyard: [mon('l1', 'Warrior', 4, 1, 'LIGHT'), mon('l2', 'Warrior', 4, 1, 'LIGHT')] }, { hand: [FILLER] }), ['summon']],
  [160013065, theirTurn(160013065, { graveyard: [caster('c1'), caster('c2'), caster('c3')] }, { hand: [FILLER] }), ['summon']],
];
