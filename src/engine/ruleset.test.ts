// The engine receives its cards as a ruleset value; a duel's state names its card data by a
// content hash, which saved games and replays carry.
import { describe, expect, it } from 'vitest';
import { builtinRuleset, rulesetWith } from '../cards/ruleset';
import { PRESET_DECKS } from '../cards/presets';
import { applyAction } from './apply';
import { legalActions } from './legal';
import { newDuel } from './setup';
import { attachRuleset, createRuleset, rulesetOf } from './ruleset';
import { scriptOf } from './effects/registry';
import { deserialize, serialize } from './serialize';
import { runReplay } from './replay';
import { playerView } from './view';
import { ENGINE_VERSION } from './version';
import { textKey } from './text';
import type { CardDef } from './types';

const CLAYMAN = 160320006;
const deck = (id = CLAYMAN) => ({ main: Array.from({ length: 40 }, () => id) });
const duel = (rs = builtinRuleset(), seed = 1) => {
  const r = newDuel({ ruleset: rs, decks: [deck(), deck()], seed, firstPlayer: 0 });
  if (!r.ok) throw new Error(r.error);
  return r.state;
};
const EXTRA: CardDef = { id: 990000099, name: 'Test Extra Card', kind: 'spell', spellKind: 'normal', legend: false };

describe('rulesets', () => {
  it('the same card data gives the same ids; a duel names the data of its own cards', () => {
    const a = builtinRuleset();
    const b = createRuleset({ cards: a.cards.values(), scripts: a.scripts.values() });
    expect(b.id).toBe(a.id);
    expect(duel(b).cardData).toBe(duel(a).cardData);
    expect(duel(a).cardData).toMatch(/^cd-[0-9a-f]{16}$/);
  });

  it('adding cards to the game keeps the card data of a duel that does not use them', () => {
    const more = rulesetWith([EXTRA]);
    expect(more.id).not.toBe(builtinRuleset().id);
    expect(duel(more).cardData).toBe(duel().cardData);
  });

  it("test cards live in their own ruleset and never reach the game's", () => {
    rulesetWith([EXTRA]);
    expect(builtinRuleset().cards.has(EXTRA.id)).toBe(false);
    const r = newDuel({ ruleset: builtinRuleset(), decks: [{ main: [...deck().main.slice(1), EXTRA.id] }, deck()], seed: 1 });
    expect(r.ok).toBe(false);
  });

  it('a saved duel loads with the same card data and is refused with other card data', () => {
    const s = duel();
    const text = serialize(s);
    expect(deserialize(text, builtinRuleset()).ok).toBe(true);
    const changedClayman = createRuleset({
      cards: [...builtinRuleset().cards.values()].map((c) => (c.id === CLAYMAN ? { ...c, atk: 900 } : c)),
      scripts: builtinRuleset().scripts.values(),
    });
    const r = deserialize(text, changedClayman);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toContain('other card data');
  });

  it('a duel saved before states named their card data loads with the given cards', () => {
    const env = JSON.parse(serialize(duel())) as { state: Record<string, unknown> };
    delete env.state.cardData;
    const r = deserialize(JSON.stringify(env), builtinRuleset());
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.state.cardData).toBe(duel().cardData);
  });

  it('a replay recorded with other card data is refused', () => {
    let s = duel();
    const actions = [];
    for (let i = 0; i < 5; i++) {
      const a = legalActions(s)[0];
      if (!a) break;
      const r = applyAction(s, a);
      if (!r.ok) throw new Error(textKey(r.error));
      actions.push(a);
      s = r.state;
    }
    const replay = { engine: ENGINE_VERSION, cardData: duel().cardData, seed: 1, firstPlayer: 0 as const, decks: [deck(), deck()] as [ReturnType<typeof deck>, ReturnType<typeof deck>], actions };
    expect(runReplay(replay, builtinRuleset()).ok).toBe(true);
    const r = runReplay({ ...replay, cardData: 'cd-0000000000000000' }, builtinRuleset());
    expect(r.ok).toBe(false);
  });

  it("a player's view names the whole ruleset, so it says nothing of the opponent's deck", () => {
    const rs = builtinRuleset();
    const [p0, p1] = PRESET_DECKS;
    if (!p0 || !p1) throw new Error('presets');
    const a = newDuel({ ruleset: rs, decks: [deck(), p0], seed: 3, firstPlayer: 0 });
    const b = newDuel({ ruleset: rs, decks: [deck(), p1], seed: 3, firstPlayer: 0 });
    if (!a.ok || !b.ok) throw new Error('setup');
    expect(a.state.cardData).not.toBe(b.state.cardData);
    expect(playerView(a.state, 0).cardData).toBe(rs.id);
    expect(playerView(b.state, 0).cardData).toBe(rs.id);
    expect(rulesetOf(playerView(a.state, 0))).toBe(rs);
  });

  it('a state reads the scripts of the ruleset its card data is attached to now', () => {
    // scriptOf keeps a table per duel: attaching another ruleset to the same data must reach it.
    const rs = builtinRuleset();
    const id = [...rs.scripts.keys()].find((k) => rs.cards.get(k)?.kind === 'spell') as number;
    const s = duel(rs);
    const r = newDuel({ ruleset: rs, decks: [deck(id), deck(id)], seed: 1, firstPlayer: 0 });
    if (!r.ok) throw new Error(r.error);
    const uid = r.state.players[0].hand[0] as number;
    expect(scriptOf(r.state, uid)).toBe(rs.scripts.get(id));
    const copy = createRuleset({ cards: rs.cards.values(), scripts: [...rs.scripts.values()].map((x) => ({ ...x })) });
    attachRuleset(r.state.cardData, copy);
    try {
      expect(scriptOf(r.state, uid)).toBe(copy.scripts.get(id));
      expect(scriptOf(r.state, uid)).not.toBe(rs.scripts.get(id));
    } finally {
      attachRuleset(r.state.cardData, rs);
    }
    expect(s.cardData).not.toBe(r.state.cardData);
  });
});
