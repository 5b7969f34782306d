// A key for positions that only differ in ways a policy does not care about (which zone a
// monster went to, the order the hand was played in). Rollouts from different root actions
// often meet in such positions, so the fast policy remembers its answer per key.
import type { DuelState, MonsterSlot, PlayerState, SpellTrapSlot } from '../engine';

function mon(m: MonsterSlot): string {
  return `${m.uid}${m.position[0]}${m.faceDown ? 'd' : 'u'}${m.summonedThisTurn ? 1 : 0}${m.positionChangedThisTurn ? 1 : 0}${m.attacks}${m.effectsUsedThisTurn.join('+')}`;
}

function st(s: SpellTrapSlot): string {
  return `${s.uid}${s.faceDown ? 'd' : 'u'}${s.setThisTurn ? 1 : 0}${s.equippedTo ?? ''}`;
}

function player(p: PlayerState): string {
  const ms = p.monsters.filter((m): m is MonsterSlot => m !== null).map(mon).sort().join(',');
  const ss = p.spellTraps.filter((s): s is SpellTrapSlot => s !== null).map(st).sort().join(',');
  const hand = p.hand.slice().sort((a, b) => a - b).join(',');
  return `${p.lp}|${hand}|${p.deck.length}|${p.gy.length}:${p.gy[p.gy.length - 1] ?? ''}|${p.extra.length}|${ms}|${ss}|${p.field ? st(p.field) : ''}`;
}

export function stateKey(s: DuelState): string {
  const ling = s.lingering.length === 0 ? '' : JSON.stringify(s.lingering);
  const pend = s.pending ? JSON.stringify(s.pending) : '';
  return `${s.turn}${s.turnPlayer}${s.phase}#${pend}#${player(s.players[0])}#${player(s.players[1])}#${ling}#${s.attack ? JSON.stringify(s.attack) : ''}`;
}
