// Reads a board in the scenario format (docs/scenario.md) into a duel state, checking
// every field and every rule a position must already obey. Nothing is half-built: any
// problem throws a BoardError naming the field.
import { duelCardData, type Ruleset } from '../ruleset';
import { cardDef, defById, isExtraDeckMonster } from '../cards';
import { MAX_PILE, tooManyCards } from '../limits';
import { scriptOf } from '../effects/registry';
import { checkLpLoss, enterMainPhase, finishTurn, beginTurn } from '../flow';
import { blankState, CardTable, STARTING_LP } from '../setup';
import { SUMMON_HOWS, type DuelEvent, type DuelState, type MonsterSlot, type PlayerState, type Seat, type SpellTrapSlot, type SummonRecord } from '../types';
import { arr, bool, BoardError, fail, int, isObj, obj, oneOf, type Obj } from './reader';

const PLAYER_KEYS = ['lp', 'hand', 'deck', 'graveyard', 'extra', 'monsters', 'spellTraps', 'field'] as const;
const MONSTER_KEYS = [
  'card', 'zone', 'position', 'faceDown', 'summonedThisTurn', 'positionChangedThisTurn',
  'attackedThisTurn', 'effectsUsedThisTurn', 'maximum', 'equips', 'summonedHow', 'summonedFrom',
] as const;
const SPELLTRAP_KEYS = ['card', 'zone', 'faceDown', 'setThisTurn', 'equippedTo'] as const;
/** The fields of a card object and of an inline card (docs/scenario.md); any other is an error. */
export const CARD_KEYS = ['id', 'ref', 'vanilla'] as const;
export const VANILLA_KEYS = ['name', 'level', 'atk', 'def', 'attribute', 'race'] as const;

export interface BoardResult {
  state: DuelState;
  events: DuelEvent[];
  refs: Map<string, number>;
}

class BoardReader {
  readonly table: CardTable;
  constructor(ruleset: Ruleset) {
    this.table = new CardTable(ruleset);
  }
  get refs(): Map<string, number> {
    return this.table.refs;
  }
  /** Work left for after every card has a uid: equip links name refs. */
  readonly equipLinks: { seat: Seat; zone: number; ref: string; path: string }[] = [];
  readonly monsterEquips: { uid: number; refs: string[]; path: string }[] = [];
  state!: DuelState;

  card(v: unknown, owner: Seat, path: string): number {
    let spec: unknown = v;
    let ref: string | undefined;
    if (isObj(v)) {
      const o = obj(v, path, CARD_KEYS);
      if (o.ref !== undefined) {
        if (typeof o.ref !== 'string' || o.ref === '') fail(`${path}.ref`, 'a ref must be a non-empty string');
        ref = o.ref;
      }
      if (o.vanilla !== undefined && o.id !== undefined) fail(path, 'give either "id" or "vanilla", not both');
      if (o.vanilla === undefined && o.id === undefined) fail(path, 'a card needs an "id" or a "vanilla" description');
      // Unknown fields of an inline card are errors like any other board field.
      if (o.vanilla !== undefined) obj(o.vanilla, `${path}.vanilla`, VANILLA_KEYS);
      spec = o.vanilla !== undefined ? { vanilla: o.vanilla } : o.id;
    } else if (typeof v !== 'number') {
      fail(path, 'a card is a card id (number) or an object { "id": ..., "ref": ... }');
    }
    const uid = this.table.add(spec, owner, ref);
    if (typeof uid === 'string') fail(path, uid);
    return uid;
  }

  pile(v: unknown, owner: Seat, path: string, place: 'hand' | 'deck' | 'gy' | 'extra'): number[] {
    const list = arr(v, path);
    if (list.length > MAX_PILE) throw new BoardError(tooManyCards(path, MAX_PILE));
    return list.map((c, i) => {
      const uid = this.card(c, owner, `${path}[${i}]`);
      // Straight from the table: cardDef's cache is rebuilt whenever the table grows, which
      // made reading a long pile quadratic.
      const def = defById(this.state, (this.state.cards[uid] as { id: number }).id);
      if (place === 'extra' && !isExtraDeckMonster(def)) {
        fail(`${path}[${i}]`, `${def.name} is not a Fusion or Ritual monster, so it cannot be in the Extra Deck`);
      }
      if ((place === 'hand' || place === 'deck') && isExtraDeckMonster(def)) {
        fail(`${path}[${i}]`, `${def.name} is a ${def.monsterKind} monster: it can only be in the Extra Deck, the field or the GY`);
      }
      return uid;
    });
  }

  monster(v: unknown, owner: Seat, path: string): { slot: MonsterSlot; zone: number | undefined } {
    const o = obj(v, path, MONSTER_KEYS);
    const uid = this.card(o.card, owner, `${path}.card`);
    const def = cardDef(this.state, uid);
    if (def.kind !== 'monster') fail(`${path}.card`, `${def.name} is not a monster`);
    const zone = o.zone === undefined ? undefined : int(o.zone, `${path}.zone`, 0, 0, 2);
    const position = oneOf(o.position, `${path}.position`, 'attack', ['attack', 'defense'] as const);
    const faceDown = bool(o.faceDown, `${path}.faceDown`, false);
    if (faceDown && position !== 'defense') fail(path, 'a face-down monster must be in Defense Position');
    let maximum: MonsterSlot['maximum'] = null;
    if (o.maximum !== undefined && o.maximum !== null) {
      const m = obj(o.maximum, `${path}.maximum`, ['left', 'right']);
      const info = def.maximum;
      if (info?.role !== 'center') fail(`${path}.card`, `${def.name} is not the center piece of a MAXIMUM set`);
      const left = this.card(m.left, owner, `${path}.maximum.left`);
      const right = this.card(m.right, owner, `${path}.maximum.right`);
      // The piece, or a card its rule names so in the hand (R-MAX-18).
      const piece = (u: number, id: number): boolean => cardDef(this.state, u).id === id || scriptOf(this.state, u)?.nameAs?.hand === id;
      if (!piece(left, info.left)) fail(`${path}.maximum.left`, `it must be the [L] piece of ${def.name}`);
      if (!piece(right, info.right)) fail(`${path}.maximum.right`, `it must be the [R] piece of ${def.name}`);
      if (position !== 'attack' || faceDown) fail(path, 'a MAXIMUM monster is always face-up in Attack Position (R-MAX-13)');
      maximum = { left, right };
    }
    const used = arr(o.effectsUsedThisTurn, `${path}.effectsUsedThisTurn`).map((e, i) => {
      if (typeof e !== 'string') fail(`${path}.effectsUsedThisTurn[${i}]`, 'expected an effect name (string)');
      return e;
    });
    const equips = arr(o.equips, `${path}.equips`).map((e, i) => {
      if (typeof e !== 'string') fail(`${path}.equips[${i}]`, 'expected the ref of an Equip Spell');
      return e;
    });
    if (equips.length > 0) this.monsterEquips.push({ uid, refs: equips, path: `${path}.equips` });
    const summoned = this.summonRecord(o, def.monsterKind, maximum !== null, path);
    const summonedThisTurn = bool(o.summonedThisTurn, `${path}.summonedThisTurn`, summoned !== null);
    if (summoned && !summonedThisTurn) fail(`${path}.summonedThisTurn`, 'a monster with "summonedHow" arrived this turn');
    const slot: MonsterSlot = {
      uid,
      position,
      faceDown,
      summoned,
      summonedThisTurn,
      positionChangedThisTurn: bool(o.positionChangedThisTurn, `${path}.positionChangedThisTurn`, false),
      attacks: bool(o.attackedThisTurn, `${path}.attackedThisTurn`, false) ? 1 : 0,
      effectsUsedThisTurn: used,
      maximum,
    };
    return { slot, zone };
  }

  /** "summonedHow" (and "summonedFrom"): how the monster arrived this turn; absent, nothing is known. */
  summonRecord(o: Obj, kind: string | undefined, isMaximum: boolean, path: string): SummonRecord | null {
    if (o.summonedHow === undefined) {
      if (o.summonedFrom !== undefined) fail(`${path}.summonedFrom`, 'it needs "summonedHow"');
      return null;
    }
    const how = oneOf(o.summonedHow, `${path}.summonedHow`, 'normal', SUMMON_HOWS);
    if ((how === 'maximum') !== isMaximum) fail(`${path}.summonedHow`, 'a MAXIMUM Summon puts a monster in MAXIMUM mode, and only it does');
    if ((how === 'fusion' || how === 'ritual') && kind !== how) fail(`${path}.summonedHow`, `only a ${how} monster is ${how} Summoned`);
    const extra = how === 'fusion' || how === 'ritual';
    const from = oneOf(o.summonedFrom, `${path}.summonedFrom`, extra ? 'extra' : 'hand', ['hand', 'deck', 'gy', 'extra'] as const);
    if (how !== 'special' && from !== (extra ? 'extra' : 'hand')) fail(`${path}.summonedFrom`, `a ${how} summon is made from the ${extra ? 'Extra Deck' : 'hand'}`);
    return { how, turn: this.state.turn, from, tributes: [] };
  }

  monsters(v: unknown, owner: Seat, path: string): (MonsterSlot | null)[] {
    const list = arr(v, path);
    if (list.length > 3) fail(path, `a player has 3 Monster Zones, got ${list.length} monsters (R-ZONE-2)`);
    const zones: (MonsterSlot | null)[] = [null, null, null];
    const read = list.map((m, i) => this.monster(m, owner, `${path}[${i}]`));
    if (read.some((r) => r.slot.maximum) && read.length > 1) {
      fail(path, 'a MAXIMUM monster fills all three Monster Zones, so it must be the only monster (R-MAX-9)');
    }
    for (const [i, r] of read.entries()) {
      const zone = r.slot.maximum ? (r.zone ?? 1) : r.zone;
      if (r.slot.maximum && zone !== 1) fail(`${path}[${i}].zone`, 'a MAXIMUM monster sits in the middle zone, 1');
      if (zone !== undefined) {
        if (zones[zone]) fail(`${path}[${i}].zone`, `Monster Zone ${zone} holds two monsters`);
        zones[zone] = r.slot;
      }
    }
    for (const r of read) {
      if (r.zone === undefined && !r.slot.maximum) zones[zones.indexOf(null)] = r.slot;
    }
    return zones;
  }

  spellTrap(
    v: unknown,
    owner: Seat,
    path: string,
    inField: boolean,
  ): { slot: SpellTrapSlot; zone: number | undefined; equipRef: string | null } {
    const o = obj(v, path, inField ? ['card', 'faceDown', 'setThisTurn'] : SPELLTRAP_KEYS);
    const uid = this.card(o.card, owner, `${path}.card`);
    const def = cardDef(this.state, uid);
    const isField = def.kind === 'spell' && def.spellKind === 'field';
    // A monster card is there only as a Union monster equipping a monster (`equipSelf`): face-up, with `equippedTo`.
    const union = def.kind === 'monster' && !inField && typeof o.equippedTo === 'string' && o.faceDown === false;
    if (def.kind === 'monster' && !union) fail(`${path}.card`, `${def.name} is a monster, not a Spell or Trap (a Union monster card needs "faceDown": false and "equippedTo")`);
    if (inField && !isField) fail(`${path}.card`, `${def.name} is not a Field Spell (R-ZONE-4)`);
    if (!inField && isField) fail(`${path}.card`, `${def.name} is a Field Spell: put it in "field" (R-ZONE-4)`);
    const faceDown = bool(o.faceDown, `${path}.faceDown`, !inField);
    const isEquip = (def.kind === 'spell' && def.spellKind === 'equip') || union;
    const zone = inField || o.zone === undefined ? undefined : int(o.zone, `${path}.zone`, 0, 0, 2);
    let equipRef: string | null = null;
    if (o.equippedTo !== undefined && o.equippedTo !== null) {
      if (!isEquip) fail(`${path}.equippedTo`, `${def.name} is not an Equip Spell`);
      if (typeof o.equippedTo !== 'string') fail(`${path}.equippedTo`, 'expected the ref of the equipped monster');
      if (faceDown) fail(`${path}.equippedTo`, 'a face-down card equips nothing');
      equipRef = o.equippedTo;
    }
    if (!faceDown && !inField && !isEquip) {
      fail(path, `a face-up ${def.kind === 'trap' ? 'Trap' : 'Normal Spell'} does not stay on the field; Set it face-down`);
    }
    const setThisTurn = bool(o.setThisTurn, `${path}.setThisTurn`, false);
    return { slot: { uid, faceDown, setThisTurn, equippedTo: null }, zone, equipRef };
  }

  spellTraps(v: unknown, owner: Seat, path: string): (SpellTrapSlot | null)[] {
    const list = arr(v, path);
    if (list.length > 3) fail(path, `a player has 3 Spell & Trap Zones, got ${list.length} cards (R-ZONE-3)`);
    const zones: (SpellTrapSlot | null)[] = [null, null, null];
    const read = list.map((s, i) => this.spellTrap(s, owner, `${path}[${i}]`, false));
    for (const [i, r] of read.entries()) {
      if (r.zone !== undefined) {
        if (zones[r.zone]) fail(`${path}[${i}].zone`, `Spell & Trap Zone ${r.zone} holds two cards`);
        zones[r.zone] = r.slot;
      }
    }
    for (const r of read) if (r.zone === undefined) zones[zones.indexOf(null)] = r.slot;
    for (const [i, r] of read.entries()) {
      if (r.equipRef !== null) {
        this.equipLinks.push({ seat: owner, zone: zones.indexOf(r.slot), ref: r.equipRef, path: `${path}[${i}].equippedTo` });
      }
    }
    return zones;
  }

  player(v: unknown, seat: Seat, path: string): PlayerState {
    const o: Obj = obj(v, path, PLAYER_KEYS);
    const p: PlayerState = {
      lp: int(o.lp, `${path}.lp`, STARTING_LP, 0, 1_000_000_000),
      hand: this.pile(o.hand, seat, `${path}.hand`, 'hand'),
      deck: this.pile(o.deck, seat, `${path}.deck`, 'deck'),
      gy: this.pile(o.graveyard, seat, `${path}.graveyard`, 'gy'),
      extra: this.pile(o.extra, seat, `${path}.extra`, 'extra'),
      monsters: this.monsters(o.monsters, seat, `${path}.monsters`),
      spellTraps: this.spellTraps(o.spellTraps, seat, `${path}.spellTraps`),
      field: o.field === undefined || o.field === null ? null : this.spellTrap(o.field, seat, `${path}.field`, true).slot,
    };
    return p;
  }

  /** Resolves equip links once every card is known (R-EQ-2: face-up monsters only). */
  linkEquips(): void {
    const s = this.state;
    const faceUpMonster = (ref: string, path: string): number => {
      const uid = this.refs.get(ref);
      if (uid === undefined) fail(path, `no card has the ref "${ref}"`);
      for (const p of s.players) {
        for (const m of p.monsters) {
          if (m?.uid === uid) {
            if (m.faceDown) fail(path, 'an Equip Spell can only equip a face-up monster (R-EQ-2)');
            return uid;
          }
        }
      }
      return fail(path, `"${ref}" is not a monster on the field`);
    };
    for (const link of this.equipLinks) {
      const slot = s.players[link.seat].spellTraps[link.zone];
      if (slot) s.players[link.seat].spellTraps[link.zone] = { ...slot, equippedTo: faceUpMonster(link.ref, link.path) };
    }
    for (const me of this.monsterEquips) {
      for (const ref of me.refs) {
        const eq = this.refs.get(ref);
        let found = false;
        for (const p of s.players) {
          for (let z = 0; z < 3; z++) {
            const st = p.spellTraps[z];
            if (st && st.uid === eq) {
              found = true;
              if (st.equippedTo !== null && st.equippedTo !== me.uid) fail(me.path, `"${ref}" equips another monster`);
              // A Union monster card (a monster card in a Spell & Trap Zone) equips as an Equip Spell does.
              if ((cardDef(s, st.uid).spellKind !== 'equip' && cardDef(s, st.uid).kind !== 'monster') || st.faceDown) fail(me.path, `"${ref}" is not a face-up Equip Spell`);
              p.spellTraps[z] = { ...st, equippedTo: me.uid };
            }
          }
        }
        if (!found) fail(me.path, `"${ref}" is not a card in a Spell & Trap Zone`);
      }
    }
    for (const p of s.players) {
      for (const st of p.spellTraps) {
        if (st && !st.faceDown && cardDef(s, st.uid).spellKind === 'equip' && st.equippedTo === null) {
          fail('state', `the face-up Equip Spell ${cardDef(s, st.uid).name} must name the monster it equips ("equippedTo")`);
        }
      }
    }
  }
}

/** Builds a duel from a scenario board. Throws BoardError with the field at fault. */
export function readBoard(board: unknown, seed: number, ruleset: Ruleset): BoardResult {
  const o = obj(board, 'state', ['turn', 'turnPlayer', 'phase', 'players']);
  const r = new BoardReader(ruleset);
  r.state = blankState(r.table, seed);
  const s = r.state;
  s.turn = int(o.turn, 'state.turn', 1, 1, 100_000);
  s.turnPlayer = int(o.turnPlayer, 'state.turnPlayer', 0, 0, 1) as Seat;
  const phase = oneOf(o.phase, 'state.phase', 'main', ['draw', 'main', 'battle', 'end'] as const);
  const players = arr(o.players, 'state.players');
  if (players.length !== 2) fail('state.players', `a duel has 2 players, got ${players.length}`);
  s.players = [r.player(players[0], 0, 'state.players[0]'), r.player(players[1], 1, 'state.players[1]')];
  r.linkEquips();
  s.cardData = duelCardData(ruleset, r.table.cards);
  if (phase === 'battle' && s.turn === 1) fail('state.phase', 'there is no Battle Phase in the first turn of the duel (R-TURN-2)');
  const events: DuelEvent[] = [];
  s.phase = phase;
  if (checkLpLoss(s, events)) return { state: s, events, refs: r.refs };
  if (phase === 'draw') beginTurn(s, events);
  else if (phase === 'main') enterMainPhase(s, events);
  else if (phase === 'battle') {
    s.phase = 'battle';
    s.pending = { kind: 'battle', player: s.turnPlayer };
  } else finishTurn(s, events);
  return { state: s, events, refs: r.refs };
}
