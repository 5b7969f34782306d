// Set locks: a face-up monster's `continuous.noSet` (R-NS-1: a Normal or Tribute Set of a monster
// from the hand; R-SPELL-6: a Spell or Trap Card Set from the hand), on made-up cards.
import { describe, expect, it } from 'vitest';
import { rulesetWith } from '../../cards/ruleset';
import { applyAction } from '../apply';
import { legalActions } from '../legal';
import { readBoard } from '../scenario/readBoard';
import { textKey } from '../text';
import type { Action, DuelState } from '../types';
import { compileCard } from './doc/compile';
import type { CardDoc } from './doc/types';

const WARDEN = 990000301; // while face-up, its controller's opponent cannot Set monsters from the hand
const SEAL = 990000302; // while face-up and the opponent controls a monster, nobody Sets Spells/Traps from the hand
const TRAP = 990000303;
const FIELD = 990000304;
const mon = (id: number, name: string) => ({ id, name, kind: 'monster', monsterKind: 'effect', attribute: 'EARTH', race: 'Rock', level: 4, atk: 1000, def: 1000, legend: false }) as const;
const CARDS = [
  mon(WARDEN, 'Test Warden'), mon(SEAL, 'Test Seal'),
  { id: TRAP, name: 'Test Trap', kind: 'trap', legend: false } as const,
  { id: FIELD, name: 'Test Field', kind: 'spell', spellKind: 'field', legend: false } as const,
];
const DOCS: CardDoc[] = [
  { id: WARDEN, effects: [], continuous: { noSet: [{ cards: 'monster', player: 'opponent' }] } },
  { id: SEAL, effects: [], continuous: { noSet: [{ cards: 'spellTrap', if: [{ count: { place: 'monsterZones', side: 'opponent' } }] }] } },
  { id: TRAP, effects: [{ id: 'e1', kind: 'trap', trigger: { event: 'attack', by: 'opponent' }, steps: [] }] },
  { id: FIELD, effects: [{ id: 'e1', kind: 'spell', steps: [] }] },
];
const RULESET = rulesetWith(CARDS, DOCS.map(compileCard));
const vanilla = (ref: string, level: number) => ({ vanilla: { name: ref, level, atk: 1000, def: 0, attribute: 'FIRE', race: 'Dragon' }, ref });

function board(p0: object, p1: object = {}, turnPlayer: 0 | 1 = 0) {
  const r = readBoard({ turn: 3, turnPlayer, phase: 'main', players: [{ deck: [160302005], ...p0 }, { deck: [160302005], ...p1 }] }, 1, RULESET);
  return { state: r.state, ref: (k: string) => r.refs.get(k) as number };
}
const positions = (state: DuelState, card: number) => [...new Set(legalActions(state).filter((a) => a.type === 'summon' && a.card === card).map((a) => (a as { position: string }).position))];
const setsListed = (state: DuelState, card: number) => legalActions(state).some((a) => a.type === 'setSpellTrap' && a.card === card);
function refusal(state: DuelState, a: Action): string | null {
  const r = applyAction(state, a);
  return r.ok ? null : textKey(r.error);
}

describe('continuous noSet (R-NS-1): a face-up monster stops its opponent Setting monsters from the hand', () => {
  it('the opponent may Summon but not Set, a Tribute Set included; the Set is refused with set.locked', () => {
    const { state, ref } = board({ monsters: [{ card: WARDEN }] }, { hand: [vanilla('l4', 4), vanilla('l5', 5)], monsters: [{ card: 160302005 }] }, 1);
    expect(positions(state, ref('l4'))).toEqual(['attack']);
    expect(positions(state, ref('l5'))).toEqual(['attack']);
    expect(refusal(state, { type: 'summon', card: ref('l4'), position: 'set', zone: 1 })).toBe('set.locked (R-NS-1)');
  });
  it('its controller still Sets; face-down it locks nothing', () => {
    const mine = board({ hand: [vanilla('l4', 4)], monsters: [{ card: WARDEN }] });
    expect(positions(mine.state, mine.ref('l4'))).toEqual(['attack', 'set']);
    const down = board({ monsters: [{ card: WARDEN, position: 'defense', faceDown: true }] }, { hand: [vanilla('l4', 4)] }, 1);
    expect(positions(down.state, down.ref('l4'))).toEqual(['attack', 'set']);
  });
});

describe('continuous noSet (R-SPELL-6): Spell/Trap Sets from the hand, while its conditions hold', () => {
  it('with a monster on the other side, neither player Sets a Trap or a Field Spell; the Set is refused', () => {
    const { state, ref } = board({ hand: [{ id: TRAP, ref: 't' }, { id: FIELD, ref: 'f' }], monsters: [{ card: SEAL }] }, { monsters: [{ card: 160302005 }] });
    expect(setsListed(state, ref('t'))).toBe(false);
    expect(setsListed(state, ref('f'))).toBe(false);
    expect(refusal(state, { type: 'setSpellTrap', card: ref('t'), zone: 0 })).toBe('set.locked (R-SPELL-6)');
  });
  it('with the other side empty, the condition fails and the Set is allowed', () => {
    const { state, ref } = board({ hand: [{ id: TRAP, ref: 't' }], monsters: [{ card: SEAL }] });
    expect(setsListed(state, ref('t'))).toBe(true);
  });
});
