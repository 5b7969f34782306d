// Union Fusion (summon.unionFusion, R-FUS-1): Contact Fusion whose materials go to the bottom
// of the Deck in the order the player lists them. Made-up cards in a ruleset of their own.
import { describe, expect, it } from 'vitest';
import { rulesetWith } from '../cards/ruleset';
import { compileCard } from './effects/doc/compile';
import type { CardDoc } from './effects/doc';
import { legalActions, whyNot } from './legal';
import { readBoard } from './scenario/readBoard';
import { applyAll } from './testing/mk';
import type { Action, CardDef, DuelState } from './types';

const A = 990000501;
const B = 990000502;
const UNION = 990000510;
const normal = (id: number, name: string): CardDef => ({ id, name, kind: 'monster', monsterKind: 'normal', attribute: 'EARTH', race: 'Machine', level: 4, atk: 1000, def: 1000, legend: false }) as CardDef;
const CARDS = [normal(A, 'Test Union A'), normal(B, 'Test Union B'), { id: UNION, name: 'Test Union AB', kind: 'monster', monsterKind: 'fusion', attribute: 'LIGHT', race: 'Machine', level: 6, atk: 2000, def: 2000, legend: false, fusionMaterials: [A, B] } as CardDef];
const DOCS: CardDoc[] = [{ id: UNION, effects: [], summon: { unionFusion: true } }];
const RULESET = rulesetWith(CARDS, DOCS.map(compileCard));

const load = () => {
  const r = readBoard({ turn: 3, turnPlayer: 0, phase: 'main', players: [{ deck: [160302005], extra: [{ id: UNION, ref: 'u' }], monsters: [{ card: { id: A, ref: 'a' } }, { card: { id: B, ref: 'b' } }] }, { deck: [160302005] }] }, 1, RULESET);
  return { state: r.state, uid: (ref: string) => r.refs.get(ref) as number };
};
const unions = (s: DuelState): Extract<Action, { type: 'contactFusion' }>[] => legalActions(s).filter((a) => a.type === 'contactFusion');

describe('Union Fusion (summon.unionFusion, R-FUS-1)', () => {
  it('one action per order of the materials and per position', () => {
    const L = load();
    const [a, b] = [L.uid('a'), L.uid('b')];
    expect(unions(L.state).map((x) => `${x.materials.join(',')} ${x.position}`).sort()).toEqual([`${a},${b} attack`, `${a},${b} defense`, `${b},${a} attack`, `${b},${a} defense`].sort());
  });

  it('the materials go to the Deck bottom in the order listed (the last one lowest), not shuffled', () => {
    const L = load();
    const [a, b] = [L.uid('a'), L.uid('b')];
    const s = applyAll(L.state, [{ type: 'contactFusion', card: L.uid('u'), materials: [b, a], position: 'attack' }]).state;
    expect(s.players[0].deck.slice(-2)).toEqual([b, a]);
    expect(s.players[0].monsters.some((m) => m?.uid === L.uid('u'))).toBe(true);
  });

  it('a material listed twice is refused', () => {
    const L = load();
    const a = L.uid('a');
    expect(whyNot(L.state, { type: 'contactFusion', card: L.uid('u'), materials: [a, a], position: 'attack' })?.code).toBe('contact.materialOrder');
  });
});
