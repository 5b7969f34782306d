// `forbid` `specialSummon` `faceUpOnly` (R-SS-1, R-SS-2): a lock of face-up Special Summons leaves a
// face-down one allowed, and a choice the effect summons face-down is read so (`summonFaceDown`);
// the summon rule `onlyBy`: only the named card's effect may Special Summon the monster. Made-up cards.
import { describe, expect, it } from 'vitest';
import { rulesetWith } from '../../../cards/ruleset';
import { applyAction } from '../../apply';
import { readBoard } from '../../scenario/readBoard';
import type { Action, DuelState } from '../../types';
import { canSpecialSummon } from '../primitives/moves';
import { compileCard } from './compile';
import { narrowChoices } from './choiceRules';
import type { CardDoc } from './types';

const LOCK = 990000401; // your opponent cannot Special Summon Level 4 or lower monsters face-up from the GY
const REVIVE_SET = 990000402; // Special Summon 1 monster from your GY face-down
const ONLY = 990000403; // only REVIVE_SET's effect may Special Summon it
const mon = (id: number, name: string) => ({ id, name, kind: 'monster', monsterKind: 'effect', attribute: 'EARTH', race: 'Rock', level: 4, atk: 1000, def: 1000, legend: false }) as const;
const CARDS = [mon(LOCK, 'Test Face-up Lock'), mon(REVIVE_SET, 'Test Revive Set'), mon(ONLY, 'Test Only By')];
const reviveSteps: CardDoc['effects'][number]['steps'] = [
  { do: 'choose', as: 'summoned', from: { place: 'gy', side: 'you', filter: { kind: 'monster', summonable: true } } },
  { do: 'specialSummon', cards: { chosen: 'summoned' }, position: 'faceDownDefense' },
];
const DOCS: CardDoc[] = [
  { id: LOCK, effects: [{ id: 'e1', kind: 'ignition', steps: [{ do: 'forbid', what: 'specialSummon', filter: { level: { max: 4 } }, from: ['gy'], player: 'opponent', faceUpOnly: true }] }] },
  { id: REVIVE_SET, effects: [{ id: 'e1', kind: 'ignition', steps: reviveSteps }] },
  { id: ONLY, summon: { onlyBy: [REVIVE_SET] }, effects: [] },
];
const RULESET = rulesetWith(CARDS, DOCS.map(compileCard));
const v = (ref: string) => ({ vanilla: { name: ref, level: 4, atk: 1000, def: 0, attribute: 'FIRE', race: 'Dragon' }, ref });

function board(p0: object, p1: object) {
  const r = readBoard({ turn: 3, turnPlayer: 0, phase: 'main', players: [{ deck: [160302005], ...p0 }, { deck: [160302005], ...p1 }] }, 1, RULESET);
  return { state: r.state, ref: (k: string) => r.refs.get(k) as number };
}
function play(state: DuelState, a: Action): DuelState {
  const res = applyAction(state, a);
  if (!res.ok) throw new Error(`${JSON.stringify(a)}: ${res.error}`);
  return res.state;
}

describe('forbid specialSummon faceUpOnly (R-SS-1, R-SS-2)', () => {
  it('the opponent cannot Special Summon the Level 4 face-up from the GY, but may face-down', () => {
    const b = board({ monsters: [{ card: { id: LOCK, ref: 'lock' } }] }, { graveyard: [v('g')] });
    const s = play(b.state, { type: 'activate', card: b.ref('lock'), effect: 'e1' });
    expect(canSpecialSummon(s, 1, b.ref('g'))).toBe(false);
    expect(canSpecialSummon(s, 1, b.ref('g'), 0, { faceDown: true })).toBe(true);
  });

  it('a choice summoned face-down is read for a face-down summon (summonFaceDown)', () => {
    const narrowed = narrowChoices(reviveSteps);
    const first = narrowed[0];
    expect(first?.do === 'choose' && typeof first.from === 'object' && 'place' in first.from ? first.from.filter?.summonFaceDown : undefined).toBe(true);
  });
});

describe('summon rule onlyBy (R-SS-1)', () => {
  it('only the named card may Special Summon it', () => {
    const b = board({ monsters: [{ card: { id: REVIVE_SET, ref: 'rv' } }], graveyard: [{ id: ONLY, ref: 'o' }] }, {});
    expect(canSpecialSummon(b.state, 0, b.ref('o'))).toBe(false);
    expect(canSpecialSummon(b.state, 0, b.ref('o'), 0, { byCard: b.ref('rv') })).toBe(true);
  });
});
