// Staged coverage positions for sets 160025 and 160026, third pass (see base.ts for the shape).
import { fillerDeck, main, mon, theirTurn, type Staged } from './base';

const pyro = (ref: string, def = 1300) => mon(ref, 'Pyro', 7, 1000, 'FIRE', def);
const faceUp = (ref: string) => ({ card: mon(ref, 'Warrior', 4, 1500) });
const galaxy = (ref: string) => mon(ref, 'Galaxy', 4, 1, 'LIGHT');
const earthMachine = (ref: string) => mon(ref, 'Machine', 4, 1, 'EARTH');

export const SETS160025AND160026_STAGED: Staged[] = [
  // Absorbing Fiend's Mirror with Fiend's Mirror in the GY: two opposing monsters to weaken.
  [160025045, main({ monsters: [{ card: 160025045 }], graveyard: [160025069] }, { monsters: [faceUp('o1'), faceUp('o2')] })],
  // Healthie Cafferin summoned this turn, the Buzzer Battle in the GY to Set.
  [160026019, main({ hand: [160026019], graveyard: [160026052] }), [{ type: 'summon', rule: 0 }]],
  [160026020, main({ hand: [160026020], monsters: [{ card: pyro('p') }], graveyard: [pyro('g')] }), [{ type: 'summon', rule: 0 }]],
  [160026022, main({ monsters: [{ card: 160026022 }], graveyard: [160026064] }, { monsters: [faceUp('o1'), faceUp('o2')] })],
  [160026024, main({ monsters: [{ card: 160026024 }], hand: [pyro('h')] })],
  // Healthie Tigasati beside another Level 7 Pyro Effect monster.
  [160026042, main({ monsters: [{ card: 160026042 }, { card: 160026022 }] })],
  [160026052, main({ hand: [160026052, pyro('h')], extra: [160026042] })],
  [160026053, main({ hand: [160026053], graveyard: [pyro('g1'), pyro('g2'), pyro('g3')] }, { spellTraps: [{ card: 160202019, faceDown: true }] })],
  // Staaart Boasting: the opponent Normal Summons while two Level 7 Pyro stand on the field.
  [160026064, theirTurn(160026064, { monsters: [{ card: pyro('p1') }, { card: 160026022 }] }, { hand: [160320008] }), ['summon']],
  // Set 160025, ready cards.
  [160025004, main({ monsters: [{ card: 160025004 }], graveyard: [galaxy('g1'), galaxy('g2'), 160009002] })],
  [160025010, main({ hand: [160025010], graveyard: [earthMachine('m1'), earthMachine('m2'), 160204050] }, { graveyard: [160320008] }), ['summon']],
  [160025013, main({ monsters: [{ card: 160025013 }], spellTraps: [{ card: 160202019, faceDown: true }] }, { spellTraps: [{ card: 160202019, faceDown: true }] })],
  [160025015, main({ hand: [160025015], graveyard: [mon('w9', 'Wyrm', 9, 1000)] }), ['summon']],
  [160025016, main({ hand: [160025016], deck: [mon('l7', 'Wyrm', 7, 1), ...fillerDeck, ...fillerDeck] }), ['summon']],
  [160025017, main({ monsters: [{ card: 160025017 }], graveyard: [mon('g1', 'Wyrm', 7, 1), mon('g2', 'Wyrm', 7, 1)], deck: [...fillerDeck, ...fillerDeck, ...fillerDeck, ...fillerDeck] }, { monsters: [faceUp('o')] })],
  [160025018, main({ hand: [160025018, 160320008], graveyard: [mon('w', 'Wyrm', 7, 1, 'LIGHT', 2400)] }), ['summon']],
  [160025020, main({ monsters: [{ card: 160025020 }] }, { spellTraps: [{ card: 160202019, faceDown: true }] })],
  [160025021, main({ hand: [160025021], monsters: [faceUp('t1'), faceUp('t2')] }, { monsters: [faceUp('o')] }), ['summon', 'select', 'select']],
  [160025030, main({ hand: [160025030], graveyard: [mon('f3', 'Fiend', 3, 1)] }), ['summon']],
  [160025038, main({ monsters: [{ card: 160009002 }, { card: 160313001 }], hand: [160204050], extra: [160025038] }, { monsters: [faceUp('o')] }), ['activate', 'select', 'select', 'select', 'option']],
  [160025040, main({ monsters: [{ card: 160025040 }], hand: [160313001], extra: [160025039] })],
  [160025046, main({ hand: [160025046], graveyard: [160009002] }, { monsters: [faceUp('o')] })],
  [160025050, main({ hand: [160025050], deck: [mon('w4', 'Wyrm', 4, 1, 'LIGHT', 900), ...fillerDeck, ...fillerDeck] })],
  [160025052, main({ hand: [160025052], graveyard: [mon('w4', 'Wyrm', 4, 1, 'LIGHT', 900)] })],
  [160025054, main({ hand: [160025054, mon('lw', 'Warrior', 3, 1, 'LIGHT', 1000)] })],
  [160025061, theirTurn(160025061, { hand: [160320008], graveyard: [160025021] }, { hand: [160320008] }), ['summon']],
  [160025066, main({ hand: [160025066], deck: [...fillerDeck, ...fillerDeck] }), ['summon']],
  // Set 160026, ready cards.
  [160026005, main({ hand: [160026005], monsters: [{ card: mon('t', 'Fiend', 4, 1, 'LIGHT') }], graveyard: [mon('l8', 'Fiend', 8, 1, 'LIGHT')] }), [{ type: 'summon', rule: 0 }, 'select']],
  [160026009, main({ monsters: [{ card: 160026009 }], deck: [160204050, ...fillerDeck] })],
  [160026018, main({ hand: [160026018], monsters: [{ card: mon('w', 'Warrior', 4, 1000) }], spellTraps: [{ card: 160012043, faceDown: false, equippedTo: 'w' }] }, { monsters: [faceUp('o')] })],
  [160026027, main({ hand: [160026027], graveyard: [160026057] }), ['summon']],
  [160026028, main({ monsters: [{ card: 160026028 }], graveyard: [160026055, 160026025] })],
  [160026029, main({ hand: [160026029], graveyard: [160026056] }), ['summon']],
  [160026035, main({ hand: [160026035], graveyard: [mon('l4', 'Warrior', 4, 1)] }), ['summon']],
  [160026045, main({ hand: [160026045], monsters: [{ card: mon('lf', 'Fiend', 4, 1, 'LIGHT') }] }, { spellTraps: [{ card: 160202019, faceDown: true }] })],
  [160026048, main({ hand: [160026048, 160320008], graveyard: [mon('p4', 'Plant', 4, 1, 'WIND'), mon('p6', 'Plant', 6, 1, 'WIND')] })],
  [160026062, theirTurn(160026062, { graveyard: [mon('g1', 'Fiend', 4, 1, 'LIGHT'), mon('g2', 'Fiend', 7, 1, 'LIGHT')] }, { hand: [160320008] }), ['summon']],
  [160026068, main({ monsters: [{ card: 160026068 }], hand: [160320008] }, { spellTraps: [{ card: 160202019, faceDown: true }] })],
  [160026070, main({ monsters: [{ card: 160026070 }, { card: mon('l7', 'Warrior', 7, 1) }] })],
  // Later cards of the third pass.
  [160025027, main({ monsters: [{ card: 160025027 }], graveyard: [mon('r1', 'Rock', 4, 1)] })],
  [160025032, main({ monsters: [{ card: 160025032 }], graveyard: [160025056] }, { spellTraps: [{ card: 160202019, faceDown: true }] })],
  [160025059, main({ hand: [160025059], graveyard: [galaxy('g')], deck: [galaxy('dg'), ...fillerDeck, ...fillerDeck] })],
  [160026037, main({ monsters: [{ card: 160026037, summonedHow: 'fusion' }], graveyard: [mon('g1', 'Warrior', 4, 1), mon('g2', 'Warrior', 4, 1)] }, { monsters: [faceUp('o')] })],
  [160026047, main({ hand: [160026047] })],
  [160025067, main({ hand: [160025067], graveyard: [160208002] }), ['summon']],
  [160026063, theirTurn(160026063, { monsters: [{ card: mon('w', 'Aqua', 4, 1, 'WATER', 1500) }], graveyard: [160026009] }, { hand: [160320008], monsters: [{ card: 160025038 }] }), ['summon']],
];
