// Staged coverage positions for the locks on attacks, positions and control (session 46, helper g2; see base.ts for the shape).
import { main, mon, theirTurn, type Staged } from './base';

export const S46_G2_STAGED: Staged[] = [
  // Elegant Egotist: "Harpie Lady 1" face-up, "Harpie Lady Sisters" in the GY.
  [160208014, main({ hand: [160208014], monsters: [{ card: 160208004 }], graveyard: [160208002] })],
  // Joining Chairs: three face-up 0-ATK monsters; the opponent Normal Summons a monster on their turn.
  [160203028, theirTurn(160203028, { monsters: [{ card: mon('z1', 'Warrior', 4, 0) }, { card: mon('z2', 'Warrior', 4, 0) }, { card: mon('z3', 'Warrior', 4, 0) }] }, { hand: [160320008] }), ['summon']],
  // Terrorphone Number: a Zombie in the GY; the turn ends, the opponent's normal draw opens its window.
  [160428087, main({ spellTraps: [{ card: 160428087, faceDown: true }], graveyard: [mon('zg', 'Zombie', 4, 500)] }, { deck: [160320008, 160320008, 160320008, 160320008, 160320008, 160320008] }), ['endTurn']],
  // Lightwave Dragon on the field, a face-up monster on the opponent's.
  [160434003, main({ monsters: [{ card: 160434003 }] }, { monsters: [{ card: 160320008 }] })],
  // Great-Tusked Mammoth, Normal Summoned this turn.
  [160206003, main({ monsters: [{ card: 160206003, summonedHow: 'normal', summonedThisTurn: true }] })],
  // Ultimate Flag Beast Boltricorn alone on its field, a Set card on the opponent's.
  [160209013, main({ monsters: [{ card: 160209013 }] }, { spellTraps: [{ card: 160417005, faceDown: true }] })],
];
