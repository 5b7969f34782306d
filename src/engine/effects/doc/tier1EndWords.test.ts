// The words of the last tier-1 cards, on made-up cards: `redirectAttack`, a choice with
// `different`, a face-up card's `fewerTributes` rule and a `battleImmune` limited by `against`.
import { describe, expect, it } from 'vitest';
import { rulesetWith } from '../../../cards/ruleset';
import { applyAction } from '../../apply';
import { legalActions } from '../../legal';
import { readBoard } from '../../scenario/readBoard';
import type { Action, DuelState } from '../../types';
import { findMonster } from '../../zones';
import { compileCard } from './compile';
import { cardDocProblem } from './validate';
import type { CardDoc } from './types';

const LURE = 990000301; // a Trap: an opponent's attack goes to another monster of yours
const PAIR = 990000302; // a monster: return 2 monsters with different names from your GY, draw 1
const PASS = 990000303; // a Field Spell: Level 7+ Wyrms are Tribute Summoned in Attack Position with 1 Tribute
const GUARD = 990000304; // a monster: not destroyed by battle with a Level 4 or lower monster
const mon = (id: number, name: string, level = 4, atk = 1000) => ({ id, name, kind: 'monster', monsterKind: 'effect', attribute: 'EARTH', race: 'Rock', level, atk, def: 1000, legend: false }) as const;
const CARDS = [
  { id: LURE, name: 'Test Lure', kind: 'trap', legend: false } as const,
  mon(PAIR, 'Test Pair'),
  { id: PASS, name: 'Test Pass', kind: 'spell', spellKind: 'field', legend: false } as const,
  mon(GUARD, 'Test Guard', 4, 1500),
];
const DOCS: CardDoc[] = [
  { id: LURE, effects: [{ id: 'e1', kind: 'trap', trigger: { event: 'attack', by: 'opponent' }, steps: [{ do: 'redirectAttack' }] }] },
  {
    id: PAIR,
    effects: [{
      id: 'e1', kind: 'ignition',
      cost: [{ do: 'choose', as: 'back', from: { place: 'gy', side: 'you', filter: { kind: 'monster' } }, min: 2, different: 'name' }, { do: 'move', cards: { chosen: 'back' }, to: 'deckBottom' }],
      steps: [{ do: 'draw', count: 1 }],
    }],
  },
  { id: PASS, effects: [{ id: 'e1', kind: 'spell', steps: [] }], continuous: { fewerTributes: { tributes: 1, filter: { race: 'Wyrm', level: { min: 7 }, position: 'attack' } } } },
  { id: GUARD, effects: [], continuous: { modifiers: [{ kind: 'battleImmune', to: 'self', against: { level: { max: 4 } } }] } },
];
const RULESET = rulesetWith(CARDS, DOCS.map(compileCard));
const FILLER = 160302005;
const v = (ref: string, level: number, atk: number, race = 'Dragon', def = 0) => ({ vanilla: { name: ref, level, atk, def, attribute: 'FIRE', race }, ref });

function board(p0: object, p1: object = {}, turnPlayer: 0 | 1 = 0) {
  const deck = [FILLER, FILLER, FILLER];
  const r = readBoard({ turn: 3, turnPlayer, phase: 'main', players: [{ deck, ...p0 }, { deck, ...p1 }] }, 1, RULESET);
  return { state: r.state, ref: (k: string) => r.refs.get(k) as number };
}
function play(state: DuelState, ...as: Action[]): DuelState {
  let s = state;
  for (const a of as) {
    const res = applyAction(s, a);
    if (!res.ok) throw new Error(`${JSON.stringify(a)}: ${res.error}`);
    s = res.state;
  }
  return s;
}
const offered = (s: DuelState, card: number) => legalActions(s).some((a) => a.type === 'activate' && a.card === card);
const summons = (s: DuelState, card: number) => legalActions(s).filter((a) => a.type === 'summon' && a.card === card).map((a) => (a as { position: string }).position);

describe('the document words are valid', () => {
  it('every made-up document validates', () => {
    for (const d of DOCS) expect(cardDocProblem(d)).toBeNull();
  });
  it('a choice with both same and different is refused', () => {
    const bad = { id: PAIR, effects: [{ id: 'e1', kind: 'ignition', steps: [{ do: 'choose', as: 'x', from: { place: 'gy', side: 'you' }, min: 2, same: 'level', different: 'name' }] }] };
    expect(cardDocProblem(bad)).toMatch(/same or different/);
  });
});

describe('redirectAttack (R-BAT-4, R-BAT-7)', () => {
  const start = () => board(
    { monsters: [{ card: v('weak', 4, 500) }, { card: v('wall', 4, 0, 'Rock', 3000), position: 'defense' }], spellTraps: [{ card: { id: LURE, ref: 'lure' }, faceDown: true }] },
    { monsters: [{ card: v('a', 4, 2000) }] },
    1,
  );
  it('R-BAT-7: the attack goes on against the picked monster, with no new declaration and no replay', () => {
    const { state, ref } = start();
    let s = play(state, { type: 'enterBattle' }, { type: 'attack', attacker: ref('a'), target: ref('weak') }, { type: 'activate', card: ref('lure'), effect: 'e1' });
    expect(s.pending).toMatchObject({ kind: 'choose', from: [ref('wall')] });
    const res = applyAction(s, { type: 'select', card: ref('wall') });
    if (!res.ok) throw new Error(String(res.error));
    expect(res.events).toContainEqual(expect.objectContaining({ type: 'attack', attacker: ref('a'), target: ref('wall'), replay: true }));
    s = res.state;
    // The battle resolves against the Defense Position monster: 2000 against 3000 DEF.
    while (s.pending?.kind === 'respond') s = play(s, { type: 'pass' });
    expect(s.pending?.kind).not.toBe('attackReplay');
    expect(s.players[1].lp).toBe(7000);
    expect(findMonster(s.players[0], ref('weak'))).toBeGreaterThanOrEqual(0);
    const attacker = s.players[1].monsters.find((m) => m?.uid === ref('a'));
    expect(attacker?.attacks).toBe(1);
  });
  it('R-MEFF-2: with no other monster the attacker could attack, it cannot be activated', () => {
    const { state, ref } = board(
      { monsters: [{ card: v('weak', 4, 500) }], spellTraps: [{ card: { id: LURE, ref: 'lure' }, faceDown: true }] },
      { monsters: [{ card: v('a', 4, 2000) }] },
      1,
    );
    const s = play(state, { type: 'enterBattle' }, { type: 'attack', attacker: ref('a'), target: ref('weak') });
    expect(s.pending?.kind === 'respond' && s.pending.traps.includes(ref('lure'))).toBe(false);
  });
});

describe('choose different (R-MEFF-2)', () => {
  it('the second pick never shares the first one\'s name; a GY of one name cannot pay the cost', () => {
    const twins = { id: FILLER, ref: 'f1' };
    const { state, ref } = board({ monsters: [{ card: { id: PAIR, ref: 'p' } }], graveyard: [twins, { id: FILLER, ref: 'f2' }, v('other', 4, 100)] });
    expect(offered(state, ref('p'))).toBe(true);
    const s = play(state, { type: 'activate', card: ref('p'), effect: 'e1' }, { type: 'select', card: ref('f1') });
    expect(s.pending).toMatchObject({ kind: 'choose', from: [ref('other')] });
    const same = board({ monsters: [{ card: { id: PAIR, ref: 'p' } }], graveyard: [{ id: FILLER, ref: 'f1' }, { id: FILLER, ref: 'f2' }] });
    expect(offered(same.state, same.ref('p'))).toBe(false);
  });
});

describe('continuous fewerTributes (R-NS-4)', () => {
  it('a face-up Field Spell: a Level 7 Wyrm is Tribute Summoned in Attack Position with 1 Tribute, for either player', () => {
    const { state, ref } = board({ field: { card: PASS, faceDown: false }, hand: [v('wy', 7, 2500, 'Wyrm'), v('dr', 7, 2500, 'Dragon')], monsters: [{ card: FILLER }] });
    expect(summons(state, ref('wy'))).toEqual(['attack']);
    expect(summons(state, ref('dr'))).toEqual([]);
    const s = play(state, { type: 'summon', card: ref('wy'), position: 'attack' });
    expect(s.pending).toMatchObject({ kind: 'tribute', needed: 1 });
    const theirs = board({ field: { card: PASS, faceDown: false } }, { hand: [v('wy', 7, 2500, 'Wyrm')], monsters: [{ card: FILLER }] }, 1);
    expect(summons(theirs.state, theirs.ref('wy'))).toEqual(['attack']);
  });
  it('a Tribute Set still needs 2; a face-down Field Spell changes nothing', () => {
    const two = board({ field: { card: PASS, faceDown: false }, hand: [v('wy', 7, 2500, 'Wyrm')], monsters: [{ card: FILLER }, { card: FILLER }] });
    expect(summons(two.state, two.ref('wy'))).toEqual(['attack', 'set']);
    const set = play(two.state, { type: 'summon', card: two.ref('wy'), position: 'set' });
    expect(set.pending).toMatchObject({ kind: 'tribute', needed: 2 });
    const off = board({ field: { card: PASS, faceDown: true }, hand: [v('wy', 7, 2500, 'Wyrm')], monsters: [{ card: FILLER }] });
    expect(summons(off.state, off.ref('wy'))).toEqual([]);
  });
});

describe('battleImmune against (R-DMG-2, R-DMG-5, R-BAT-8)', () => {
  const attackOn = (level: number) => {
    const { state, ref } = board({ monsters: [{ card: { id: GUARD, ref: 'g' } }] }, { monsters: [{ card: v('a', level, 2000) }] }, 1);
    let s = play(state, { type: 'enterBattle' }, { type: 'attack', attacker: ref('a'), target: ref('g') });
    while (s.pending?.kind === 'respond') s = play(s, { type: 'pass' });
    return { s, ref };
  };
  it('a Level 4 attacker with more ATK deals damage but does not destroy it', () => {
    const { s, ref } = attackOn(4);
    expect(s.players[0].lp).toBe(7500);
    expect(findMonster(s.players[0], ref('g'))).toBeGreaterThanOrEqual(0);
  });
  it('a Level 5 attacker destroys it', () => {
    const { s, ref } = attackOn(5);
    expect(s.players[0].lp).toBe(7500);
    expect(findMonster(s.players[0], ref('g'))).toBe(-1);
  });
});

describe('anyOf in the filter of a rule kept in the duel state (R-BAT-2)', () => {
  const LOCK: CardDoc = { id: PAIR, effects: [{ id: 'e1', kind: 'ignition', steps: [{ do: 'forbid', what: 'attackExcept', filter: { anyOf: [{ race: 'Dragon' }, { race: 'Wyrm' }] } }] }] };
  it('validates one level deep, and refuses an anyOf inside it', () => {
    expect(cardDocProblem(LOCK)).toBeNull();
    const deeper = { ...LOCK, effects: [{ id: 'e1', kind: 'ignition', steps: [{ do: 'forbid', what: 'attackExcept', filter: { anyOf: [{ anyOf: [{ race: 'Dragon' }] }] } }] }] };
    expect(cardDocProblem(deeper)).not.toBeNull();
  });
  it('only monsters passing one of its parts may attack', () => {
    const rules = rulesetWith(CARDS, [...DOCS.filter((d) => d.id !== PAIR), LOCK].map(compileCard));
    const r = readBoard({ turn: 3, turnPlayer: 0, phase: 'main', players: [{ deck: [FILLER], monsters: [{ card: { id: PAIR, ref: 'p' } }, { card: v('dr', 4, 1000, 'Dragon') }, { card: v('wy', 4, 1000, 'Wyrm') }] }, { deck: [FILLER] }] }, 1, rules);
    const ref = (k: string) => r.refs.get(k) as number;
    const s = play(r.state, { type: 'activate', card: ref('p'), effect: 'e1' }, { type: 'enterBattle' });
    const attackers = [...new Set(legalActions(s).filter((a) => a.type === 'attack').map((a) => (a as { attacker: number }).attacker))];
    expect(attackers.sort()).toEqual([ref('dr'), ref('wy')].sort());
  });
});

describe('tossCoin and heads (R-MEFF-2)', () => {
  const COIN: CardDoc = {
    id: PAIR,
    effects: [{ id: 'e1', kind: 'ignition', steps: [{ do: 'tossCoin', times: 3, as: 'coin' }, { do: 'damage', player: 'opponent', amount: 100, if: [{ heads: 'coin', min: 2 }] }, { do: 'damage', player: 'you', amount: 100, if: [{ heads: 'coin', max: 0 }] }] }],
  };
  const rules = rulesetWith(CARDS, [...DOCS.filter((d) => d.id !== PAIR), COIN].map(compileCard));
  const toss = (seed: number) => {
    const r = readBoard({ turn: 3, turnPlayer: 0, phase: 'main', players: [{ deck: [FILLER], monsters: [{ card: { id: PAIR, ref: 'p' } }] }, { deck: [FILLER] }] }, seed, rules);
    const res = applyAction(r.state, { type: 'activate', card: r.refs.get('p') as number, effect: 'e1' });
    if (!res.ok) throw new Error(String(res.error));
    const heads = res.events.filter((e) => e.type === 'coin').map((e) => (e as { heads: boolean }).heads);
    return { heads, lp: [res.state.players[0].lp, res.state.players[1].lp] };
  };
  it('the tosses are draws of the seeded RNG: one coin event each, the same for the same seed', () => {
    for (let seed = 1; seed <= 6; seed++) {
      const a = toss(seed);
      expect(a.heads).toHaveLength(3);
      expect(toss(seed)).toEqual(a);
      const n = a.heads.filter(Boolean).length;
      expect(a.lp).toEqual([n === 0 ? 7900 : 8000, n >= 2 ? 7900 : 8000]);
    }
  });
  it('a step under heads is not checked before activation (the coin is not tossed yet)', () => {
    const r = readBoard({ turn: 3, turnPlayer: 0, phase: 'main', players: [{ deck: [FILLER], monsters: [{ card: { id: PAIR, ref: 'p' } }] }, { deck: [FILLER] }] }, 1, rules);
    expect(offered(r.state, r.refs.get('p') as number)).toBe(true);
  });
});
