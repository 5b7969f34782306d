// ritualSummon: the Ritual Summon of a card document (R-RIT), on made-up cards.
import { describe, expect, it } from 'vitest';
import { rulesetWith } from '../../../../cards/ruleset';
import { applyAction } from '../../../apply';
import { legalActions } from '../../../legal';
import { readBoard } from '../../../scenario/readBoard';
import type { Action, DuelState } from '../../../types';
import { monsterAtk } from '../../../stats';
import { locateMonster } from '../../../zones';
import { compileCard } from '../../doc/compile';
import type { CardDoc, DocStep } from '../../doc/types';
import { cardDocProblem } from '../../doc/validate';
import { applyAll } from '../../../testing/mk';

const LORD = 990000201;
const RITE = 990000202;
const EXACT = 990000203;
const FIENDS = 990000204;
const NORMALS = 990000205;
const HELPER = 990000206;
const CARDS = [
  { id: LORD, name: 'Test Ritual Lord', kind: 'monster', monsterKind: 'ritual', attribute: 'DARK', race: 'Fiend', level: 7, atk: 2700, def: 2000, legend: false },
  { id: RITE, name: 'Test Rite', kind: 'spell', spellKind: 'ritual', legend: false },
  { id: EXACT, name: 'Test Exact Rite', kind: 'spell', spellKind: 'ritual', legend: false },
  { id: FIENDS, name: 'Test Fiend Rite', kind: 'spell', spellKind: 'ritual', legend: false },
  { id: NORMALS, name: 'Test Normal Rite', kind: 'spell', spellKind: 'ritual', legend: false },
  { id: HELPER, name: 'Test Helper', kind: 'monster', monsterKind: 'effect', attribute: 'EARTH', race: 'Warrior', level: 3, atk: 0, def: 0, legend: false },
] as const;
const spell = (id: number, ...steps: DocStep[]): CardDoc => ({ id, effects: [{ id: 'e1', kind: 'spell', steps }] });
const DOCS = [
  spell(
    RITE,
    { do: 'ritualSummon', monster: { ids: [LORD] }, from: ['monsterZones', 'hand'], as: 'summoned', materialsAs: 'sent' },
    { do: 'modify', cards: { chosen: 'summoned' }, kind: 'atk', value: { times: 100, countOf: { chosen: 'sent' } } },
  ),
  spell(EXACT, { do: 'ritualSummon', monster: { race: 'Fiend' }, from: ['monsterZones'], faceUp: true, exact: true }),
  spell(FIENDS, { do: 'ritualSummon', monster: { ids: [LORD] }, from: ['monsterZones'], faceUp: true, materials: { race: 'Fiend' } }),
  spell(NORMALS, { do: 'ritualSummon', monster: { ids: [LORD] }, from: ['monsterZones', 'hand'], handMaterials: { not: { effectMonster: true } } }),
];
const RULESET = rulesetWith(CARDS, DOCS.map(compileCard));

const mon = (ref: string, level: number, race = 'Warrior', faceDown = false) => ({
  card: { vanilla: { name: ref, level, atk: 1000, def: 1000, attribute: 'EARTH', race }, ref },
  ...(faceDown ? { position: 'defense', faceDown: true } : {}),
});
function load(spellId: number, monsters: unknown[], hand: unknown[] = []) {
  const r = readBoard(
    { turn: 3, turnPlayer: 0, phase: 'main', players: [{ deck: [160302005, 160302005], hand: [{ id: spellId, ref: 'rite' }, ...hand], extra: [{ id: LORD, ref: 'lord' }], monsters }, { deck: [160302005] }] },
    1,
    RULESET,
  );
  return { state: r.state, uid: (ref: string) => r.refs.get(ref) as number };
}
const apply = (s: DuelState, ...actions: Action[]): DuelState => applyAll(s, actions).state;
const offered = (s: DuelState, card: number) => legalActions(s).some((a) => a.type === 'activate' && a.card === card);

describe('ritualSummon (R-RIT)', () => {
  it('R-RIT-2 R-RIT-4: validates, and Tributes from the field and the hand go to the GY before the Ritual monster comes from the Extra Deck', () => {
    for (const d of DOCS) expect(cardDocProblem(d)).toBeNull();
    const L = load(RITE, [mon('a', 4)], [mon('h', 3).card]);
    const s = apply(L.state, { type: 'activate', card: L.uid('rite'), effect: 'e1' }, { type: 'select', card: L.uid('lord') }, { type: 'option', index: 0 });
    expect(s.players[0].gy).toEqual(expect.arrayContaining([L.uid('a'), L.uid('h')]));
    expect(locateMonster(s, L.uid('lord'))?.slot).toMatchObject({ position: 'attack', faceDown: false });
    expect(s.players[0].extra).not.toContain(L.uid('lord'));
  });

  it('R-RIT-3: a total below the Level refuses the activation', () => {
    const L = load(RITE, [mon('a', 4), mon('b', 2)]);
    expect(offered(L.state, L.uid('rite'))).toBe(false);
  });

  it('R-RIT-3: no superfluous Tribute: Lv4, Lv4 and Lv3 offer only pairs, never all three', () => {
    const L = load(RITE, [mon('a', 4), mon('b', 4), mon('c', 3)]);
    const s = apply(L.state, { type: 'activate', card: L.uid('rite'), effect: 'e1' }, { type: 'select', card: L.uid('lord') });
    expect(s.pending?.kind).toBe('option');
    // a+b (8), a+c (7), b+c (7); a+b+c (11) leaves one over.
    expect(s.pending?.kind === 'option' ? s.pending.options.length : 0).toBe(3);
  });

  it('R-RIT-3: "monsters from your field" counts a face-down one, faceUp does not', () => {
    const L = load(RITE, [mon('a', 4), mon('d', 3, 'Warrior', true)]);
    expect(offered(L.state, L.uid('rite'))).toBe(true);
    const F = load(FIENDS, [mon('a', 4, 'Fiend'), mon('d', 3, 'Fiend', true)]);
    expect(offered(F.state, F.uid('rite'))).toBe(false);
  });

  it('R-RIT-3: exact: Lv4 + Lv4 is not 7, Lv4 + Lv3 is', () => {
    const over = load(EXACT, [mon('a', 4), mon('b', 4)]);
    expect(offered(over.state, over.uid('rite'))).toBe(false);
    const L = load(EXACT, [mon('a', 4), mon('b', 4), mon('c', 3)]);
    const s = apply(L.state, { type: 'activate', card: L.uid('rite'), effect: 'e1' }, { type: 'select', card: L.uid('lord') });
    expect(s.pending?.kind === 'option' ? s.pending.options.length : 0).toBe(2);
  });

  it('R-RIT-3: materials narrow the Tributes to a Type', () => {
    const L = load(FIENDS, [mon('a', 4, 'Fiend'), mon('b', 4)]);
    expect(offered(L.state, L.uid('rite'))).toBe(false);
    const M = load(FIENDS, [mon('a', 4, 'Fiend'), mon('b', 4, 'Fiend')]);
    expect(offered(M.state, M.uid('rite'))).toBe(true);
  });

  it('R-RIT-4: as and materialsAs keep the summoned monster and the Tributes for later steps', () => {
    const L = load(RITE, [mon('a', 4)], [mon('h', 3).card]);
    const r = applyAction(apply(L.state, { type: 'activate', card: L.uid('rite'), effect: 'e1' }, { type: 'select', card: L.uid('lord') }), { type: 'option', index: 0 });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.events).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'summon', how: 'ritual', card: L.uid('lord') })]));
    // 2 Tributes sent: the summoned monster gains 200.
    const at = locateMonster(r.state, L.uid('lord'));
    expect(at && monsterAtk(r.state, at.slot)).toBe(2900);
  });

  it('R-RIT-3: handMaterials narrows the Tributes from the hand only (no Effect Monster from the hand)', () => {
    const L = load(NORMALS, [mon('a', 4)], [{ id: HELPER, ref: 'x' }]);
    expect(offered(L.state, L.uid('rite'))).toBe(false);
    const M = load(NORMALS, [mon('a', 4)], [mon('h', 3).card]);
    expect(offered(M.state, M.uid('rite'))).toBe(true);
  });
});
