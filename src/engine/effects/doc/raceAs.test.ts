// The continuous modifier `raceAs`: while a card is face-up, some monsters are of another Type,
// read by every Type check on the field (primitives/race.ts raceOf), on made-up cards.
import { describe, expect, it } from 'vitest';
import { rulesetWith } from '../../../cards/ruleset';
import { readBoard } from '../../scenario/readBoard';
import { monsterAtk } from '../../stats';
import { locateMonster } from '../../zones';
import { RACE_NAMES, raceOf } from '../primitives/race';
import { compileCard } from './compile';
import type { CardDoc } from './types';

const FLUTE = 990000301; // while face-up: your opponent's face-up monsters are Insect
const EMPEROR = 990000302; // while face-up: during your turn it is Galaxy; your opponent's non-Galaxy monsters lose 1000 ATK
const mon = (id: number, name: string) => ({ id, name, kind: 'monster', monsterKind: 'effect', attribute: 'DARK', race: 'Fiend', level: 4, atk: 1000, def: 1000, legend: false }) as const;
const CARDS = [mon(FLUTE, 'Test Flute'), mon(EMPEROR, 'Test Emperor')];
const DOCS: CardDoc[] = [
  { id: FLUTE, effects: [], continuous: { modifiers: [{ kind: 'raceAs', to: { side: 'opponent' }, race: 'Insect' }] } },
  {
    id: EMPEROR, effects: [], continuous: { modifiers: [
      { kind: 'atk', to: { side: 'opponent', filter: { not: { race: 'Galaxy' } } }, value: -1000 },
      { kind: 'raceAs', to: 'self', race: 'Galaxy', if: [{ turn: 'you' }] },
    ] },
  },
];
const RULESET = rulesetWith(CARDS, DOCS.map(compileCard));
const vanilla = (ref: string, race: string) => ({ vanilla: { name: ref, level: 4, atk: 2000, def: 0, attribute: 'FIRE', race }, ref });

function board(p0: object, p1: object = {}, turnPlayer: 0 | 1 = 0) {
  const r = readBoard({ turn: 3, turnPlayer, phase: 'main', players: [{ deck: [160302005], ...p0 }, { deck: [160302005], ...p1 }] }, 1, RULESET);
  return { state: r.state, ref: (k: string) => r.refs.get(k) as number };
}

describe('continuous raceAs (R-MEFF-5, R-CARD-2): a face-up card gives monsters another Type', () => {
  it('R-MEFF-5: the opponent\'s face-up monsters are Insect while it is face-up; its own side and face-down monsters keep their Type', () => {
    const { state, ref } = board(
      { monsters: [{ card: { id: FLUTE, ref: 'f' } }, { card: vanilla('mine', 'Dragon') }] },
      { monsters: [{ card: vanilla('a', 'Dragon') }, { card: vanilla('b', 'Warrior'), position: 'defense', faceDown: true }] },
    );
    expect(raceOf(state, ref('a'))).toBe('Insect');
    expect(raceOf(state, ref('b'))).toBe('Warrior');
    expect(raceOf(state, ref('mine'))).toBe('Dragon');
    expect(raceOf(state, ref('f'))).toBe('Fiend');
  });
  it('R-MEFF-6: a face-down source changes nothing', () => {
    const { state, ref } = board({ monsters: [{ card: FLUTE, position: 'defense', faceDown: true }] }, { monsters: [{ card: vanilla('a', 'Dragon') }] });
    expect(raceOf(state, ref('a'))).toBe('Dragon');
  });
  it('a change by an effect\'s step wins over the continuous Type while it lasts', () => {
    const { state, ref } = board({ monsters: [{ card: FLUTE }] }, { monsters: [{ card: vanilla('a', 'Dragon') }] });
    state.lingering.push({ source: ref('a'), target: ref('a'), seat: 1, kind: 'raceAs', value: RACE_NAMES.indexOf('Fairy'), untilTurn: 3 });
    expect(raceOf(state, ref('a'))).toBe('Fairy');
  });
  it('R-MEFF-5: its `if` conditions: Galaxy during its controller\'s turn only', () => {
    const mine = board({ monsters: [{ card: { id: EMPEROR, ref: 'e' } }] }, {}, 0);
    expect(raceOf(mine.state, mine.ref('e'))).toBe('Galaxy');
    const theirs = board({ monsters: [{ card: { id: EMPEROR, ref: 'e' } }] }, {}, 1);
    expect(raceOf(theirs.state, theirs.ref('e'))).toBe('Fiend');
  });
  it('an aura whose filter reads Types ends, and reads the Types other auras give: a Galaxy monster made Insect loses ATK too', () => {
    const at = (b: ReturnType<typeof board>, k: string) => monsterAtk(b.state, locateMonster(b.state, b.ref(k))?.slot ?? (undefined as never));
    const alone = board({ monsters: [{ card: EMPEROR }] }, { monsters: [{ card: vanilla('a', 'Dragon') }, { card: vanilla('g', 'Galaxy') }] });
    expect([at(alone, 'a'), at(alone, 'g')]).toEqual([1000, 2000]);
    const withFlute = board({ monsters: [{ card: EMPEROR }, { card: FLUTE }] }, { monsters: [{ card: vanilla('a', 'Dragon') }, { card: vanilla('g', 'Galaxy') }] });
    expect(raceOf(withFlute.state, withFlute.ref('g'))).toBe('Insect');
    expect([at(withFlute, 'a'), at(withFlute, 'g')]).toEqual([1000, 1000]);
  });
});
