// Contact Fusion (summon.contactFusion): a Fusion monster's own rule, a Main Phase action that
// names its materials and position. Made-up cards in a ruleset of their own, as card data would be.
import { describe, expect, it } from 'vitest';
import { rulesetWith } from '../cards/ruleset';
import { compileCard } from './effects/doc/compile';
import { cardDocProblem } from './effects/doc/validate';
import type { CardDoc } from './effects/doc';
import { legalActions, whyNot } from './legal';
import { readBoard } from './scenario/readBoard';
import { applyAll, refuse } from './testing/mk';
import type { Action, CardDef, DuelState } from './types';
import { locateMonster } from './zones';

const A = 990000101;
const B = 990000102;
const DRAKE = 990000103;
const TWIN = 990000110;
const MIXED = 990000111;
const PLAIN = 990000112;
const ON_MAX = 990000113;
const MAX_C = 160202002;
const MAX_L = 160202001;
const MAX_R = 160202003;
const normal = (id: number, name: string, race = 'Warrior'): CardDef => ({ id, name, kind: 'monster', monsterKind: 'normal', attribute: 'EARTH', race, level: 4, atk: 1000, def: 1000, legend: false }) as CardDef;
const fusion = (id: number, name: string, fusionMaterials: (number | string)[]): CardDef =>
  ({ id, name, kind: 'monster', monsterKind: 'fusion', attribute: 'DARK', race: 'Dragon', level: 7, atk: 2500, def: 2000, legend: false, fusionMaterials }) as CardDef;
const DRAGON = JSON.stringify({ filter: { race: ['Dragon'], cardType: ['monster'] } });
const CARDS = [normal(A, 'Test Material A'), normal(B, 'Test Material B'), normal(DRAKE, 'Test Drake', 'Dragon'), fusion(TWIN, 'Test Contact Twin', [A, B]), fusion(MIXED, 'Test Contact Mixed', [A, DRAGON]), fusion(PLAIN, 'Test Plain Fusion', [A, B]), fusion(ON_MAX, 'Test Contact Max', [MAX_C, MAX_L])];
const contact = (id: number): CardDoc => ({ id, effects: [], summon: { contactFusion: true } });
const RULESET = rulesetWith(CARDS, [contact(TWIN), contact(MIXED), contact(ON_MAX)].map(compileCard));

const load = (p0: Record<string, unknown>, p1: Record<string, unknown> = {}, phase = 'main') => {
  const r = readBoard({ turn: 3, turnPlayer: 0, phase, players: [{ deck: [160302005, 160302005], ...p0 }, { deck: [160302005], ...p1 }] }, 1, RULESET);
  return { state: r.state, uid: (ref: string) => r.refs.get(ref) as number };
};
/** The refusal's text code; refuse() checks the very same state comes back. */
const refused = (s: DuelState, a: Action): string | undefined => {
  refuse(s, a);
  return whyNot(s, a)?.code;
};
const contacts = (s: DuelState): Extract<Action, { type: 'contactFusion' }>[] => legalActions(s).filter((a) => a.type === 'contactFusion');
const twinBoard = (extra: unknown[] = [{ id: TWIN, ref: 'twin' }]) =>
  load({ extra, monsters: [{ card: { id: A, ref: 'a' }, zone: 0 }, { card: { id: B, ref: 'b' }, zone: 2 }] }, { monsters: [{ card: { id: B, ref: 'foeB' } }] });

describe('Contact Fusion (summon.contactFusion)', () => {
  it('R-FUS-1: the document says it with contactFusion true; anything else is refused', () => {
    expect(cardDocProblem(contact(TWIN))).toBeNull();
    expect(cardDocProblem({ id: TWIN, effects: [], summon: { contactFusion: false } })).toMatch(/summon\.contactFusion must be true/);
  });

  it('R-MAIN-1 R-FUS-1: listed in the Main Phase, once per position, for the listed face-up materials only', () => {
    const L = twinBoard();
    const mats = [L.uid('a'), L.uid('b')].sort((x, y) => x - y);
    expect(contacts(L.state)).toEqual([
      { type: 'contactFusion', card: L.uid('twin'), materials: mats, position: 'attack' },
      { type: 'contactFusion', card: L.uid('twin'), materials: mats, position: 'defense' },
    ]);
    // A Fusion monster without the rule (it needs a "Fusion" Spell) is never offered.
    expect(contacts(twinBoard([{ id: PLAIN, ref: 'plain' }]).state)).toEqual([]);
  });

  it('R-FUS-3 R-SS-2: the materials are shuffled into the Deck, then it is Fusion Summoned in the chosen position', () => {
    const L = twinBoard();
    const a = contacts(L.state).find((x) => x.position === 'defense') as Action;
    const { state: s, events } = applyAll(L.state, [a]);
    expect(s.players[0].deck).toEqual(expect.arrayContaining([L.uid('a'), L.uid('b')]));
    expect(s.players[0].deck).toHaveLength(4);
    const at = locateMonster(s, L.uid('twin'));
    expect(at?.slot).toMatchObject({ position: 'defense', faceDown: false, summoned: { how: 'fusion', from: 'extra' } });
    expect(s.players[0].extra).toEqual([]);
    expect(events).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'shuffle', player: 0 }), expect.objectContaining({ type: 'summon', how: 'fusion', card: L.uid('twin') })]));
  });

  it('R-FUS-2: a face-down material, a missing one or an opponent\'s monster does not count', () => {
    const down = load({ extra: [{ id: TWIN, ref: 'twin' }], monsters: [{ card: { id: A, ref: 'a' } }, { card: { id: B, ref: 'b' }, position: 'defense', faceDown: true }] });
    expect(contacts(down.state)).toEqual([]);
    const foe = load({ extra: [{ id: TWIN, ref: 'twin' }], monsters: [{ card: { id: A, ref: 'a' } }] }, { monsters: [{ card: { id: B, ref: 'b' } }] });
    expect(contacts(foe.state)).toEqual([]);
    const mats = [foe.uid('a'), foe.uid('b')].sort((x, y) => x - y);
    expect(whyNot(foe.state, { type: 'contactFusion', card: foe.uid('twin'), materials: mats, position: 'attack' })?.code).toBe('contact.notFaceUp');
  });

  it('R-FUS-2: a generic material is met by any monster that fits it, and each choice is listed', () => {
    const L = load({ extra: [{ id: MIXED, ref: 'mixed' }], monsters: [{ card: { id: A, ref: 'a' } }, { card: { id: DRAKE, ref: 'd1' } }, { card: { id: DRAKE, ref: 'd2' } }] });
    const lists = contacts(L.state).filter((x) => x.position === 'attack').map((x) => x.materials);
    expect(lists).toEqual([[L.uid('a'), L.uid('d1')].sort((x, y) => x - y), [L.uid('a'), L.uid('d2')].sort((x, y) => x - y)]);
    // Two Dragons are not "A" + a Dragon.
    const wrong = [L.uid('d1'), L.uid('d2')].sort((x, y) => x - y);
    expect(refused(L.state, { type: 'contactFusion', card: L.uid('mixed'), materials: wrong, position: 'attack' })).toBe('contact.materials');
  });

  it('R-FUS-4: a MAXIMUM monster is one material (its center); its pieces are not monsters of their own', () => {
    const maxi = { card: { id: MAX_C, ref: 'C' }, maximum: { left: { id: MAX_L, ref: 'L' }, right: { id: MAX_R, ref: 'R' } } };
    const L = load({ extra: [{ id: ON_MAX, ref: 'onMax' }], monsters: [maxi] });
    expect(contacts(L.state)).toEqual([]);
    const mats = [L.uid('C'), L.uid('L')].sort((x, y) => x - y);
    const why = whyNot(L.state, { type: 'contactFusion', card: L.uid('onMax'), materials: mats, position: 'attack' });
    expect(why).toMatchObject({ code: 'contact.notFaceUp', params: { card: L.uid('L') } });
  });

  it('R-SS-1: a Special Summon lock forbids it; a refusal leaves the state as it was', () => {
    const L = twinBoard();
    const locked: DuelState = { ...L.state, lingering: [{ kind: 'noSpecialSummon', target: null, seat: 0, value: 0, untilTurn: 3, source: L.uid('a') } as DuelState['lingering'][number]] };
    expect(contacts(locked)).toEqual([]);
    const mats = [L.uid('a'), L.uid('b')].sort((x, y) => x - y);
    expect(refused(locked, { type: 'contactFusion', card: L.uid('twin'), materials: mats, position: 'attack' })).toBe('contact.locked');
  });

  it('R-MAIN-1: not in the Battle Phase; the shape of the action is checked', () => {
    const L = twinBoard();
    const mats = [L.uid('a'), L.uid('b')].sort((x, y) => x - y);
    const twin = L.uid('twin');
    expect(refused(L.state, { type: 'contactFusion', card: twin, materials: [...mats].reverse(), position: 'attack' })).toBe('contact.materialOrder');
    expect(refused(L.state, { type: 'contactFusion', card: twin, materials: [], position: 'attack' })).toBe('action.materialList');
    expect(refused(L.state, { type: 'contactFusion', card: twin, materials: mats, position: 'set' } as unknown as Action)).toBe('summon.position');
    expect(refused(L.state, { type: 'contactFusion', card: L.uid('a'), materials: mats, position: 'attack' })).toBe('contact.notInExtra');
    const battle = load({ extra: [{ id: TWIN, ref: 'twin' }], monsters: [{ card: { id: A, ref: 'a' } }, { card: { id: B, ref: 'b' } }] }, {}, 'battle');
    const bm = [battle.uid('a'), battle.uid('b')].sort((x, y) => x - y);
    expect(refused(battle.state, { type: 'contactFusion', card: battle.uid('twin'), materials: bm, position: 'attack' })).toBe('phase.noWayBack');
  });
});
