// The words nameAs (document and continuous) and legendAs: a card's name and Legend status
// depend on where it is (R-CARD-4), and every name check reads them (R-CARD-2, R-MAX-18, R-LEG-1).
import { describe, expect, it } from 'vitest';
import { rulesetWith } from '../../cards/ruleset';
import { cardDocText } from '../../i18n/cardText';
import { legalActions } from '../legal';
import { readBoard } from '../scenario/readBoard';
import { applyAll, OVERLORD, OVERLORD_L, OVERLORD_R } from '../testing/mk';
import type { Action, DuelState } from '../types';
import { compileCard } from './doc/compile';
import type { CardDoc } from './doc/types';
import { cardDocProblem } from './doc/validate';
import { legendNow, shownId } from './names';

const TARGET = 990000301;
const TWIN = 990000302;
const ONFIELD = 990000303;
const SEARCH = 990000304;
const STANDIN = 990000305;
const LEGENDS = 990000306;
const monster = (id: number, name: string) => ({ id, name, kind: 'monster', monsterKind: 'effect', attribute: 'WIND', race: 'Winged Beast', level: 4, atk: 1000, def: 1000, legend: false }) as const;
const CARDS = [
  monster(TARGET, 'Test Target'),
  monster(TWIN, 'Test Twin'),
  monster(ONFIELD, 'Test Field Name'),
  monster(STANDIN, 'Test Stand-in'),
  { id: SEARCH, name: 'Test Search', kind: 'spell', spellKind: 'normal', legend: false },
  { id: LEGENDS, name: 'Test Legend Call', kind: 'spell', spellKind: 'normal', legend: false },
] as const;
const DOCS: CardDoc[] = [
  { id: TWIN, effects: [], nameAs: { hand: TARGET, gy: TARGET }, legendAs: ['gy'] },
  { id: ONFIELD, effects: [], continuous: { nameAs: TARGET } },
  { id: STANDIN, effects: [], nameAs: { hand: OVERLORD_L } },
  // Add 1 "Test Target" from your GY to your hand.
  { id: SEARCH, effects: [{ id: 'e1', kind: 'spell', steps: [{ do: 'choose', as: 't', from: { place: 'gy', side: 'you', filter: { ids: [TARGET] } } }, { do: 'move', cards: { chosen: 't' }, to: 'hand' }] }] },
  // Add 1 Legend card from your GY to your hand.
  { id: LEGENDS, effects: [{ id: 'e1', kind: 'spell', steps: [{ do: 'choose', as: 't', from: { place: 'gy', side: 'you', filter: { legend: true } } }, { do: 'move', cards: { chosen: 't' }, to: 'hand' }] }] },
];
const RULESET = rulesetWith(CARDS, DOCS.map(compileCard));

function load(p0: Record<string, unknown>) {
  const r = readBoard({ turn: 3, turnPlayer: 0, phase: 'main', players: [{ deck: [160302005, 160302005], ...p0 }, { deck: [160302005] }] }, 1, RULESET);
  return { state: r.state, uid: (ref: string) => r.refs.get(ref) as number };
}
const offered = (s: DuelState, card: number) => legalActions(s).some((a) => a.type === 'activate' && a.card === card);
const apply = (s: DuelState, ...actions: Action[]): DuelState => applyAll(s, actions).state;

describe('the words nameAs and legendAs (R-CARD-4)', () => {
  it('R-CARD-4: validate by place; a place is a hand, GY or Extra Deck and a card id', () => {
    for (const d of DOCS) expect(cardDocProblem(d)).toBeNull();
    expect(cardDocProblem({ id: 1, effects: [], nameAs: { field: TARGET } })).toMatch(/nameAs has an unknown field "field"/);
    expect(cardDocProblem({ id: 1, effects: [], nameAs: { gy: 0 } })).toMatch(/nameAs\.gy must be/);
    expect(cardDocProblem({ id: 1, effects: [], legendAs: ['deck'] })).toMatch(/legendAs\[0\] must be one of hand, gy/);
    expect(cardDocProblem({ id: 1, effects: [], continuous: { nameAs: 'X' } })).toMatch(/continuous\.nameAs must be/);
  });

  it('R-CARD-4: the name holds in the places the rule names only (hand, GY), never in the Deck or on the field', () => {
    const L = load({ hand: [{ id: TWIN, ref: 'h' }], graveyard: [{ id: TWIN, ref: 'g' }], deck: [{ id: TWIN, ref: 'd' }, 160302005], monsters: [{ card: { id: TWIN, ref: 'f' } }] });
    expect(shownId(L.state, L.uid('h'))).toBe(TARGET);
    expect(shownId(L.state, L.uid('g'))).toBe(TARGET);
    expect(shownId(L.state, L.uid('d'))).toBe(TWIN);
    expect(shownId(L.state, L.uid('f'))).toBe(TWIN);
  });

  it('R-CARD-2: a continuous nameAs names the face-up monster on the field only', () => {
    const L = load({ hand: [{ id: ONFIELD, ref: 'h' }], monsters: [{ card: { id: ONFIELD, ref: 'up' } }, { card: { id: ONFIELD, ref: 'down' }, position: 'defense', faceDown: true }] });
    expect(shownId(L.state, L.uid('up'))).toBe(TARGET);
    expect(shownId(L.state, L.uid('down'))).toBe(ONFIELD);
    expect(shownId(L.state, L.uid('h'))).toBe(ONFIELD);
  });

  it('R-CARD-4: an ids filter on a pile reads the name there ("add 1 Test Target from your GY")', () => {
    const withTwin = load({ hand: [{ id: SEARCH, ref: 's' }], graveyard: [{ id: TWIN, ref: 'g' }] });
    expect(offered(withTwin.state, withTwin.uid('s'))).toBe(true);
    const s = apply(withTwin.state, { type: 'activate', card: withTwin.uid('s'), effect: 'e1' }, { type: 'select', card: withTwin.uid('g') });
    expect(s.players[0].hand).toContain(withTwin.uid('g'));
    // On the field, its printed name: it is no Test Target there.
    const onField = load({ hand: [{ id: SEARCH, ref: 's' }], graveyard: [{ id: ONFIELD, ref: 'g' }] });
    expect(offered(onField.state, onField.uid('s'))).toBe(false);
  });

  it('R-LEG-1: legendAs makes a Legend filter match it in the places it names only', () => {
    const L = load({ hand: [{ id: LEGENDS, ref: 's' }, { id: TWIN, ref: 'h' }], graveyard: [{ id: TWIN, ref: 'g' }] });
    expect(legendNow(L.state, L.uid('g'))).toBe(true);
    expect(legendNow(L.state, L.uid('h'))).toBe(false);
    expect(offered(L.state, L.uid('s'))).toBe(true);
    const none = load({ hand: [{ id: LEGENDS, ref: 's' }, { id: TWIN, ref: 'h' }] });
    expect(offered(none.state, none.uid('s'))).toBe(false);
  });

  it('R-MAX-18: a card bearing a piece\'s name in the hand stands in for it in a MAXIMUM Summon', () => {
    const L = load({ hand: [{ id: OVERLORD, ref: 'c' }, { id: STANDIN, ref: 'l' }, { id: OVERLORD_R, ref: 'r' }] });
    const max = legalActions(L.state).filter((a) => a.type === 'maximumSummon');
    expect(max).toEqual([{ type: 'maximumSummon', card: L.uid('c'), left: L.uid('l'), right: L.uid('r') }]);
    const s = apply(L.state, max[0] as Action);
    expect(s.players[0].monsters[1]?.maximum).toEqual({ left: L.uid('l'), right: L.uid('r') });
    // Both the printed piece and the stand-in: one summon with each.
    const both = load({ hand: [{ id: OVERLORD, ref: 'c' }, { id: STANDIN, ref: 'l' }, { id: OVERLORD_L, ref: 'l2' }, { id: OVERLORD_R, ref: 'r' }] });
    expect(legalActions(both.state).filter((a) => a.type === 'maximumSummon')).toHaveLength(2);
  });

  it('R-CARD-4: the rules are a line of their own before the effects, in each language', () => {
    const name = (id: number): string => (id === TARGET ? 'Test Target' : '?');
    const doc = DOCS[0] as CardDoc;
    expect(cardDocText(doc, 'en', name)).toBe('In the hand or the GY, this card is named "Test Target".\n\nIn the GY, this card counts as a Legend card.');
    expect(cardDocText(doc, 'ja', name)).toContain('手札・墓地にあるこのカードのカード名は「Test Target」として扱う。');
    expect(cardDocText(doc, 'zh', name)).toContain('在墓地的这张卡当作传说卡使用。');
    expect(cardDocText(DOCS[1] as CardDoc, 'en', name)).toContain('This card is named "Test Target" on the field');
  });
});
