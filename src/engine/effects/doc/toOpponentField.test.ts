// The words that act on the opponent's side: `specialSummon` `toOpponent` and `by` `opponent`,
// `set` `by` `opponent`, and `draw` `player` `both`, on made-up cards.
import { describe, expect, it } from 'vitest';
import { rulesetWith } from '../../../cards/ruleset';
import { applyAction } from '../../apply';
import { stateProblems } from '../../invariants';
import { legalActions } from '../../legal';
import { readBoard } from '../../scenario/readBoard';
import type { Action, DuelState } from '../../types';
import { locateMonster } from '../../zones';
import { compileCard } from './compile';
import type { CardDoc } from './types';

const GIVE = 990000301;
const LEND = 990000302;
const PLANT = 990000303;
const BOTH = 990000304;
const NO_SS = 990000305;
const FILLER = 160302005;
const SPELL = 160001037;
const effectMonster = (id: number, name: string) => ({ id, name, kind: 'monster', monsterKind: 'effect', attribute: 'DARK', race: 'Dragon', level: 4, atk: 1000, def: 1000, legend: false }) as const;
const CARDS = [effectMonster(GIVE, 'Test Giving Wyrm'), effectMonster(LEND, 'Test Lending Wyrm'), effectMonster(PLANT, 'Test Planting Wyrm'), effectMonster(BOTH, 'Test Sharing Wyrm'), effectMonster(NO_SS, 'Test Locking Wyrm')];
const ig = (id: number, steps: CardDoc['effects'][number]['steps']): CardDoc => ({ id, effects: [{ id: 'e1', kind: 'ignition', steps }] });
const RULESET = rulesetWith(CARDS, [
  ig(GIVE, [{ do: 'choose', as: 's', from: { place: 'hand', side: 'you', filter: { kind: 'monster', summonable: true } } }, { do: 'specialSummon', cards: { chosen: 's' }, position: 'defense', toOpponent: true }]),
  ig(LEND, [{ do: 'choose', as: 's', by: 'opponent', from: { place: 'gy', side: 'opponent', filter: { kind: 'monster', summonable: true } } }, { do: 'specialSummon', cards: { chosen: 's' }, position: 'choice', by: 'opponent' }]),
  ig(PLANT, [{ do: 'choose', as: 'p', from: { place: 'gy', side: 'opponent', filter: { kind: 'spell' } } }, { do: 'set', cards: { chosen: 'p' }, by: 'opponent' }]),
  ig(BOTH, [{ do: 'draw', player: 'both', count: 1 }]),
  ig(NO_SS, [{ do: 'forbid', what: 'specialSummon' }]),
].map(compileCard));

type Side = { hand?: unknown[]; monsters?: unknown[]; graveyard?: unknown[]; spellTraps?: unknown[]; deck?: unknown[] };
function board(mine: Side, theirs: Side): { state: DuelState; ref: (r: string) => number } {
  const r = readBoard({ turn: 3, turnPlayer: 0, phase: 'main', players: [{ deck: [FILLER, FILLER], ...mine }, { deck: [FILLER, FILLER], ...theirs }] }, 1, RULESET);
  return { state: r.state, ref: (x) => r.refs.get(x) as number };
}
function play(state: DuelState, actions: Action[]): DuelState {
  let s = state;
  for (const a of actions) {
    const res = applyAction(s, a);
    if (!res.ok) throw new Error(`${JSON.stringify(a)}: ${JSON.stringify(res.error)}`);
    s = res.state;
    expect(stateProblems(s)).toEqual([]);
  }
  return s;
}
const offered = (state: DuelState, uid: number): boolean => legalActions(state).some((a) => a.type === 'activate' && a.card === uid);

describe('summons and Sets on the opponent\'s side (R-SS-1, R-SS-2, R-SS-3, R-CARD-8, R-ZONE-3)', () => {
  it('R-SS-1, R-CARD-8: toOpponent puts your monster on their field; it stays yours and you are the one who Special Summoned', () => {
    const { state, ref } = board({ monsters: [{ card: { id: GIVE, ref: 'g' } }], hand: [{ id: FILLER, ref: 'h' }] }, {});
    const res = applyAction(play(state, [{ type: 'activate', card: ref('g'), effect: 'e1' } as Action]), { type: 'select', card: ref('h') } as Action);
    if (!res.ok) throw new Error(JSON.stringify(res.error));
    expect(locateMonster(res.state, ref('h'))).toMatchObject({ seat: 1, slot: { position: 'defense', faceDown: false } });
    expect(res.state.cards[ref('h')]?.owner).toBe(0);
    expect(res.events).toContainEqual(expect.objectContaining({ type: 'summon', card: ref('h'), player: 1, by: 0 }));
  });

  it('R-SS-3: toOpponent needs a free zone on their field, not on yours', () => {
    const full = [{ card: FILLER }, { card: FILLER }, { card: FILLER }];
    const theirsFull = board({ monsters: [{ card: { id: GIVE, ref: 'g' } }], hand: [FILLER] }, { monsters: full });
    expect(offered(theirsFull.state, theirsFull.ref('g'))).toBe(false);
    const mineFull = board({ monsters: [{ card: { id: GIVE, ref: 'g' } }, { card: FILLER }, { card: FILLER }], hand: [FILLER] }, {});
    expect(offered(mineFull.state, mineFull.ref('g'))).toBe(true);
  });

  it('R-SS-1: the summoning player\'s locks apply: yours stop toOpponent, not a summon by your opponent', () => {
    const { state, ref } = board({ monsters: [{ card: { id: NO_SS, ref: 'n' } }, { card: { id: GIVE, ref: 'g' } }, { card: { id: LEND, ref: 'l' } }], hand: [FILLER] }, { graveyard: [FILLER] });
    const locked = play(state, [{ type: 'activate', card: ref('n'), effect: 'e1' } as Action]);
    expect(offered(locked, ref('g'))).toBe(false);
    expect(offered(locked, ref('l'))).toBe(true);
  });

  it('R-SS-2: by opponent, your opponent picks the monster and its position, and the summon is theirs', () => {
    const { state, ref } = board({ monsters: [{ card: { id: LEND, ref: 'l' } }] }, { graveyard: [{ id: FILLER, ref: 'x' }] });
    let s = play(state, [{ type: 'activate', card: ref('l'), effect: 'e1' } as Action]);
    expect(s.pending).toMatchObject({ player: 1 });
    s = play(s, [{ type: 'select', card: ref('x') } as Action]);
    expect(s.pending).toMatchObject({ player: 1 });
    const res = applyAction(s, legalActions(s).find((a) => a.type === 'option' && a.index === 1) as Action);
    if (!res.ok) throw new Error(JSON.stringify(res.error));
    expect(locateMonster(res.state, ref('x'))).toMatchObject({ seat: 1, slot: { position: 'defense' } });
    expect(res.events).toContainEqual(expect.objectContaining({ type: 'summon', card: ref('x'), player: 1 }));
    expect(res.events.find((e) => e.type === 'summon')).not.toHaveProperty('by');
  });

  it('R-ZONE-3: set by opponent puts their card face-down in their zone, and needs a free one', () => {
    const { state, ref } = board({ monsters: [{ card: { id: PLANT, ref: 'p' } }] }, { graveyard: [{ id: SPELL, ref: 's' }] });
    const s = play(state, [{ type: 'activate', card: ref('p'), effect: 'e1' } as Action]);
    const done = s.pending ? play(s, [{ type: 'select', card: ref('s') } as Action]) : s;
    expect(done.players[1].spellTraps.find((z) => z?.uid === ref('s'))).toMatchObject({ faceDown: true });
    const full = board({ monsters: [{ card: { id: PLANT, ref: 'p' } }] }, { graveyard: [SPELL], spellTraps: [{ card: SPELL, faceDown: true }, { card: SPELL, faceDown: true }, { card: SPELL, faceDown: true }] });
    expect(offered(full.state, full.ref('p'))).toBe(false);
  });

  it('R-WIN-6: draw both: each player draws, and each Deck must hold the count', () => {
    const { state, ref } = board({ monsters: [{ card: { id: BOTH, ref: 'b' } }] }, {});
    const s = play(state, [{ type: 'activate', card: ref('b'), effect: 'e1' } as Action]);
    expect([s.players[0].hand.length, s.players[1].hand.length]).toEqual([1, 1]);
    const empty = board({ monsters: [{ card: { id: BOTH, ref: 'b' } }] }, { deck: [] });
    expect(offered(empty.state, empty.ref('b'))).toBe(false);
  });
});
