// Hidden information: what one player may know of a duel (R-ZONE). The view is an
// ordinary DuelState, so the same engine functions (legalActions, cardDef, ...) read it.
//
// Hiding the id of a card is not enough: uids are handed out in deck-list order at
// setup, so a uid alone can tell which card it is. Every hidden card therefore gets a
// fresh uid, numbered by its position (never by its real uid), and its real uid's entry
// in `cards` is blanked to "hidden" (id 0). Two duels that differ only in what the
// hidden cards are, or in their order, give identical views.
import { HIDDEN_CARD } from './cards';
import { attachRuleset, rulesetOf } from './ruleset';
import { CARD_PARAMS, LOOK_CODE, ORDER_CODE, type EngineText } from './text';
import type {
  AttackInProgress,
  CardInst,
  DuelEvent,
  DuelState,
  Frame,
  MonsterSlot,
  Pending,
  PlayerState,
  Seat,
  SpellTrapSlot,
} from './types';

/**
 * Sorts the cards in zones into what `seat` may identify and what it may not. The hidden
 * list is in a fixed walk order that depends only on positions, never on real uids.
 */
function classify(state: DuelState, seat: Seat): { hidden: number[]; visible: Set<number> } {
  const hidden: number[] = [];
  const visible = new Set<number>();
  const shown = lookedAt(state, seat);
  const put = (show: boolean, ...uids: number[]): void => {
    for (const u of uids) {
      if (show || shown.has(u)) visible.add(u);
      else hidden.push(u);
    }
  };
  for (const p of [0, 1] as const) {
    const pl = state.players[p];
    const mine = p === seat;
    put(false, ...pl.deck); // Neither player knows the order of any Deck.
    put(mine, ...pl.hand, ...pl.extra);
    put(true, ...pl.gy);
    for (const m of pl.monsters) {
      // MAXIMUM pieces are never face-down; if they were, they would be hidden with the center.
      if (m) put(mine || !m.faceDown, m.uid, ...(m.maximum ? [m.maximum.left, m.maximum.right] : []));
    }
    for (const s of [...pl.spellTraps, pl.field]) if (s) put(mine || !s.faceDown, s.uid);
  }
  return { hidden, visible };
}

/**
 * The cards an open "look" prompt shows to `seat` (an effect lets that player look at hidden
 * cards), or the cards a prompt asks `seat` to put in order (they are moving them): only to the
 * player asked, and only until the prompt is answered.
 */
function lookedAt(state: DuelState, seat: Seat): ReadonlySet<number> {
  const p = state.pending;
  if (p?.kind === 'choose' && p.player === seat && p.title.code === ORDER_CODE) return new Set(p.from);
  if (p?.kind !== 'option' || p.player !== seat || p.title.code !== LOOK_CODE) return NONE;
  const cards = p.title.params?.cards;
  return Array.isArray(cards) ? new Set(cards) : NONE;
}
const NONE: ReadonlySet<number> = new Set();

/** The card data a view names: the whole ruleset's id, which says nothing of either deck. */
function viewCardData(state: DuelState): string {
  const rs = rulesetOf(state);
  attachRuleset(rs.id, rs);
  return rs.id;
}

export function playerView(state: DuelState, seat: Seat): DuelState {
  const { hidden, visible } = classify(state, seat);
  // `state.cards` is shared by every state of the duel: build a new table, never edit it.
  // Only cards seen in a visible place keep their identity; any other entry (hidden, or in
  // no zone this function knows of) is blanked, so a new kind of zone fails safe.
  const cards: CardInst[] = state.cards.map((c) => (visible.has(c.uid) ? c : { uid: c.uid, id: 0, owner: c.owner }));
  const remap = new Map<number, number>();
  for (const uid of hidden) {
    if (remap.has(uid)) continue;
    const fresh = cards.length;
    remap.set(uid, fresh);
    cards.push({ uid: fresh, id: 0, owner: state.cards[uid]?.owner ?? seat });
  }
  const m = (uid: number): number => remap.get(uid) ?? uid;
  const ms = (list: readonly number[]): number[] => list.map(m);
  const frameOwn = frameCards(state, visible, cards);

  const monster = (s: MonsterSlot | null): MonsterSlot | null => {
    if (!s) return null;
    const isHidden = remap.has(s.uid);
    return {
      ...s,
      uid: m(s.uid),
      // Effect records name effects, which could name the card: a hidden card has none to show.
      effectsUsedThisTurn: isHidden ? [] : s.effectsUsedThisTurn.slice(),
      maximum: s.maximum ? { left: m(s.maximum.left), right: m(s.maximum.right) } : null,
    };
  };
  const spellTrap = (s: SpellTrapSlot | null): SpellTrapSlot | null =>
    s ? { ...s, uid: m(s.uid), equippedTo: s.equippedTo === null ? null : m(s.equippedTo) } : null;
  const player = (p: PlayerState): PlayerState => ({
    lp: p.lp,
    hand: ms(p.hand),
    deck: ms(p.deck),
    gy: ms(p.gy),
    extra: ms(p.extra),
    monsters: p.monsters.map(monster),
    spellTraps: p.spellTraps.map(spellTrap),
    field: spellTrap(p.field),
  });

  return {
    schema: state.schema,
    // The duel's card-data hash is made from both decks: a view names the whole ruleset instead.
    cardData: viewCardData(state),
    turn: state.turn,
    turnPlayer: state.turnPlayer,
    phase: state.phase,
    players: [player(state.players[0]), player(state.players[1])],
    cards,
    inline: viewInline(state, cards),
    rng: [0, 0, 0, 0], // The seed state would let a player predict shuffles and draws.
    attack: viewAttack(state.attack, m),
    lingering: state.lingering.map((l) => ({ ...l, source: m(l.source), target: l.target === null ? null : m(l.target) })),
    frame: viewFrame(state.frame, seat, m, frameOwn),
    window: state.window ? { events: viewEvents(state.window.events, m), asked: [...state.window.asked] } : null,
    pending: viewPending(state.pending, m),
    winner: state.winner,
    winReason: state.winReason,
  };
}

/**
 * Inline test cards keep their index (card ids point at it), but a definition that only
 * hidden cards use is blanked: its existence would tell what a hidden card is.
 */
function viewInline(state: DuelState, cards: readonly CardInst[]): DuelState['inline'] {
  const used = new Set<number>();
  for (const c of cards) if (c.id < 0) used.add(c.id);
  return state.inline.map((def) =>
    used.has(def.id) ? def : { ...HIDDEN_CARD, id: def.id },
  );
}

function viewAttack(a: AttackInProgress | null, m: (uid: number) => number): AttackInProgress | null {
  if (!a) return null;
  return {
    attacker: m(a.attacker),
    target: a.target === 'direct' ? 'direct' : m(a.target),
    opponentMonsters: a.opponentMonsters.map(m),
    calculated: a.calculated,
  };
}

/** Card fields of events, renamed like the cards they name. */
export function viewEvents(events: readonly DuelEvent[], m: (uid: number) => number): DuelEvent[] {
  return events.map((e) => {
    const out = { ...e } as Record<string, unknown>;
    for (const k of ['card', 'attacker', 'target'] as const) if (typeof out[k] === 'number') out[k] = m(out[k]);
    return out as unknown as DuelEvent;
  });
}

/**
 * New uids for the cards of the resolving effect (its card and the card whose script holds
 * it) that are now hidden. Both were shown to both players when the effect was activated, so
 * who they are is public; but the effect may since have put them somewhere hidden (e.g.
 * shuffled its own card into the Deck), where the view blanks them and numbers them by place.
 * The frame then names each by a new entry of `cards` in no zone that keeps its identity
 * (added here): whoever reads the view can go on resolving the effect, and neither the card's
 * identity nor the frame tells which hidden card (which place in the Deck) it became.
 */
function frameCards(state: DuelState, visible: ReadonlySet<number>, cards: CardInst[]): ReadonlyMap<number, number> {
  const f = state.frame;
  const out = new Map<number, number>();
  if (!f) return out;
  for (const uid of [f.source, f.scriptCard]) {
    const real = state.cards[uid];
    if (visible.has(uid) || out.has(uid) || !real) continue;
    out.set(uid, cards.length);
    cards.push({ uid: cards.length, id: real.id, owner: real.owner });
  }
  return out;
}

/** What is resolving, without the choices made inside it (they may name hidden cards). */
function viewFrame(f: Frame | null, seat: Seat, m: (uid: number) => number, own: ReadonlyMap<number, number>): Frame | null {
  if (!f) return null;
  const fm = (uid: number): number => own.get(uid) ?? m(uid);
  const locals: Frame['locals'] = {};
  if (f.seat === seat) {
    for (const [k, v] of Object.entries(f.locals)) locals[k] = Array.isArray(v) ? v.map(fm) : v;
  }
  return { ...f, source: fm(f.source), scriptCard: fm(f.scriptCard), locals, log: [] };
}

/** A text whose card parameters (uids) are renamed like every other uid of the view. */
function viewText(t: EngineText, m: (uid: number) => number): EngineText {
  if (!t.params) return t;
  const params: NonNullable<EngineText['params']> = {};
  for (const [k, v] of Object.entries(t.params)) {
    params[k] = CARD_PARAMS.has(k) && typeof v === 'number' ? m(v) : Array.isArray(v) ? v.map(m) : v;
  }
  return { ...t, params };
}

function viewPending(p: Pending | null, m: (uid: number) => number): Pending | null {
  if (!p) return null;
  switch (p.kind) {
    case 'main':
    case 'battle':
      return { ...p };
    case 'tribute':
      return { ...p, card: m(p.card), chosen: p.chosen.map(m) };
    case 'attackReplay':
      return { ...p, attacker: m(p.attacker) };
    case 'choose':
      return { ...p, title: viewText(p.title, m), from: p.from.map(m), chosen: p.chosen.map(m) };
    case 'option':
      return { ...p, title: viewText(p.title, m), options: p.options.map((o) => viewText(o, m)) };
    case 'respond':
      return { ...p, traps: p.traps.map(m) };
  }
}
