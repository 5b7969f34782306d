// Card coverage: seeded random duels with every card of the pool, checked after every action
// like the other property tests, must between them activate every card that has an
// activated effect (monster effects, Spells, Traps, summon rules). Players here prefer
// activations (70%) so rarely reachable effects are reached in a few hundred duels.
import { describe, expect, it } from 'vitest';
import { CARD_POOL } from '../cards/pool';
import { PRESET_DECKS } from '../cards/presets';
import { randomPoolDeck } from '../decks/randomDeck';
import { docScript } from '../cards/docs';
import { applyAction } from './apply';
import { legalActions } from './legal';
import { nextInt } from './rng';
import { readBoard } from './scenario/readBoard';
import { transitionProblems, playRandomDuel } from './testing/randomDuel';
import type { DeckList } from './setup';
import type { Action } from './types';
import { testRuleset } from './testing/ruleset';
import { textKey } from './text';
import { STAGED } from './testing/staged';
import { leads } from './testing/staged/base';
import { testSize } from './testing/size';

const deck = (key: string): DeckList => {
  const p = PRESET_DECKS.find((d) => d.key === key);
  if (!p) throw new Error(key);
  return { main: p.main, extra: p.extra };
};
// The Yggdrago set is in the pool but in no preset: a variant of the MAXIMUM deck plays it
// in place of the Skystream set.
const SWAP: Record<number, number> = { 160203001: 160202010, 160203002: 160202011, 160203003: 160202012 };
const YGGDRAGO: DeckList = { main: deck('maximum').main.map((id) => SWAP[id as number] ?? id), extra: [] };
// The first tier-1 cards written as documents are in no preset yet: a deck of them with the
// monsters their conditions ask for (Level 7 Spellcasters, FIRE monsters, a Dragon Normal Monster).
const copies = (n: number, id: number): number[] => Array.from({ length: n }, () => id);
const TIER1: DeckList = {
  main: [
    ...copies(3, 160001017), ...copies(2, 160202005), ...copies(2, 160001037), ...copies(3, 160001026), ...copies(3, 160001019),
    ...copies(2, 160001038), ...copies(2, 160402001), ...copies(2, 160405002), ...copies(2, 160001041), ...copies(2, 160001042),
    ...copies(3, 160003021), ...copies(3, 160001032), ...copies(2, 160002039), ...copies(2, 160001028),
    ...copies(3, 160301001), ...copies(3, 160312012), 160001000,
  ],
  extra: [],
};
// The second batch of tier-1 documents: two decks of them with the cards they name or ask
// for ("Sevens Road Magician", "Sportsdragon Keeper", "Red-Eyes Black Dragon", "Bleach Mortar").
const TIER1B: DeckList = {
  main: [
    ...copies(3, 160301001), ...copies(2, 160301002), ...copies(2, 160401001), ...copies(2, 160001039), ...copies(2, 160002016),
    ...copies(2, 160301009), ...copies(2, 160002036), ...copies(2, 160001034), ...copies(2, 160001018), ...copies(2, 160001022),
    ...copies(2, 160003014), 160001042, ...copies(2, 160001043), ...copies(2, 160001048), ...copies(2, 160002030),
    ...copies(2, 160001025), ...copies(2, 160001024), ...copies(2, 160002027), ...copies(2, 160001033), ...copies(2, 160001045),
  ],
  extra: [],
};
const TIER1C: DeckList = {
  main: [
    ...copies(3, 160002001), ...copies(2, 160002020), ...copies(2, 160002019), ...copies(2, 160405003), ...copies(2, 160411001),
    ...copies(2, 160001030), ...copies(2, 160001020), ...copies(2, 160004032), 160202021, ...copies(2, 160202024), 160202022,
    160002026, 160003017, 160002033, 160004024, 160004047, 160402006, 160201011, 160201010, 160201002, 160201003, 160004019,
    ...copies(2, 160404001), ...copies(2, 160404002), 160404003, 160003025, 160003037, 160003026, 160003044, 160002029,
  ],
  extra: [],
};
// The third batch of tier-1 documents, in five decks by theme with the Normal Monsters their
// conditions ask for (Psychics and LP, Aqua/Fish/Dragons, Beasts/Warriors/Wyrms, Fiends/Pyros/
// Cyberse, and the rest with "Dark Magician").
const deckOf = (entries: [number, number][]): DeckList => ({ main: entries.flatMap(([id, n]) => copies(n, id)), extra: [] });
const TIER1D = deckOf([
  [160002025, 2], [160002023, 2], [160002024, 2], [160002037, 2], [160201037, 2], [160201039, 2], [160201031, 3], [160201030, 2], [160201029, 2],
  [160201028, 2], [160002049, 2], [160002002, 3], [160002003, 3], [160004014, 3], [160002044, 2], [160004017, 2], [160203018, 2],
]);
const TIER1E = deckOf([
  [160003027, 2], [160003048, 1], [160003029, 2], [160004059, 2], [160003047, 2], [160002045, 2], [160005047, 2], [160002006, 3], [160002007, 3],
  [160002008, 3], [160002032, 2], [160003055, 2], [160002034, 2], [160004049, 2], [160001036, 2], [160003022, 2], [160003023, 2], [160003024, 2],
  [160402002, 2], [160302007, 2], [160302010, 2],
]);
const TIER1F = deckOf([
  [160002028, 2], [160002009, 2], [160002010, 2], [160002011, 2], [160003016, 2], [160003015, 2], [160001010, 2], [160003019, 2], [160003053, 1],
  [160004050, 1], [160003057, 2], [160002014, 2], [160001012, 2], [160006036, 2], [160006020, 2], [160004045, 2], [160004005, 3], [160004027, 2],
  [160004038, 2], [160004029, 2], [160004042, 1], [160004044, 2], [160004025, 2], [160004001, 2], [160004002, 2], [160002017, 2], [160003018, 2],
]);
const TIER1G = deckOf([
  [160003033, 2], [160001005, 2], [160003003, 2], [160003045, 2], [160003046, 2], [160202046, 1], [160202043, 2], [160202042, 2], [160202044, 2],
  [160202014, 3], [160202015, 2], [160202013, 2], [160202016, 2], [160202017, 2], [160201025, 2], [160201027, 2], [160001011, 2], [160005050, 2],
  [160003000, 2], [160005062, 2], [160005025, 2], [160005065, 2], [160202036, 1], [160004018, 2], [160201008, 2], [160201014, 2], [160001035, 2],
  [160001050, 2], [160001008, 2],
]);
const TIER1H = deckOf([
  [160002047, 2], [160005035, 2], [160002042, 2], [160002050, 2], [160002040, 2], [160002041, 2], [160002000, 3], [160003059, 2], [160001006, 2],
  [160003006, 2], [160201013, 2], [160002035, 2], [160001046, 2], [160001031, 2], [160001044, 2], [160003051, 2], [160004036, 2], [160202008, 2],
  [160204020, 2], [160301010, 2], [160005048, 2], [160005009, 2], [160005006, 2], [160402003, 2], [160001013, 2],
]);
// Random legal decks from the whole pool (themed half the time): cards added later are met
// without a hand-made deck for them.
const POOL_DECKS: DeckList[] = Array.from({ length: 8 }, (_, k) => randomPoolDeck([...CARD_POOL.values()], 900 + k));
const DECKS: DeckList[] = [...PRESET_DECKS.map((d) => deck(d.key)), YGGDRAGO, TIER1, TIER1B, TIER1C, TIER1D, TIER1E, TIER1F, TIER1G, TIER1H];

/** Cards whose script can be activated or summoned by their own rule. */
function activatable(): number[] {
  return [...CARD_POOL.keys()].filter((id) => {
    const s = docScript(id);
    return s !== undefined && (s.effects.length > 0 || s.summon?.fromHand !== undefined);
  });
}

// Positions for cards random play rarely reaches: src/engine/testing/staged/.

const preferActivations = (legal: readonly Action[], _s: unknown, rng: [number, number, number, number]): number => {
  const act = legal.flatMap((a, i) => (a.type === 'activate' || a.type === 'ruleSummon' ? [i] : []));
  if (act.length > 0 && nextInt(rng, 10) < 7) return act[nextInt(rng, act.length)] as number;
  return nextInt(rng, legal.length);
};

describe('card coverage over seeded random duels', () => {
  // Coverage needs its whole set of duels, so it has no smaller size: the fast tier leaves it to npm test.
  it.skipIf(testSize() === 'fast')('every card with an activated effect in the pool is activated at least once', () => {
    const used = new Map<number, number>();
    // Per effect: an activation by its effect id, a summon by its own rule as "summon", an
    // effect that resolves by itself (battleWin) as "auto".
    const perEffect = new Map<number, Map<string, number>>();
    const tally = (id: number, key: string): void => {
      const m = perEffect.get(id) ?? new Map<string, number>();
      m.set(key, (m.get(key) ?? 0) + 1);
      perEffect.set(id, m);
    };
    let duels = 0;
    let actions = 0;
    // The hand-made decks pair up as before; the random pool decks play among themselves after
    // them (40 rounds), so adding them changes none of the earlier duels.
    const pairs: [DeckList, DeckList, number][] = [];
    for (let seed = 0; seed < 125; seed++) {
      for (let i = 0; i < DECKS.length; i++) pairs.push([DECKS[i] as DeckList, DECKS[(i + seed) % DECKS.length] as DeckList, seed * 31 + i]);
    }
    for (let round = 0; round < 40; round++) {
      for (let k = 0; k < POOL_DECKS.length; k++) pairs.push([POOL_DECKS[k] as DeckList, POOL_DECKS[(k + round + 1) % POOL_DECKS.length] as DeckList, 50_000 + round * 31 + k]);
    }
    for (const [a, b, duelSeed] of pairs) {
      const activated = new Set<number>(); // activated, not resolved yet
      const r = playRandomDuel({
        decks: [a, b],
        seed: duelSeed,
        choose: preferActivations,
        onStep: (step) => {
          actions++;
          const a = step.action;
          if (a.type === 'activate') tally(step.before.cards[a.card]?.id ?? 0, a.effect);
          if (a.type === 'ruleSummon') tally(step.before.cards[a.card]?.id ?? 0, 'summon');
          for (const e of step.events) {
            if (e.type === 'activate') activated.add(e.card);
            else if (e.type === 'resolved' && !activated.delete(e.card)) tally(step.after.cards[e.card]?.id ?? 0, 'auto');
          }
          const problems = transitionProblems(step);
          if (problems.length > 0) throw new Error(`seed ${duelSeed} action ${step.index}: ${problems.join('; ')}`);
          for (const e of step.events) {
            // A battleWin effect is not activated: it resolves by itself (its frame's 'resolved' event).
            if (e.type === 'activate' || e.type === 'resolved' || (e.type === 'summon' && step.action.type === 'ruleSummon')) {
              const id = step.after.cards[e.card]?.id ?? 0;
              used.set(id, (used.get(id) ?? 0) + 1);
            }
          }
        },
      });
      expect(r.capped).toBe(false);
      duels++;
    }
    // Bubbleman's condition (an otherwise empty hand and field on the turn it arrives) almost
    // never happens in random play, and some cards need monsters no pool card is: their
    // positions are set up by hand and checked the same way.
    for (const [id, board, lead] of STAGED) {
      if (used.has(id)) continue;
      let { state } = readBoard(board, 1, testRuleset());
      let resolvedByItself = false;
      for (const type of lead ?? []) {
        const first = legalActions(state).find((x) => leads(x, type));
        if (!first) break;
        const led = applyAction(state, first);
        if (!led.ok) throw new Error(textKey(led.error));
        // A battleWin effect resolves by itself during the lead (an attack): its 'resolved' event.
        resolvedByItself ||= led.events.some((e) => e.type === 'resolved' && led.state.cards[e.card]?.id === id);
        state = led.state;
      }
      if (resolvedByItself) {
        used.set(id, 1);
        continue;
      }
      const legal = legalActions(state);
      // An activation, or a summon by the card's own rule (a card whose only effect is such a rule).
      const a = legal.find((x) => (x.type === 'activate' || x.type === 'ruleSummon') && state.cards[x.card]?.id === id);
      if (!a) continue;
      const r = applyAction(state, a);
      if (!r.ok) throw new Error(textKey(r.error));
      const problems = transitionProblems({ index: 0, before: state, legal, action: a, after: r.state, events: r.events });
      if (problems.length > 0) throw new Error(problems.join('; '));
      used.set(id, 1);
    }
    const want = activatable();
    const missing = want.filter((id) => !used.has(id)).map((id) => `${id} ${CARD_POOL.get(id)?.name}`);
    const rows = want.map((id) => {
      const effects = [...(perEffect.get(id) ?? new Map<string, number>())].map(([k, n]) => `${k} ${n}`).join(', ');
      return `${id} ${CARD_POOL.get(id)?.name}: ${used.get(id) ?? 0}${effects ? ` (${effects})` : ''}`;
    });
    console.log(`[coverage] ${duels} duels, ${actions} actions, ${want.length - missing.length}/${want.length} activatable cards used\n  ${rows.join('\n  ')}`);
    expect(missing).toEqual([]);
    // A few hundred thousand checked actions: generous on a busy machine (this is no timing assertion).
  }, 240_000);
});
