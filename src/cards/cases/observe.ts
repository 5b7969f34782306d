// What a played case shows, in the very shape of its `expect`: the runner compares the two
// with one toEqual, so a failure diff names the check and the ref that differ. A set-like
// list (attackers, targets, choices, lingering records) that holds the expected items in
// another order is given back as expected.
import { attributeNow, canSpecialSummon, raceOf, locateMonster } from '../../engine/testkit';
import { legalActions, monsterAtk, monsterDef, monsterLevel, playerView, type DuelEvent, type DuelState, type Seat } from '../../engine';
import type { Played } from './play';
import type { CheckName, Expect, Place } from './table';

type Label = string | number;
type Obj = Record<string, unknown>;

const label = (s: DuelState, uid: number): Label => s.cards[uid]?.ref ?? s.cards[uid]?.id ?? `?${uid}`;
const canon = (x: unknown): string => JSON.stringify(x);
const sameSet = (actual: unknown[], expected: unknown): unknown[] => {
  if (!Array.isArray(expected) || expected.length !== actual.length) return actual;
  const a = actual.map(canon).sort();
  const e = expected.map(canon).sort();
  return a.every((x, i) => x === e[i]) ? expected : actual;
};

/** The uids of one of a player's places, in rule order (a MAXIMUM monster with its pieces). */
function uidsOf(s: DuelState, seat: Seat, place: Place): number[] {
  const p = s.players[seat];
  switch (place) {
    case 'hand':
      return p.hand;
    case 'deck':
      return p.deck;
    case 'gy':
      return p.gy;
    case 'extra':
      return p.extra;
    case 'monsters':
      return p.monsters.flatMap((m) => (m ? [m.uid, ...(m.maximum ? [m.maximum.left, m.maximum.right] : [])] : []));
    case 'spellTraps':
      return p.spellTraps.flatMap((t) => (t ? [t.uid] : []));
    case 'fieldZone':
      return p.field ? [p.field.uid] : [];
  }
}

const PLACE_LIST: Place[] = ['hand', 'deck', 'gy', 'extra', 'monsters', 'spellTraps', 'fieldZone'];
function whereIs(s: DuelState, uid: number): [Place, Seat] | null {
  for (const seat of [0, 1] as const) for (const place of PLACE_LIST) if (uidsOf(s, seat, place).includes(uid)) return [place, seat];
  return null;
}

/** "gy:1" -> [1, "gy"], the arguments of uidsOf after the state. */
const pileKey = (k: string): [Seat, Place] => {
  const [place, seat] = k.split(':');
  return [Number(seat) as Seat, place as Place];
};

function field<T>(p: Played, m: Obj, f: (slot: NonNullable<ReturnType<typeof locateMonster>>['slot']) => T): Obj {
  const out: Obj = {};
  for (const ref of Object.keys(m)) {
    const at = locateMonster(p.state, p.uid(ref));
    out[ref] = at ? f(at.slot) : 'not a monster on the field';
  }
  return out;
}

function eventMatches(s: DuelState, e: DuelEvent, want: Obj): boolean {
  const ev = e as unknown as Obj;
  return Object.entries(want).every(([k, v]) => {
    const x = ev[k];
    const shown = ['card', 'attacker', 'target', 'source'].includes(k) && typeof x === 'number' ? label(s, x) : x;
    return canon(shown) === canon(v);
  });
}

/** The uid a refusal check or a view check names, found where it is in `seat`'s view. */
function seenBy(s: DuelState, seat: Seat, uid: number): boolean {
  const at = whereIs(s, uid);
  if (!at) return false;
  const [place, owner] = at;
  const i = uidsOf(s, owner, place).indexOf(uid);
  const v = playerView(s, seat);
  const vu = uidsOf(v, owner, place)[i];
  return vu !== undefined && (v.cards[vu]?.id ?? 0) !== 0;
}

const OBSERVE: Record<CheckName, (p: Played, want: never) => unknown> = {
  refused: () => null, // compared by the runner, which needs the refusal itself
  lp: (p, want: (number | null)[]) => want.map((x, i) => (x === null ? null : p.state.players[i as Seat].lp)),
  atk: (p, want: Obj) => field(p, want, (slot) => monsterAtk(p.state, slot)),
  def: (p, want: Obj) => field(p, want, (slot) => monsterDef(p.state, slot)),
  level: (p, want: Obj) => field(p, want, (slot) => monsterLevel(p.state, slot)),
  attribute: (p, want: Obj) => field(p, want, (slot) => attributeNow(p.state, slot.uid)),
  race: (p, want: Obj) => field(p, want, (slot) => raceOf(p.state, slot.uid)),
  position: (p, want: Obj) => field(p, want, (slot) => (slot.faceDown ? 'set' : slot.position)),
  faceDown: (p, want: Obj) => {
    const out: Obj = {};
    for (const ref of Object.keys(want)) {
      const u = p.uid(ref);
      const slots = p.state.players.flatMap((pl) => [...pl.monsters, ...pl.spellTraps, pl.field]);
      out[ref] = slots.find((sl) => sl?.uid === u)?.faceDown ?? 'not on the field';
    }
    return out;
  },
  where: (p, want: Record<string, string>) => {
    const out: Obj = {};
    for (const [ref, w] of Object.entries(want)) {
      const at = whereIs(p.state, p.uid(ref));
      out[ref] = at === null ? 'nowhere' : w.includes(':') ? `${at[0]}:${at[1]}` : at[0];
    }
    return out;
  },
  count: (p, want: Obj) => Object.fromEntries(Object.keys(want).map((k) => [k, uidsOf(p.state, ...pileKey(k)).length])),
  pile: (p, want: Obj) => Object.fromEntries(Object.keys(want).map((k) => [k, uidsOf(p.state, ...pileKey(k)).map((u) => label(p.state, u))])),
  offered: (p, want: Obj) => {
    const acts = legalActions(p.state);
    return Object.fromEntries(
      Object.keys(want).map((k) => {
        const [ref = '', effect] = k.split('#');
        const u = p.uid(ref);
        return [k, acts.some((a) => a.type === 'activate' && a.card === u && (effect === undefined || a.effect === effect))];
      }),
    );
  },
  canRespond: (p, want: Obj) => {
    const pend = p.state.pending;
    return Object.fromEntries(Object.keys(want).map((ref) => [ref, pend?.kind === 'respond' && pend.traps.includes(p.uid(ref))]));
  },
  summonOffered: (p, want: Obj) => {
    const acts = legalActions(p.state);
    return Object.fromEntries(Object.keys(want).map((ref) => [ref, acts.some((a) => a.type === 'summon' && a.card === p.uid(ref))]));
  },
  // Whether the card's owner could Special Summon it now (a free zone, no lock such as one on the GY).
  canSpecialSummon: (p, want: Obj) =>
    Object.fromEntries(Object.keys(want).map((ref) => [ref, canSpecialSummon(p.state, p.state.cards[p.uid(ref)]?.owner ?? 0, p.uid(ref))])),
  attackers: (p, want: Label[]) => {
    const us = new Set(legalActions(p.state).flatMap((a) => (a.type === 'attack' ? [a.attacker] : [])));
    return sameSet([...us].map((u) => label(p.state, u)), want);
  },
  targets: (p, want: Record<string, Label[]>) => {
    const acts = legalActions(p.state);
    const out: Obj = {};
    for (const [ref, list] of Object.entries(want)) {
      const ts = acts.flatMap((a) => (a.type === 'attack' && a.attacker === p.uid(ref) ? [a.target === 'direct' ? 'direct' : label(p.state, a.target)] : []));
      out[ref] = sameSet(ts, list);
    }
    return out;
  },
  pending: (p, want: Obj | null) => {
    const pend = p.state.pending;
    if (want === null || pend === null) return pend === null ? null : { kind: pend.kind };
    const all: Obj = {
      kind: pend.kind,
      player: pend.player,
      title: 'title' in pend ? pend.title.code : undefined,
      min: pend.kind === 'choose' ? pend.min : undefined,
      max: pend.kind === 'choose' ? pend.max : undefined,
      choices: pend.kind === 'choose' ? sameSet(pend.from.map((u) => label(p.state, u)), want.choices) : undefined,
      options: pend.kind === 'option' ? pend.options.map((o) => o.code) : undefined,
    };
    return Object.fromEntries(Object.keys(want).map((k) => [k, all[k]]));
  },
  turn: (p) => p.state.turn,
  turnPlayer: (p) => p.state.turnPlayer,
  phase: (p) => p.state.phase,
  winner: (p) => p.state.winner ?? null,
  lingering: (p, want: Record<string, Obj[]>) => {
    const out: Obj = {};
    for (const [kind, matchers] of Object.entries(want)) {
      const keys = [...new Set(matchers.flatMap((m) => Object.keys(m)))];
      const recs = p.state.lingering
        .filter((l) => l.kind === kind)
        .map((l) => Object.fromEntries(keys.map((k) => [k, k === 'target' && typeof l.target === 'number' ? label(p.state, l.target) : (l as unknown as Obj)[k]])));
      out[kind] = sameSet(recs, matchers);
    }
    return out;
  },
  events: (p, want: Obj[]) =>
    want.map((m) => (p.events.some((e) => eventMatches(p.state, e, m)) ? m : { missing: m, seen: p.events.filter((e) => e.type === m.type) })),
  sees: (p, want: Record<string, Obj>) =>
    Object.fromEntries(Object.entries(want).map(([seat, refs]) => [seat, Object.fromEntries(Object.keys(refs).map((r) => [r, seenBy(p.state, Number(seat) as Seat, p.uid(r))]))])),
  visibleCards: (p, want: (number | null)[]) =>
    want.map((x, i) => (x === null ? null : playerView(p.state, i as Seat).cards.filter((c) => c.id !== 0).length)),
};

/** The observed values of every check of `want` but `refused`. */
export function observe(p: Played, want: Expect): Expect {
  const out: Expect = {};
  for (const [k, v] of Object.entries(want) as [CheckName, never][]) if (k !== 'refused') out[k] = OBSERVE[k](p, v);
  return out;
}
