// `forbid` `specialSummon` `attackPositionOnly` (R-SS-1, R-SS-2): a lock of face-up Attack Position Special Summons
// leaves Defense Position allowed; every Special Summon that would be in Attack Position is made in face-up Defense
// Position instead (an effect's, a Fusion/Ritual/Contact Fusion Summon's, a card's own rule's), a position prompt
// is not asked, and a MAXIMUM Summon (always in Attack Position, R-MAX-13) is refused. Made-up cards.
import { describe, expect, it } from 'vitest';
import { rulesetWith } from '../../../cards/ruleset';
import { applyAction } from '../../apply';
import { legalActions, whyNot } from '../../legal';
import { readBoard } from '../../scenario/readBoard';
import { OVERLORD, OVERLORD_L, OVERLORD_R } from '../../testing/mk';
import type { Action, CardDef, DuelState } from '../../types';
import { locateMonster } from '../../zones';
import { canSpecialSummon } from '../primitives/moves';
import { compileCard } from './compile';
import type { CardDoc } from './types';

const LOCK = 990000501; // a lock on both players: no Attack Position Special Summon of a Level 4 or below monster
const LOCK_ALL = 990000502; // the same for every monster
const REVIVE = 990000503; // Special Summon 1 monster from your GY in Attack Position
const REVIVE_CHOICE = 990000504; // the same, in the position the player picks
const RULE = 990000505; // its own rule: Special Summon it from the hand in Attack Position
const A = 990000506;
const B = 990000507;
const TWIN = 990000508; // Contact Fusion of A + B, Level 4
const mon = (id: number, name: string, level = 4): CardDef => ({ id, name, kind: 'monster', monsterKind: 'effect', attribute: 'EARTH', race: 'Rock', level, atk: 1000, def: 1000, legend: false }) as CardDef;
const CARDS: CardDef[] = [
  mon(LOCK, 'Test Attack Lock'), mon(LOCK_ALL, 'Test Attack Lock All'), mon(REVIVE, 'Test Revive Attack'), mon(REVIVE_CHOICE, 'Test Revive Choice'), mon(RULE, 'Test Rule Summon'),
  mon(A, 'Test Material A'), mon(B, 'Test Material B'),
  { ...mon(TWIN, 'Test Contact Twin'), monsterKind: 'fusion', fusionMaterials: [A, B] } as CardDef,
];
const revive = (position: 'attack' | 'choice'): CardDoc['effects'][number]['steps'] => [
  { do: 'choose', as: 'summoned', from: { place: 'gy', side: 'you', filter: { kind: 'monster', summonable: true } } },
  { do: 'specialSummon', cards: { chosen: 'summoned' }, position },
];
const DOCS: CardDoc[] = [
  { id: LOCK, effects: [{ id: 'e1', kind: 'ignition', steps: [{ do: 'forbid', what: 'specialSummon', filter: { level: { max: 4 } }, player: 'both', attackPositionOnly: true }] }] },
  { id: LOCK_ALL, effects: [{ id: 'e1', kind: 'ignition', steps: [{ do: 'forbid', what: 'specialSummon', attackPositionOnly: true }] }] },
  { id: REVIVE, effects: [{ id: 'e1', kind: 'ignition', steps: revive('attack') }] },
  { id: REVIVE_CHOICE, effects: [{ id: 'e1', kind: 'ignition', steps: revive('choice') }] },
  { id: RULE, summon: { fromHand: { position: 'attack', condition: [] } }, effects: [] },
  { id: TWIN, effects: [], summon: { contactFusion: true } },
];
const RULESET = rulesetWith(CARDS, DOCS.map(compileCard));
const v = (ref: string, level = 4) => ({ vanilla: { name: ref, level, atk: 1000, def: 0, attribute: 'FIRE', race: 'Dragon' }, ref });

function board(p0: object, p1: object = {}) {
  const r = readBoard({ turn: 3, turnPlayer: 0, phase: 'main', players: [{ deck: [160302005, 160302005], ...p0 }, { deck: [160302005], ...p1 }] }, 1, RULESET);
  return { state: r.state, ref: (k: string) => r.refs.get(k) as number };
}
function play(state: DuelState, a: Action): DuelState {
  const res = applyAction(state, a);
  if (!res.ok) throw new Error(`${JSON.stringify(a)}: ${res.error}`);
  return res.state;
}
/** Picks one card of the open choice (and confirms it when the choice waits for that). */
function choose(state: DuelState, uid: number): DuelState {
  const s = play(state, { type: 'select', card: uid });
  return s.pending?.kind === 'choose' ? play(s, { type: 'done' }) : s;
}
const slotOf = (s: DuelState, uid: number) => locateMonster(s, uid)?.slot;
const lockOn = (p0: object, p1: object = {}, lock = LOCK) => {
  const b = board({ ...p0, monsters: [{ card: { id: lock, ref: 'lock' } }, ...((p0 as { monsters?: unknown[] }).monsters ?? [])] }, p1);
  return { ...b, state: play(b.state, { type: 'activate', card: b.ref('lock'), effect: 'e1' }) };
};

describe('forbid specialSummon attackPositionOnly (R-SS-1, R-SS-2)', () => {
  it('R-SS-1: the lock binds both players and leaves the summon itself allowed (Defense Position)', () => {
    const b = lockOn({ graveyard: [v('g')] }, { graveyard: [v('h')] });
    expect(b.state.lingering.filter((l) => l.kind === 'noSpecialSummon').map((l) => [l.seat, l.value])).toEqual([[0, 128], [1, 128]]);
    expect(canSpecialSummon(b.state, 0, b.ref('g'))).toBe(true);
    expect(canSpecialSummon(b.state, 1, b.ref('h'))).toBe(true);
  });

  it('R-SS-2: an effect summoning in Attack Position summons a locked monster in face-up Defense Position, another in Attack Position', () => {
    const b = lockOn({ monsters: [{ card: { id: REVIVE, ref: 'rv' } }], graveyard: [v('g'), v('big', 5)] });
    let s = play(b.state, { type: 'activate', card: b.ref('rv'), effect: 'e1' });
    s = choose(s, b.ref('g'));
    expect(slotOf(s, b.ref('g'))).toMatchObject({ position: 'defense', faceDown: false });
    const c = lockOn({ monsters: [{ card: { id: REVIVE, ref: 'rv' } }], graveyard: [v('big', 5)] });
    let t = play(c.state, { type: 'activate', card: c.ref('rv'), effect: 'e1' });
    t = choose(t, c.ref('big'));
    expect(slotOf(t, c.ref('big'))).toMatchObject({ position: 'attack', faceDown: false });
  });

  it('R-SS-2: a position prompt is not asked for a locked monster: Defense Position', () => {
    const free = board({ monsters: [{ card: { id: REVIVE_CHOICE, ref: 'rv' } }], graveyard: [v('g')] });
    const asked = choose(play(free.state, { type: 'activate', card: free.ref('rv'), effect: 'e1' }), free.ref('g'));
    expect(asked.pending?.kind).toBe('option');
    const b = lockOn({ monsters: [{ card: { id: REVIVE_CHOICE, ref: 'rv' } }], graveyard: [v('g')] });
    let s = play(b.state, { type: 'activate', card: b.ref('rv'), effect: 'e1' });
    s = choose(s, b.ref('g'));
    expect(s.pending?.kind).toBe('main');
    expect(slotOf(s, b.ref('g'))).toMatchObject({ position: 'defense', faceDown: false });
  });

  it('R-SS-2 R-MAIN-1: a card\'s own summon rule in Attack Position puts it in Defense Position', () => {
    const b = lockOn({ hand: [{ id: RULE, ref: 'r' }] });
    const a = legalActions(b.state).find((x) => x.type === 'ruleSummon' && x.card === b.ref('r'));
    expect(a).toBeDefined();
    const s = play(b.state, a as Action);
    expect(slotOf(s, b.ref('r'))).toMatchObject({ position: 'defense', faceDown: false });
  });

  it('R-SS-2 R-FUS-1: a Contact Fusion is listed in Defense Position only; Attack Position is refused, the state untouched', () => {
    const b = lockOn({ extra: [{ id: TWIN, ref: 'twin' }], monsters: [{ card: { id: A, ref: 'a' } }, { card: { id: B, ref: 'b' } }] });
    const listed = legalActions(b.state).filter((x) => x.type === 'contactFusion');
    expect(listed.map((x) => (x as { position: string }).position)).toEqual(['defense']);
    const atk = { ...(listed[0] as Extract<Action, { type: 'contactFusion' }>), position: 'attack' as const };
    expect(whyNot(b.state, atk)?.code).toBe('summon.attackLocked');
    const res = applyAction(b.state, atk);
    expect(res.ok).toBe(false);
    const s = play(b.state, listed[0] as Action);
    expect(slotOf(s, b.ref('twin'))).toMatchObject({ position: 'defense', faceDown: false });
  });

  it('R-SS-1 R-MAX-13: a MAXIMUM Summon of a locked monster is refused (it is always in Attack Position)', () => {
    const hand = [{ id: OVERLORD, ref: 'C' }, { id: OVERLORD_L, ref: 'L' }, { id: OVERLORD_R, ref: 'R' }];
    const free = board({ hand });
    expect(legalActions(free.state).some((x) => x.type === 'maximumSummon')).toBe(true);
    const b = lockOn({ hand }, {}, LOCK_ALL);
    expect(legalActions(b.state).some((x) => x.type === 'maximumSummon')).toBe(false);
    expect(whyNot(b.state, { type: 'maximumSummon', card: b.ref('C'), left: b.ref('L'), right: b.ref('R') })?.code).toBe('summon.forbidden');
    // The Level 4 lock does not read the Level 10 center piece.
    const c = lockOn({ hand });
    expect(legalActions(c.state).some((x) => x.type === 'maximumSummon')).toBe(true);
  });
});
