// One line for the duel log about the AI's move, addressed to the human ("your"). It names
// only what the human may see: a card Set face-down stays "a monster" / "a card", and a
// guess from a determinization is never presented as fact.
import { cardDef, monsterAtk, monsterDef } from '../engine';
import type { Action, DuelState, MonsterSlot, Seat } from '../engine';
import { battleImmune } from '../engine/stats';
import { attacksLeft, other } from './board';

/** What the AI's answer to an effect's question meant, by the option's code (not its position). */
const ANSWERS: Partial<Record<string, string>> = {
  'opt.yes': 'Used the optional part of the effect',
  'opt.no': 'Skipped the optional part of the effect',
  'opt.attackPosition': 'Summoned it in Attack Position',
  'opt.defensePosition': 'Summoned it in Defense Position',
};

function name(s: DuelState, uid: number): string {
  try {
    return cardDef(s, uid).name;
  } catch {
    return 'a card';
  }
}

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

function attackLine(s: DuelState, seat: Seat, a: Extract<Action, { type: 'attack' }>, wins: boolean): string {
  const at = slotOf(s, a.attacker);
  const atk = at ? monsterAtk(s, at.slot) : 0;
  const who = name(s, a.attacker);
  const oppLp = s.players[other(seat)].lp;
  if (a.target === 'direct') {
    return `Attacked directly with ${who}: ${atk} damage${atk >= oppLp ? ', enough to win' : wins ? ', lining up the win' : ''}`;
  }
  const t = slotOf(s, a.target);
  if (!t) return `Attacked with ${who}`;
  if (t.slot.faceDown) return `Attacked your face-down monster with ${who} (ATK ${atk})`;
  const tn = name(s, a.target);
  const defending = t.slot.position === 'defense';
  const val = defending ? (monsterDef(s, t.slot) ?? 0) : monsterAtk(s, t.slot);
  const others = s.players[t.seat].monsters.filter((m) => m && m.uid !== a.target).length;
  let why: string;
  if (atk > val) {
    const dmg = defending ? '' : `, ${atk - val} damage`;
    // Never claim a kill the duel will not show (Supreme Dog Ropero's battle immunity).
    if (battleImmune(s, t.slot)) why = `it cannot be destroyed by battle${dmg}`;
    else why = others === 0 ? `clears your only blocker${dmg}` : `destroys it${dmg}`;
  } else if (atk === val) why = defending ? 'no damage either way' : 'both are destroyed';
  else why = defending ? `bounces off its DEF` : 'a sacrifice';
  return `Attacked ${tn} with ${who}: ${atk} vs ${val}${defending ? ' DEF' : ''}, ${why}`;
}

function summonLine(s: DuelState, seat: Seat, a: Extract<Action, { type: 'summon' }>): string {
  if (a.position === 'set') return 'Set a monster face-down';
  const d = cardDef(s, a.card);
  const best = Math.max(0, ...s.players[other(seat)].monsters.map((m) => (m && !m.faceDown ? monsterAtk(s, m) : 0)));
  const tribute = (d.level ?? 0) >= 5 ? 'Tribute Summoned' : 'Summoned';
  const atk = d.atk ?? 0;
  const why = atk > best && best > 0 ? ', stronger than any monster you show' : '';
  return `${tribute} ${d.name} in Attack Position (ATK ${atk})${why}`;
}

function readyAttackers(s: DuelState, seat: Seat): number {
  let n = 0;
  for (const m of s.players[seat].monsters) if (m && !m.faceDown && m.position === 'attack' && attacksLeft(s, m) > 0) n++;
  return n;
}

export function explain(view: DuelState, seat: Seat, action: Action, _next: DuelState | null, end: DuelState | null): string {
  const wins = end !== null && end.winner === seat && end.turn === view.turn && view.turnPlayer === seat;
  const tail = wins ? ', going for the win' : '';
  try {
    switch (action.type) {
      case 'attack':
        return attackLine(view, seat, action, wins);
      case 'summon':
        return summonLine(view, seat, action) + tail;
      case 'maximumSummon': {
        const d = cardDef(view, action.card);
        const atk = d.maximum?.role === 'center' ? d.maximum.atk : (d.atk ?? 0);
        const gone = view.players[seat].monsters.filter((m) => m).length;
        return `MAXIMUM Summoned ${d.name} (ATK ${atk})${gone > 0 ? `, sending ${gone} monster${gone > 1 ? 's' : ''} to the GY` : ''}${tail}`;
      }
      case 'ruleSummon':
        return `Special Summoned ${name(view, action.card)}${tail}`;
      case 'contactFusion':
        return `Contact Fused ${name(view, action.card)} from ${action.materials.map((u) => name(view, u)).join(' + ')}${tail}`;
      case 'setSpellTrap':
        return action.zone === 'field' ? 'Set a Field Spell' : 'Set a card in the Spell & Trap Zone';
      case 'activate':
        return `Activated ${name(view, action.card)}${view.pending?.kind === 'respond' ? ' in response' : ''}${tail}`;
      case 'changePosition': {
        const at = slotOf(view, action.card);
        if (at?.slot.faceDown) return `Flipped ${name(view, action.card)} face-up into Attack Position`;
        const toDef = at?.slot.position === 'attack';
        return `Switched ${name(view, action.card)} to ${toDef ? 'Defense Position to protect it' : 'Attack Position to attack'}`;
      }
      case 'enterBattle':
        return 'Went to the Battle Phase';
      case 'endTurn':
        if (view.pending?.kind === 'battle' && readyAttackers(view, seat) > 0) return 'Ended the turn: no attack left that pays off';
        return 'Ended the turn';
      case 'select':
        if (view.pending?.kind === 'tribute') return `Tributed ${isPublic(view, seat, action.card) ? name(view, action.card) : 'a Set monster'}`;
        return `Chose ${isPublic(view, seat, action.card) ? name(view, action.card) : 'a card'}`;
      case 'done':
        return 'Confirmed the choice';
      case 'option': {
        const p = view.pending;
        const o = p?.kind === 'option' ? p.options[action.index] : undefined;
        return (o && ANSWERS[o.code]) ?? 'Picked an option';
      }
      case 'pass':
        return 'Let it through';
      case 'cancel':
        return view.pending?.kind === 'attackReplay' ? 'Called off the attack' : 'Changed its mind';
    }
  } catch {
    return 'Made its move';
  }
  return 'Made its move';
}
