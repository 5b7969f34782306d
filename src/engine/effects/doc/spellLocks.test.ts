// The Spell locks: the `forbid` form `activateSpells` with `spellKind`, `player` `both` and
// `duration`, and the continuous rule `lockSpells`, on made-up cards.
import { describe, expect, it } from 'vitest';
import { rulesetWith } from '../../../cards/ruleset';
import { applyAction } from '../../apply';
import { legalActions } from '../../legal';
import { readBoard } from '../../scenario/readBoard';
import { deserialize, serialize } from '../../serialize';
import type { Action, DuelState } from '../../types';
import { compileCard } from './compile';
import type { CardDoc } from './types';

const LOCKER = 990046301; // ignition: neither player can activate Normal Spells until the end of the opponent's next turn
const WARDEN = 990046302; // continuous: its opponent cannot activate Normal Spells, except FREE
const DRAW = 990046303; // Normal Spell: draw 1
const FREE = 990046304; // Normal Spell: gain 100 LP
const mon = (id: number, name: string) => ({ id, name, kind: 'monster', monsterKind: 'effect', attribute: 'EARTH', race: 'Rock', level: 4, atk: 1000, def: 1000, legend: false }) as const;
const spell = (id: number, name: string) => ({ id, name, kind: 'spell', spellKind: 'normal', legend: false }) as const;
const CARDS = [mon(LOCKER, 'Test Locker'), mon(WARDEN, 'Test Warden'), spell(DRAW, 'Test Draw'), spell(FREE, 'Test Free')];
const DOCS: CardDoc[] = [
  { id: LOCKER, effects: [{ id: 'e1', kind: 'ignition', steps: [{ do: 'forbid', what: 'activateSpells', spellKind: 'normal', player: 'both', duration: 'opponentsNextTurn' }] }] },
  { id: WARDEN, effects: [], continuous: { lockSpells: { player: 'opponent', filter: { spellKind: 'normal', not: { ids: [FREE] } } } } },
  { id: DRAW, effects: [{ id: 'e1', kind: 'spell', steps: [{ do: 'draw', count: 1 }] }] },
  { id: FREE, effects: [{ id: 'e1', kind: 'spell', steps: [{ do: 'gainLp', amount: 100 }] }] },
];
const RULESET = rulesetWith(CARDS, DOCS.map(compileCard));
const c = (id: number, ref: string) => ({ id, ref });

function board(mine: object[], theirs: object[], hand: object[], theirHand: object[] = [], faceDown = false) {
  const deck = Array.from({ length: 8 }, () => 160302005);
  const r = readBoard(
    {
      turn: 3, turnPlayer: 0, phase: 'main',
      players: [
        { deck, monsters: mine.map((card) => (faceDown ? { card, faceDown: true, position: 'defense' } : { card })), hand },
        { deck, monsters: theirs.map((card) => ({ card })), hand: theirHand },
      ],
    },
    1,
    RULESET,
  );
  return { state: r.state, ref: (k: string) => r.refs.get(k) as number };
}
function play(state: DuelState, a: Action): DuelState {
  const res = applyAction(state, a);
  if (!res.ok) throw new Error(`${JSON.stringify(a)}: ${res.error.code}`);
  return res.state;
}
const offered = (s: DuelState, uid: number) => legalActions(s).some((a) => a.type === 'activate' && a.card === uid);
const refusal = (s: DuelState, uid: number) => {
  const res = applyAction(s, { type: 'activate', card: uid, effect: 'e1' });
  return res.ok ? null : res.error.code;
};

describe('forbid activateSpells spellKind, player both, duration (R-END-1)', () => {
  it('R-END-1 each player is barred from Normal Spells through the opponent\'s next turn', () => {
    const b = board([c(LOCKER, 'l')], [], [c(DRAW, 'd'), c(FREE, 'fr')], [c(DRAW, 'od')]);
    const s = play(b.state, { type: 'activate', card: b.ref('l'), effect: 'e1' });
    expect(s.lingering.filter((l) => l.kind === 'noSpellActivation').map((l) => [l.seat, l.untilTurn, l.filter])).toEqual([
      [0, 4, { kind: 'spell', spellKind: 'normal' }],
      [1, 4, { kind: 'spell', spellKind: 'normal' }],
    ]);
    expect(offered(s, b.ref('d'))).toBe(false);
    expect(refusal(s, b.ref('d'))).toBe('activate.spellsForbidden');
    expect(offered(s, b.ref('fr'))).toBe(false);
    // It survives a save, and binds the opponent in their next turn.
    const back = deserialize(serialize(s), RULESET);
    expect(back.ok).toBe(true);
    const next = play(s, { type: 'endTurn' });
    expect(next.turn).toBe(4);
    expect(refusal(next, b.ref('od'))).toBe('activate.spellsForbidden');
    // Over once that turn ends.
    const after = play(next, { type: 'endTurn' });
    expect(after.turn).toBe(5);
    expect(offered(after, b.ref('d'))).toBe(true);
  });
});

describe('continuous lockSpells (R-MEFF-5, R-MEFF-6)', () => {
  it('R-MEFF-5 while it is face-up its opponent cannot activate a Normal Spell passing the filter; the excepted name and its controller stay free', () => {
    const b = board([], [c(WARDEN, 'w')], [c(DRAW, 'd'), c(FREE, 'fr')]);
    expect(offered(b.state, b.ref('d'))).toBe(false);
    expect(refusal(b.state, b.ref('d'))).toBe('activate.spellsLocked');
    expect(offered(b.state, b.ref('fr'))).toBe(true);
    const own = board([c(WARDEN, 'w')], [], [c(DRAW, 'd')]);
    expect(offered(own.state, own.ref('d'))).toBe(true);
  });
  it('R-MEFF-6 a face-down one locks nothing', () => {
    const b = board([c(WARDEN, 'w')], [], [], [c(DRAW, 'od')], true);
    expect(b.state.players[0].monsters.some((m) => m?.faceDown)).toBe(true);
    const s = play(b.state, { type: 'endTurn' });
    expect(s.turnPlayer).toBe(1);
    expect(offered(s, b.ref('od'))).toBe(true);
  });
});
