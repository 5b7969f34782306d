// Staged coverage positions for sets 160319, 160210, 160015 and 160448-160451 (see base.ts for the shape).
import { main, mon, theirTurn, type Staged } from './base';

const FILLER = 160320008;
const FUSION = 160204050;
const normal = (id: number) => ({ card: id, summonedHow: 'normal' });
const fusion = (id: number) => ({ card: id, summonedHow: 'fusion' });
const BLUE_EYES = 160001000; // LIGHT Dragon Normal, Level 8, 3000 ATK, Legend
const EMBER = 160316023;
const attack = ['enterBattle', 'attack'] as const;

export const SETS160015AND160210_STAGED: Staged[] = [
  [160319006, main({ monsters: [normal(160319006)], graveyard: [160319028] })],
  [160319007, main({ monsters: [normal(160319007), { card: 160319006 }], graveyard: [BLUE_EYES] })],
  [160319008, main({ hand: [FILLER], monsters: [{ card: 160319008 }], graveyard: [BLUE_EYES] })],
  [160319028, main({ hand: [160319028], monsters: [{ card: BLUE_EYES }] })],
  [160210019, main({ monsters: [fusion(160210019)], graveyard: [mon('g1', 'Fiend', 8, 1000, 'DARK'), mon('g2', 'Dragon', 4, 1000, 'DARK')] }, { monsters: [{ card: FILLER }] })],
  [160210020, main({ monsters: [fusion(160210020)] }, { monsters: [{ card: FILLER }] })],
  [160210035, main({ monsters: [{ card: 160210035 }], graveyard: Array.from({ length: 10 }, () => FUSION) }, { monsters: [{ card: BLUE_EYES }] })],
  [160210040, main({ monsters: [{ card: 160210040 }, { card: mon('ss', 'Sea Serpent', 4, 1000, 'WATER') }] })],
  [160210046, main({ monsters: [{ card: 160210046 }], graveyard: [mon('sp', 'Spellcaster', 7, 2500, 'LIGHT')] })],
  [160210050, main({ hand: [FILLER, FILLER], monsters: [{ card: 160210050 }], graveyard: [mon('sp', 'Spellcaster', 7, 2500, 'LIGHT'), FUSION] })],
  [160210058, main({ hand: [160210058] }, { monsters: [{ card: BLUE_EYES }] })],
  [160210064, main({ hand: [160210065], monsters: [{ card: 160210064 }], graveyard: [EMBER, EMBER] })],
  [160210065, main({ monsters: [normal(160210065)], graveyard: [EMBER, mon('f1', 'Pyro', 4, 1000, 'FIRE'), mon('f2', 'Pyro', 4, 1000, 'FIRE')] })],
  [160210067, main({ hand: [160210067], monsters: [{ card: FILLER }], graveyard: [mon('p1', 'Plant', 4, 1000), mon('p2', 'Plant', 4, 1000), mon('p3', 'Plant', 4, 1000)] }, { monsters: [{ card: FILLER }] })],
  [160210073, main({ hand: [mon('f10', 'Fiend', 10, 3000, 'DARK')], monsters: [{ card: 160210073 }], graveyard: [mon('z', 'Fiend', 4, 0, 'DARK')] }, { spellTraps: [{ card: 160210058, faceDown: true }] })],
  [160210074, main({ monsters: [{ card: 160210074 }, { card: mon('f7', 'Fiend', 7, 1000, 'DARK'), position: 'defense' }] })],
  [160210075, main({ hand: [mon('lg', 'Galaxy', 7, 2500, 'LIGHT')], monsters: [{ card: 160210075 }], deck: [mon('d1', 'Galaxy', 4, 1000, 'LIGHT'), FILLER, FILLER] })],
  [160210077, main({ monsters: [normal(160210077)], graveyard: [160319007] })],
  [160210078, main({ monsters: [{ card: 160210078 }] }, { monsters: [{ card: BLUE_EYES }, { card: FILLER }] })],
  [160210081, main({ monsters: [{ card: 160210081 }], graveyard: [mon('ss', 'Sea Serpent', 4, 800, 'WATER')] })],
  [160210085, main({ hand: [160210085], monsters: [{ card: mon('g7', 'Galaxy', 7, 2000, 'DARK') }] }, { monsters: [{ card: FILLER, position: 'defense', faceDown: true }] })],
  [160015006, main({ hand: [mon('hd', 'Dragon', 4, 1000)], monsters: [{ card: 160015006 }], graveyard: [160015007] }, { monsters: [{ card: FILLER, position: 'defense', faceDown: true }] })],
  [160015007, main({ hand: [mon('hd', 'Dragon', 4, 1000)], monsters: [{ card: 160015007 }], graveyard: [160015006] }, { monsters: [{ card: FILLER }] })],
  [160015009, main({ monsters: [{ card: 160015009 }, { card: mon('sc', 'Spellcaster', 5, 1000, 'DARK') }], graveyard: [mon('s1', 'Spellcaster', 4, 1000, 'DARK'), mon('s2', 'Spellcaster', 4, 1000, 'DARK'), mon('s3', 'Spellcaster', 4, 1000, 'DARK')] }, { monsters: [{ card: BLUE_EYES }] })],
  [160015010, main({ monsters: [{ card: 160015010 }], graveyard: [mon('w1', 'Wyrm', 4, 1000), mon('w2', 'Wyrm', 4, 1000)] }, { monsters: [{ card: BLUE_EYES }] })],
  [160015012, main({ hand: [mon('wp', 'Psychic', 4, 1000, 'WIND')], monsters: [{ card: 160015012 }], graveyard: [160015051] })],
  [160015014, main({ monsters: [{ card: 160015014 }], deck: [FUSION, 160015051, FILLER, FILLER] })],
  [160015015, main({ monsters: [normal(160015015), { card: 160002025 }] }, { spellTraps: [{ card: 160210058, faceDown: true }] })],
  [160015019, main({ monsters: [normal(160015019)] })],
  [160015020, main({ hand: [mon('wf', 'Fish', 4, 1000, 'WATER')], monsters: [{ card: 160015020 }] })],
  [160015021, main({ hand: [160015021], monsters: [{ card: mon('wm', 'Fish', 4, 1000, 'WATER') }] })],
  [160015023, main({ hand: [160010062], monsters: [{ card: 160015023 }], graveyard: [mon('a1', 'Aqua', 4, 1000), mon('a2', 'Aqua', 4, 1000), mon('a3', 'Aqua', 4, 1000)] }, { monsters: [{ card: FILLER }] })],
  [160015024, main({ monsters: [normal(160015024)], graveyard: [mon('ed', 'Dragon', 4, 1800, 'EARTH')] })],
  [160015026, main({ monsters: [{ card: 160015026 }], graveyard: [mon('g', 'Warrior', 4, 1000, 'DARK', 1200)] }, { monsters: [{ card: BLUE_EYES }] })],
  [160015027, main({ hand: [FILLER], monsters: [{ card: 160015027 }], graveyard: [160206029] })],
  [160015029, main({ hand: [mon('pl', 'Plant', 4, 1000, 'EARTH')], monsters: [{ card: 160015029 }, { card: mon('e', 'Warrior', 4, 1000, 'EARTH') }], graveyard: [FUSION] })],
  [160015033, main({ monsters: [{ card: 160015033 }], graveyard: Array.from({ length: 10 }, () => FILLER) }, { monsters: [{ card: BLUE_EYES }], graveyard: [FILLER] })],
  [160015037, main({ monsters: [fusion(160015037)], graveyard: [FILLER, mon('a', 'Fiend', 4, 1000, 'DARK')] })],
  [160015038, main({ monsters: [fusion(160015038)] }, { spellTraps: [{ card: 160210058, faceDown: true }] })],
  [160015041, main({ monsters: [fusion(160015041)], spellTraps: [{ card: 160210085 }], graveyard: [160015012] }, { spellTraps: [{ card: 160210058, faceDown: true }] })],
  [160015042, main({ monsters: [fusion(160015042)] }, { monsters: [{ card: FILLER }] })],
  [160015046, main({ monsters: [fusion(160015046)], graveyard: [mon('ed', 'Dragon', 4, 1800, 'EARTH')] })],
  [160015048, main({ monsters: [fusion(160015048)], graveyard: [160206029] })],
  [160015050, main({ hand: [160015050, FILLER], graveyard: [mon('d1', 'Dragon', 1, 0, 'DARK'), 160013048] })],
  [160015051, main({ hand: [160015051], monsters: [{ card: 160011022 }, { card: 160015012 }], extra: [160015041], graveyard: [160210085] })],
  [160015052, main({ hand: [160015052, mon('ps', 'Psychic', 7, 2000, 'DARK')] })],
  [160015053, main({ hand: [160015053], graveyard: [mon('gw', 'Wyrm', 4, 1000)] })],
  [160015056, main({ hand: [160015056], graveyard: [mon('a', 'Fish', 4, 1500, 'WATER'), mon('b', 'Fish', 4, 1000, 'WATER')] })],
  [160015059, main({ hand: [160015059], monsters: [{ card: FILLER }, { card: FILLER }] })],
  [160015063, theirTurn(160015063, { monsters: [{ card: FILLER }], graveyard: [mon('d1', 'Dragon', 4, 1000), mon('d2', 'Dragon', 4, 1000), mon('d3', 'Dragon', 4, 1000)] }, { monsters: [{ card: BLUE_EYES }] }), [...attack]],
  [160015064, theirTurn(160015064, { graveyard: [mon('ww', 'Warrior', 4, 1000, 'WATER'), mon('fa', 'Fairy', 4, 1000), FUSION] }, { hand: [FILLER] }), ['summon']],
  [160449005, main({ hand: [160449005] }, { spellTraps: [{ card: 160015063, faceDown: true }] })],
  [160451003, main({ monsters: [{ card: 160451003 }] }, { monsters: [{ card: FILLER }] })],
  [160451004, main({ hand: [160451004], graveyard: Array.from({ length: 5 }, () => mon('z', 'Warrior', 4, 1000)) })],
];
