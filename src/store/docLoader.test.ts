import { describe, expect, it } from 'vitest';
import { newDuel, rulesetOf } from '../engine';
import { builtinRuleset } from '../cards/ruleset';
import { registerDocs } from '../cards/docs';
import { createDocLoader, DocsLoadError, setOf } from './docLoader';
import { idsInJson, savedDuelCardIds, setupCardIds } from './duelCards';
import { docsReady, withDocs } from './cardData';
import type { DuelSetup } from './duelSetup';
import { PRESET_DECKS } from '../cards/presets';

/** A fake network of set files: counts the fetches, fails the sets in `down`. */
function network(files: Record<string, unknown[]>) {
  const urls = new Map(Object.keys(files).map((s) => [s, `/assets/${s}.json`]));
  const fetched: string[] = [];
  const down = new Set<string>();
  const registered: unknown[] = [];
  const loader = createDocLoader({
    urls,
    register: (docs) => void registered.push(...docs),
    fetchJson: async (url) => {
      const set = /(\d{6})\.json$/.exec(url)?.[1] ?? '';
      fetched.push(set);
      await Promise.resolve();
      if (down.has(set)) throw new Error('HTTP 503');
      return files[set];
    },
  });
  return { loader, fetched, down, registered };
}

const doc = (id: number) => ({ id, effects: [] });
const FILES = { '160001': [doc(160001001)], '160002': [doc(160002001)], '160003': [doc(160003001)] };

describe('card documents load per set file (issue 13)', () => {
  it('fetches only the sets of the cards asked for; cards with no set file or no id are ready', async () => {
    const { loader, fetched, registered } = network(FILES);
    expect(loader.ready([160001005, 160003009])).toBe(false);
    expect(loader.ready([160099001, -1, 0])).toBe(true); // no file for 160099; inline and hidden cards
    await loader.ensure([160001005, 160001007, 160003009, 160099001]);
    expect(fetched.sort()).toEqual(['160001', '160003']);
    expect(registered).toEqual([doc(160001001), doc(160003001)]);
    expect(loader.ready([160001005, 160003009])).toBe(true);
    expect(loader.ready([160002001])).toBe(false);
  });

  it('is idempotent and fetches a set once however many ask at the same time', async () => {
    const { loader, fetched } = network(FILES);
    let told = 0;
    loader.subscribe(() => told++);
    await Promise.all([loader.ensure([160001001]), loader.ensure([160001002, 160002001]), loader.ensure([160002003])]);
    await loader.ensure([160001001, 160002001]);
    expect(fetched.sort()).toEqual(['160001', '160002']);
    expect(told).toBe(2);
  });

  it('loading every set (the text search) tells its listeners once, not once per set file', async () => {
    const { loader, fetched, registered } = network(FILES);
    let told = 0;
    loader.subscribe(() => told++);
    await loader.ensureAll();
    expect(fetched.sort()).toEqual(['160001', '160002', '160003']);
    expect(registered).toHaveLength(3);
    expect(told).toBe(1);
    await loader.ensureAll(); // nothing left to fetch: nothing to tell
    expect(told).toBe(1);
  });

  it('a failed set file is a DocsLoadError naming it, keeps what was loaded, and is fetched again on retry', async () => {
    const { loader, fetched, down, registered } = network(FILES);
    down.add('160002');
    const e = await loader.ensure([160001001, 160002001]).then(() => null, (x: unknown) => x);
    expect(e).toBeInstanceOf(DocsLoadError);
    expect((e as DocsLoadError).sets).toEqual(['160002']);
    expect((e as DocsLoadError).key).toBe('load.docsFailed');
    expect(loader.ready([160001001])).toBe(true);
    expect(loader.ready([160002001])).toBe(false);
    expect(registered).toEqual([doc(160001001)]);
    down.clear();
    await loader.ensure([160001001, 160002001]);
    expect(fetched).toEqual(['160001', '160002', '160002']);
    expect(loader.ready([160002001])).toBe(true);
  });

  it('ensureAll fetches every set not loaded yet; sets given as loaded are never fetched', async () => {
    const { loader, fetched } = network(FILES);
    await loader.ensure([160001001]);
    await loader.ensureAll();
    expect(fetched.sort()).toEqual(['160001', '160002', '160003']);
    const builtIn = createDocLoader({
      urls: new Map([['160001', '/assets/160001.json']]),
      fetchJson: () => Promise.reject(new Error('no network')),
      register: () => undefined,
      loaded: ['160001'],
    });
    await builtIn.ensure([160001001]);
    await builtIn.ensureAll();
    expect(builtIn.ready([160001001])).toBe(true);
  });

  it('finds the cards of both decks of a setup, a scenario and a saved duel', () => {
    expect(setOf(160402031)).toBe('160402');
    const decks: DuelSetup = { kind: 'decks', my: { name: 'a', main: [160001001], extra: [160002001] }, ai: { name: 'b', main: [160003001], extra: [] }, level: 'easy', seed: 160004001 };
    expect(setupCardIds(decks).sort()).toEqual([160001001, 160002001, 160003001]);
    const scenario = JSON.stringify({ seed: 160005001, state: { players: [{ hand: [160006001, { id: 160007001 }] }] } });
    expect(setupCardIds({ kind: 'scenario', text: scenario, level: 'easy' }).filter((n) => n > 1e8)).toEqual([160006001, 160007001]);
    expect(setupCardIds({ kind: 'scenario', text: '{not json', level: 'easy' })).toEqual([]);
    const saved = JSON.stringify({ state: { cards: [{ uid: 0, id: 160008001 }, { uid: 1, id: -1 }], rng: [160009001] } });
    expect(savedDuelCardIds(decks, saved).sort()).toEqual([160001001, 160002001, 160003001, 160008001]);
    expect(idsInJson({ seed: 160001001, rng: [160001002], x: [1.5, -3, 160001003] })).toEqual([160001003]);
  });
});

describe('in Node every set file is built in', () => {
  it('a duel of any preset decks starts at once (synchronously), nothing fetched', () => {
    const ids = PRESET_DECKS.flatMap((d) => [...d.main, ...d.extra]);
    expect(docsReady(ids)).toBe(true);
    let started = false;
    withDocs(ids, () => (started = true), () => undefined);
    expect(started).toBe(true);
  });
});

describe('a duel made after its documents arrive has their effects; one under way keeps its own', () => {
  it('Blue-Eyes White Dragon (160001000) given a document mid-session', () => {
    const deck = Array.from({ length: 40 }, () => 160001000);
    const before = newDuel({ ruleset: builtinRuleset(), decks: [{ main: deck }, { main: deck }], seed: 1 });
    if (!before.ok) throw new Error(before.error);
    expect(rulesetOf(before.state).scripts.has(160001000)).toBe(false);
    // A made-up document for a card that has none, as if its set file had just arrived.
    registerDocs([{ id: 160001000, effects: [], continuous: { noSpecialSummonFromGy: { level: { min: 7, max: 7 } } } }]);
    const after = newDuel({ ruleset: builtinRuleset(), decks: [{ main: deck }, { main: deck }], seed: 1 });
    if (!after.ok) throw new Error(after.error);
    expect(rulesetOf(after.state).scripts.has(160001000)).toBe(true);
    expect(after.state.cardData).not.toBe(before.state.cardData);
    // The duel already under way still runs with the ruleset it started with.
    expect(rulesetOf(before.state).scripts.has(160001000)).toBe(false);
  });
});
