// Staged coverage positions for sets 160204 and 160004 (see base.ts for the shape).
import { copies, fillerDeck, main, type Staged } from './base';

const AVIAN = 160320008; // Warrior Normal, Level 3, 1000/1000
const TRAP_HOLE = 160202019;
const RED_MEDICINE = 160204032;
// An inline Normal Monster of that Type and Level (and ATK, Attribute, DEF).
const v = (race: string, level: number, atk = 1000, attribute = 'EARTH', def = 0) => ({
  vanilla: { name: `${attribute} ${race} ${level} ${atk}/${def}`, level, atk, def, attribute, race },
});
// Seat 1 attacks (the first legal attack) or Normal Summons in Attack Position; seat 0 holds the Trap.
const onAttack = (trap: number, p0: object, p1: object = { monsters: [{ card: AVIAN }] }): Staged => [
  trap,
  { turn: 3, turnPlayer: 1, phase: 'main', players: [{ deck: fillerDeck, ...p0 }, { deck: fillerDeck, ...p1 }] },
  ['enterBattle', 'attack'],
];
const onSummon = (trap: number, p0: object, p1: object = { hand: [AVIAN] }): Staged => [
  trap,
  { turn: 3, turnPlayer: 1, phase: 'main', players: [{ deck: fillerDeck, ...p0 }, { deck: fillerDeck, ...p1 }] },
  [{ type: 'summon', position: 'attack' }],
];
const set = (card: number) => ({ card, faceDown: true });

export const SETS160204AND160004_STAGED: Staged[] = [
  [160204001, main({ monsters: [{ card: 160204001 }] }, { spellTraps: [set(TRAP_HOLE)] })],
  [160204003, main({ monsters: [{ card: 160204003 }], graveyard: [v('Warrior', 4)] }, { graveyard: [v('Warrior', 4)] })],
  [160204004, main({ hand: [v('Warrior', 4)], monsters: [{ card: 160204004 }] }, { monsters: [{ card: AVIAN }] })],
  [160204005, main({ monsters: [{ card: 160204005 }, { card: v('Warrior', 5, 1500, 'LIGHT') }] }, { monsters: [{ card: AVIAN }] })],
  [160204011, main({ hand: [160204011, v('Warrior', 4)], monsters: [{ card: v('Warrior', 4, 1000, 'LIGHT') }] })],
  // Imaginary Arc Turnback: a 500 ATK LIGHT monster falls to the attack; a Cyborg waits in the GY.
  onAttack(160204014, { monsters: [{ card: v('Warrior', 4, 500, 'LIGHT') }], spellTraps: [set(160204014)], graveyard: [v('Cyborg', 4)] }),
  [160204016, main({ hand: [v('Warrior', 4)], monsters: [{ card: 160204016 }] }, { monsters: [{ card: AVIAN }], graveyard: [v('Warrior', 4)] })],
  [160204018, main({ monsters: [{ card: 160204018 }] }, { monsters: [{ card: AVIAN, position: 'defense' }] })],
  [160204022, main({ monsters: [{ card: 160204022 }], graveyard: [v('Dragon', 4)] })],
  [160204025, main({ hand: [RED_MEDICINE], monsters: [{ card: 160204025 }], graveyard: [v('Dragon', 4)] })],
  [160204027, main({ hand: [160204027], monsters: [{ card: AVIAN }], graveyard: [v('Warrior', 4), v('Warrior', 3), v('Fiend', 4)] })],
  onAttack(160204028, { monsters: [{ card: AVIAN }], spellTraps: [set(160204028)], graveyard: [v('Warrior', 4)] }),
  [160204029, main({ monsters: [{ card: 160204029 }], graveyard: [160201031] })],
  [160204030, main({ hand: [RED_MEDICINE], monsters: [{ card: 160204030 }] })],
  [160204031, main({ monsters: [{ card: 160204031 }], graveyard: [RED_MEDICINE] }, { monsters: [{ card: AVIAN }] })],
  [160204032, main({ hand: [RED_MEDICINE] })],
  [160204033, main({ monsters: [{ card: 160204033 }] })],
  [160204034, main({ monsters: [{ card: 160204034, summonedHow: 'fusion' }], graveyard: [v('Fiend', 4)] })],
  [160204036, main({ monsters: [{ card: 160204036 }], graveyard: [v('Wyrm', 4)] })],
  [160204038, main({ monsters: [{ card: 160204038 }], graveyard: [v('Machine', 4)] })],
  [160204041, main({ monsters: [{ card: 160204041 }] })],
  [160204045, main({ hand: [160204045, v('Warrior', 4)], graveyard: [v('Warrior', 4)] })],
  [160204046, main({ hand: [160204046], monsters: [{ card: v('Fiend', 4) }] })],
  [160204048, main({ hand: [160204048], graveyard: [v('Warrior', 4)] })],
  [160004026, main({ monsters: [{ card: 160004026 }] }, { monsters: [{ card: AVIAN }] })],
  [160004033, main({ monsters: [{ card: 160004033 }] })],
  [160004034, main({ monsters: [{ card: 160004034 }], graveyard: [v('Pyro', 4), v('Pyro', 3)] })],
  [160004035, main({ hand: [v('Warrior', 4)], monsters: [{ card: 160004035 }] })],
  // Magmax Mantleveda: a Level 4 Pyro in the hand, a face-up Defense Position Level 4 monster on the opponent's field.
  [160004037, main({ hand: [v('Pyro', 4)], monsters: [{ card: 160004037 }] }, { monsters: [{ card: v('Warrior', 4), position: 'defense' }] })],
  [160004040, main({ hand: [160004040], monsters: [{ card: AVIAN }], graveyard: [v('Warrior', 4), v('Warrior', 3)] })],
  [160004048, main({ hand: [160004048], monsters: [{ card: v('Pyro', 4) }, { card: v('Pyro', 3) }] }, { spellTraps: [set(TRAP_HOLE)] })],
  // Triangle Reborn: three Warriors in the GY, no Attack Position monster.
  onSummon(160004051, { spellTraps: [set(160004051)], graveyard: [v('Warrior', 4), v('Warrior', 3), v('Warrior', 2)] }),
  onAttack(160004052, { monsters: [{ card: v('Warrior', 4, 1000, 'EARTH', 2000) }], spellTraps: [set(160004052)] }),
  // Heavy Cavalry Starter: the opponent Tribute Summons a Level 5 monster (one Tribute).
  [
    160004055,
    {
      turn: 3,
      turnPlayer: 1,
      phase: 'main',
      players: [
        { deck: fillerDeck, monsters: [{ card: v('Machine', 4) }], spellTraps: [set(160004055)] },
        { deck: fillerDeck, hand: [v('Warrior', 5, 2000)], monsters: [{ card: AVIAN }] },
      ],
    },
    ['summon', 'select'],
  ],
  onAttack(160004056, { monsters: copies(3, 0).map(() => ({ card: v('Insect', 1, 100) })), spellTraps: [set(160004056)] }),
  onSummon(160004057, { hand: [v('Insect', 1, 100)], spellTraps: [set(160004057)] }),
  onAttack(160004060, { monsters: [{ card: v('Machine', 7, 2000) }], spellTraps: [set(160004060)] }),
];
