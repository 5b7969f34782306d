// One line for the duel log about the AI's move, addressed to the human ("your"), as a message
// (src/i18n/msg.ts) the log shows in the player's language. It names only what the human may
// see: a card Set face-down stays "a monster" / "a card", and a guess from a determinization
// is never presented as fact (only public figures of the position are quoted).
import { cardDef, monsterAtk, monsterDef, battleImmune } from '../engine';
import type { Action, DuelEvent, DuelState, MonsterSlot, Seat } from '../engine';
import { cardRef, msg, type CardRef, type Msg } from '../i18n/msg';
import type { StringKey } from '../i18n/en';
import { attacksLeft, other } from './board';
import { outcome } from './explainOutcome';

/** What the AI's answer to an effect's question meant, by the option's code (not its position). */
const ANSWERS: Partial<Record<string, StringKey>> = {
  'opt.yes': 'ai.optYes',
  'opt.no': 'ai.optNo',
  'opt.attackPosition': 'ai.optAttack',
  'opt.defensePosition': 'ai.optDefense',
};

const card = (s: DuelState, uid: number): CardRef => cardRef(cardDef(s, uid));
const plus = (key: StringKey, text: Msg, vars: Msg['vars'] = {}): Msg => msg(key, { text, ...vars });

function slotOf(s: DuelState, uid: number): { seat: Seat; slot: MonsterSlot } | null {
  for (const seat of [0, 1] as const) for (const m of s.players[seat].monsters) if (m?.uid === uid) return { seat, slot: m };
  return null;
}

/** Whether the human can see which card this is (face-up on the field, or in a GY). */
function isPublic(s: DuelState, seat: Seat, uid: number): boolean {
  const at = slotOf(s, uid);
  if (at) return !at.slot.faceDown;
  if (s.players.some((p) => p.gy.includes(uid))) return true;
  if (s.players.some((p) => p.spellTraps.some((x) => x?.uid === uid && !x.faceDown) || (p.field?.uid === uid && !p.field.faceDown))) return true;
  return s.cards[uid]?.owner !== seat && s.cards[uid]?.id !== 0 && !s.players[seat].hand.includes(uid);
}

/** The highest ATK among the face-up monsters of a seat (0 when none). */
function bestShown(s: DuelState, seat: Seat): number {
  return Math.max(0, ...s.players[seat].monsters.map((m) => (m && !m.faceDown ? monsterAtk(s, m) : 0)));
}

function battleWhy(s: DuelState, atk: number, val: number, t: { seat: Seat; slot: MonsterSlot }): Msg {
  const defending = t.slot.position === 'defense';
  const others = s.players[t.seat].monsters.filter((m) => m && m.uid !== t.slot.uid).length;
  const n = defending ? 0 : atk - val;
  if (atk > val) {
    // Never claim a kill the duel will not show (Supreme Dog Ropero's battle immunity).
    const base = battleImmune(s, t.slot) ? 'ai.why.immune' : others === 0 ? 'ai.why.onlyBlocker' : 'ai.why.destroys';
    return n > 0 ? msg(`${base}Damage` as StringKey, { n }) : msg(base);
  }
  if (atk === val) return msg(defending ? 'ai.why.noDamage' : 'ai.why.both');
  return msg(defending ? 'ai.why.bounces' : 'ai.why.sacrifice', { n: val - atk });
}

function attackLine(s: DuelState, seat: Seat, a: Extract<Action, { type: 'attack' }>, wins: boolean): Msg {
  const at = slotOf(s, a.attacker);
  const atk = at ? monsterAtk(s, at.slot) : 0;
  const who = card(s, a.attacker);
  if (a.target === 'direct') {
    const key = atk >= s.players[other(seat)].lp ? 'ai.attackDirectWin' : wins ? 'ai.attackDirectSetup' : 'ai.attackDirect';
    return msg(key, { card: who, n: atk });
  }
  const t = slotOf(s, a.target);
  if (!t) return msg('ai.attackPlain', { card: who });
  if (t.slot.faceDown) return msg('ai.attackFaceDown', { card: who, atk });
  const defending = t.slot.position === 'defense';
  const val = defending ? (monsterDef(s, t.slot) ?? 0) : monsterAtk(s, t.slot);
  return msg(defending ? 'ai.attackVsDef' : 'ai.attackVs', { target: card(s, a.target), card: who, atk, val, why: battleWhy(s, atk, val, t) });
}

function summonLine(s: DuelState, seat: Seat, a: Extract<Action, { type: 'summon' }>): Msg {
  const best = bestShown(s, other(seat));
  if (a.position === 'set') return best > 0 ? msg('ai.setMonsterVs', { best }) : msg('ai.setMonster');
  const d = cardDef(s, a.card);
  const tribute = (d.level ?? 0) >= 5;
  const atk = d.atk ?? 0;
  const line = msg(tribute ? 'ai.summonTribute' : 'ai.summonNormal', { card: cardRef(d), atk });
  if (atk > best && best > 0) return plus('ai.plus.stronger', line, { best });
  if (s.players[other(seat)].monsters.every((m) => !m)) return plus('ai.plus.open', line);
  return line;
}

/** What a Trap window answers, as the human saw it: the last attack, Summon or activation. */
function answered(s: DuelState): Msg {
  const events: readonly DuelEvent[] = s.window?.events ?? [];
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i] as DuelEvent;
    if (e.type === 'attack') {
      const at = slotOf(s, e.attacker);
      const atk = at ? monsterAtk(s, at.slot) : 0;
      return msg(e.target === 'direct' ? 'ai.to.attackDirect' : 'ai.to.attack', { card: card(s, e.attacker), atk });
    }
    if (e.type === 'summon' && !e.faceDown) return msg('ai.to.summon', { card: card(s, e.card) });
    if (e.type === 'activate') return msg('ai.to.card', { card: card(s, e.card) });
  }
  return msg('ai.to.move');
}

function readyAttackers(s: DuelState, seat: Seat): number {
  let n = 0;
  for (const m of s.players[seat].monsters) if (m && !m.faceDown && m.position === 'attack' && attacksLeft(s, m) > 0) n++;
  return n;
}

function materials(s: DuelState, uids: readonly number[]): Msg | CardRef {
  const [first, ...rest] = uids.map((u) => card(s, u));
  return rest.reduce<Msg | CardRef>((a, b) => msg('ai.and', { a, b }), first ?? msg('ai.to.move'));
}

function line(view: DuelState, seat: Seat, action: Action, next: DuelState | null, wins: boolean): Msg {
  const tail = (m: Msg): Msg => (wins ? plus('ai.plus.win', m) : m);
  switch (action.type) {
    case 'attack':
      return attackLine(view, seat, action, wins);
    case 'summon':
      return tail(summonLine(view, seat, action));
    case 'maximumSummon': {
      const d = cardDef(view, action.card);
      const atk = d.maximum?.role === 'center' ? d.maximum.atk : (d.atk ?? 0);
      const gone = view.players[seat].monsters.filter((m) => m).length;
      const base = msg('ai.maximum', { card: cardRef(d), atk });
      return tail(gone > 0 ? plus('ai.plus.sent', base, { n: gone }) : base);
    }
    case 'ruleSummon':
      return tail(msg('ai.special', { card: card(view, action.card), atk: cardDef(view, action.card).atk ?? 0 }));
    case 'contactFusion':
      return tail(msg('ai.contact', { card: card(view, action.card), atk: cardDef(view, action.card).atk ?? 0, materials: materials(view, action.materials) }));
    case 'setSpellTrap':
      return msg(action.zone === 'field' ? 'ai.setField' : 'ai.setCard');
    case 'activate': {
      if (view.pending?.kind === 'respond') return msg('ai.respond', { card: card(view, action.card), what: answered(view) });
      return tail(outcome(view, seat, next, msg('ai.activate', { card: card(view, action.card) })));
    }
    case 'changePosition': {
      const at = slotOf(view, action.card);
      if (!at) return msg('ai.move');
      if (at.slot.faceDown) return msg('ai.flipUp', { card: card(view, action.card), atk: monsterAtk(view, at.slot) });
      if (at.slot.position === 'attack') return msg('ai.toDefense', { card: card(view, action.card), def: monsterDef(view, at.slot) ?? 0, best: bestShown(view, other(seat)) });
      return msg('ai.toAttack', { card: card(view, action.card), atk: monsterAtk(view, at.slot) });
    }
    case 'enterBattle':
      return msg('ai.battle', { n: readyAttackers(view, seat) });
    case 'endTurn':
      return msg(view.pending?.kind === 'battle' && readyAttackers(view, seat) > 0 ? 'ai.endTurnHold' : 'ai.endTurn');
    case 'select':
      if (view.pending?.kind === 'tribute') return isPublic(view, seat, action.card) ? msg('ai.tribute', { card: card(view, action.card) }) : msg('ai.tributeSet');
      return isPublic(view, seat, action.card) ? msg('ai.chose', { card: card(view, action.card) }) : msg('ai.choseHidden');
    case 'done':
      return msg('ai.done');
    case 'option': {
      const p = view.pending;
      const o = p?.kind === 'option' ? p.options[action.index] : undefined;
      const known = o ? ANSWERS[o.code] : undefined;
      return known ? msg(known) : msg('ai.option', { n: action.index + 1, of: p?.kind === 'option' ? p.options.length : 1 });
    }
    case 'pass': {
      const set = view.players[seat].spellTraps.filter((x) => x?.faceDown).length;
      return msg('ai.pass', { what: answered(view), n: set });
    }
    case 'cancel':
      return msg(view.pending?.kind === 'attackReplay' ? 'ai.callOff' : 'ai.changedMind');
  }
  return msg('ai.move');
}

/**
 * The reason for `action` taken in `view`: `next` is the position right after it (on the AI's
 * sample of what it cannot see: only public figures of it are quoted), `end` where its plan ends.
 */
export function explain(view: DuelState, seat: Seat, action: Action, next: DuelState | null, end: DuelState | null): Msg {
  const wins = end !== null && end.winner === seat && end.turn === view.turn && view.turnPlayer === seat;
  try {
    return line(view, seat, action, next, wins);
  } catch {
    return msg('ai.move');
  }
}
