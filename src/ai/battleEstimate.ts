// A quick estimate of one player's coming battle, without the engine: every monster that
// can attack picks, strongest first, the attack that gains most (destroy a monster, or
// damage). Used by the evaluation to see threats and chances without simulating them.
import { battleImmune, hasPiercing, type DuelState, type Seat } from '../engine';
import { attacksLeft, monsters } from './board';
import { lpScore } from './value';
import type { Weights } from './weights';

/** What the estimate needs of one monster, read once per evaluation. */
export interface MonInfo {
  uid: number;
  atk: number;
  def: number;
  /** ATK/DEF once this turn's temporary changes have expired. */
  lastAtk: number;
  lastDef: number;
  attackPos: boolean;
  /** Attacks it may still declare this turn if it is in Attack Position. */
  left: number;
  pierce: boolean;
  /** It still pierces next turn (a Continuous effect, or a lingering one that lasts). */
  pierceLasting: boolean;
  immune: boolean;
  /** What it is worth to keep (at its lasting ATK/DEF). */
  value: number;
}

/** Sum of this turn's temporary changes of one kind on a monster. */
function expiring(state: DuelState, uid: number, kind: 'atk' | 'def'): number {
  let n = 0;
  for (const l of state.lingering) if (l.target === uid && l.kind === kind && l.untilTurn <= state.turn) n += l.value;
  return n;
}

export function sideInfo(state: DuelState, seat: Seat, w: Weights): MonInfo[] {
  const ling = state.lingering.length > 0;
  return monsters(state, seat).map((m) => {
    const pierce = hasPiercing(state, m.slot);
    const lastAtk = ling ? Math.max(0, m.atk - expiring(state, m.uid, 'atk')) : m.atk;
    const lastDef = ling ? Math.max(0, m.def - expiring(state, m.uid, 'def')) : m.def;
    return {
      uid: m.uid,
      atk: m.atk,
      def: m.def,
      lastAtk,
      lastDef,    attackPos: m.attackPos,
    left: attacksLeft(state, m.slot),
      // The engine's own checks: a Continuous effect (Bladedge) counts, not only a lingering one.
      pierce,
      pierceLasting: pierce && (!ling || hasPiercing({ ...state, lingering: state.lingering.filter((l) => l.untilTurn > state.turn) }, m.slot)),
      immune: battleImmune(state, m.slot),
      value: w.body + lastAtk * w.atk + lastDef * w.def + (m.slot.maximum ? w.maximum : 0),
    };
  });
}

export interface Estimate {
  /** Value gained by the attacker (destroyed monsters and the LP damage, in LP units). */
  gain: number;
  damage: number;
  /** Monsters of the defender destroyed. */
  killed: number[];
  lethal: boolean;
}

export interface EstimateOptions {
  /** A fresh turn (records cleared): every monster may attack once. */
  fresh: boolean;
  /** ATK of one more monster the attacker may summon first; 0 for none. */
  reserve: number;
  /** Attacker monsters that are gone (destroyed in an earlier estimate). */
  gone?: readonly number[];
  /** Use the stats after this turn's temporary changes expire (a next-turn estimate). */
  lasting?: boolean;
}

interface Att {
  atk: number;
  pierce: boolean;
  value: number;
}

/** The search state of estimateBattle (module-level: no closures in the hot path). */
interface Search {
  atts: Att[];
  defs: readonly MonInfo[];
  dAtk: number[];
  dDef: number[];
  lp: number;
  w: Weights;
  best: number;
  bestDmg: number;
  bestMask: number;
}

function scoreOf(x: Search, dmg: number, kill: number): number {
  const w = x.w;
  if (dmg >= x.lp) return kill + lpScore(x.lp, w) - lpScore(0, w) + w.lethal;
  return kill + lpScore(x.lp, w) - lpScore(x.lp - dmg, w);
}

function dfs(x: Search, i: number, alive: number, dmg: number, kill: number, free: number): void {
  if (i === x.atts.length) {
    const total = alive === 0 ? dmg + free : dmg;
    const g = scoreOf(x, total, kill);
    if (g > x.best) {
      x.best = g;
      x.bestDmg = total;
      x.bestMask = alive;
    }
    return;
  }
  const a = x.atts[i] as Att;
  dfs(x, i + 1, alive, dmg, kill, free + a.atk);
  for (let j = 0; j < x.defs.length; j++) {
    if (!(alive & (1 << j))) continue;
    const d = x.defs[j] as MonInfo;
    const gone = d.immune ? alive : alive & ~(1 << j);
    const v = d.immune ? 0 : d.value;
    if (d.attackPos) {
      const t = x.dAtk[j] as number;
      if (a.atk > t) dfs(x, i + 1, gone, dmg + a.atk - t, kill + v, free);
      else if (a.atk === t && a.atk > 0) dfs(x, i + 1, gone, dmg, kill + v - a.value, free);
    } else {
      const t = x.dDef[j] as number;
      if (a.atk > t) dfs(x, i + 1, gone, dmg + (a.pierce ? a.atk - t : 0), kill + v, free);
    }
  }
}

/**
 * The best assignment of attacks to targets (every attack destroys one target it beats,
 * trades with an equal one, or waits), after which every waiting attack goes direct if no
 * defender is left. Exhaustive: at most 3 defenders and a handful of attacks.
 */
export function estimateBattle(atkSide: readonly MonInfo[], defSide: readonly MonInfo[], defLp: number, w: Weights, o: EstimateOptions): Estimate {
  const atts: Att[] = [];
  for (const m of atkSide) {
    if (o.gone && o.gone.includes(m.uid)) continue;
    // A fresh turn clears the turn records: every monster may attack once (switching to
    // Attack Position first if it must).
    const attacks = o.fresh ? 1 : m.attackPos ? m.left : 0;
    for (let k = 0; k < attacks; k++) atts.push({ atk: o.lasting ? m.lastAtk : m.atk, pierce: o.lasting ? m.pierceLasting : m.pierce, value: m.value });
  }
  if (o.reserve > 0) atts.push({ atk: o.reserve, pierce: false, value: w.body + o.reserve * w.atk });
  const nd = defSide.length;
  const x: Search = {
    atts,
    defs: defSide,
    dAtk: defSide.map((d) => (o.lasting ? d.lastAtk : d.atk)),
    dDef: defSide.map((d) => (o.lasting ? d.lastDef : d.def)),
    lp: defLp,
    w,
    best: 0,
    bestDmg: 0,
    bestMask: (1 << nd) - 1,
  };
  if (atts.length > 0) dfs(x, 0, (1 << nd) - 1, 0, 0, 0);
  const killed: number[] = [];
  for (let j = 0; j < nd; j++) if (!(x.bestMask & (1 << j)) && !(defSide[j] as MonInfo).immune) killed.push((defSide[j] as MonInfo).uid);
  return { gain: x.best, damage: x.bestDmg, killed, lethal: x.bestDmg >= defLp && defLp > 0 };
}
