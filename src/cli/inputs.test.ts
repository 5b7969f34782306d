// The commands on awkward input (issue 12): a BOM, an endless stream, a ref unknown after
// the end of the duel, built-in member names, a deck too small to deal from, a won position.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runSim } from './sim/run';
import { DeckError, loadDeck } from './sim/decks';
import { readInput } from './readInput';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'rush-inputs-'));
const file = (name: string, text: string): string => {
  const p = join(dir, name);
  writeFileSync(p, text);
  return p;
};
const scenario = (...args: string[]) =>
  spawnSync('npx', ['tsx', 'src/cli/scenario.ts', ...args], { cwd: root, encoding: 'utf8', timeout: 60_000 });
const lines = (out: string) => out.trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);

const won = JSON.stringify({
  state: { players: [{ deck: [160320006] }, { lp: 0 }] },
});
const overThenUnknown = JSON.stringify({
  state: { players: [{ deck: [160320006] }, { lp: 0 }] },
  actions: [{ do: 'attack', card: 'nobody', target: 'direct' }],
});

describe('reading FILE arguments', () => {
  it('reads at most the size cap: /dev/zero does not hang, and a BOM is dropped', () => {
    const t = Date.now();
    const z = readInput('/dev/zero');
    expect(z.ok).toBe(false);
    expect(!z.ok && z.error).toMatch(/too large/);
    expect(Date.now() - t).toBeLessThan(10_000);
    const bom = readInput(file('bom.json', '\uFEFF{"actions": []}'));
    expect(bom).toEqual({ ok: true, text: '{"actions": []}' });
  });

  it('npm run scenario: BOM accepted; /dev/zero refused (exit 2); unknown ref after the duel ended is an invalid file; built-in names are invalid, not internal errors', () => {
    const r = scenario(
      file('bom.json', '\uFEFF' + JSON.stringify({ state: { players: [{ deck: [160320006] }, {}] } })),
      '/dev/zero',
      file('over.json', overThenUnknown),
      file('ctor.json', JSON.stringify({ state: { players: [{ hand: [{ id: 160320006, ref: 'a' }], deck: [160320006] }, {}] }, actions: [{ do: 'constructor', card: 'a' }] })),
    );
    expect(r.status).toBe(2);
    const [bom, zero, over, ctor] = lines(r.stdout);
    expect(bom).toMatchObject({ ok: true });
    expect(zero?.invalid).toMatch(/too large/);
    expect(over?.invalid).toBe('actions[0].card: no card has the ref "nobody"');
    expect(ctor?.invalid).toMatch(/^actions\[0\]\.do: unknown action "constructor"/);
    const fine = scenario(file('won.json', won));
    expect(fine.status).toBe(0);
  });
});

describe('npm run scenario on files that are not valid scenarios (exit 2)', () => {
  it('an option that is not a number, an unknown field in a vanilla card, an unknown ref after a refused action', () => {
    const st = { players: [{ deck: [160320006] }, { deck: [160320006] }] };
    const r = scenario(
      file('opt.json', JSON.stringify({ state: st, actions: [{ do: 'choose', option: 'abc' }] })),
      file('proto.json', '{"state": {"players": [{"hand": [{"vanilla": {"name": "X", "level": 4, "atk": 1, "def": 1, "attribute": "DARK", "race": "Fiend", "__proto__": {}}}]}, {}]}}'),
      file('late.json', JSON.stringify({ state: st, actions: [{ do: 'choose', option: 3 }, { do: 'summon', card: 'ghost' }] })),
    );
    expect(r.status).toBe(2);
    const [opt, proto, late] = lines(r.stdout);
    expect(opt?.invalid).toMatch(/^actions\[0\]\.option: must be a whole number/);
    expect(proto?.invalid).toMatch(/^state\.players\[0\]\.hand\[0\]\.vanilla: unknown field "__proto__"/);
    expect(late?.invalid).toBe('actions[1].card: no card has the ref "ghost"');
    const refused = scenario(file('refused.json', JSON.stringify({ state: st, actions: [{ do: 'choose', option: 3 }] })));
    expect(refused.status).toBe(0);
    expect(lines(refused.stdout)[0]).toMatchObject({ ok: false, failedAt: 0 });
  });
});

describe('npm run scenario with a card that is known but not playable yet', () => {
  it('refuses it like an unknown id (exit 2), naming the card', () => {
    const r = scenario(
      file('unplayable.json', JSON.stringify({ state: { players: [{ hand: [160021026], deck: [160320006] }, {}] } })),
      file('unknown.json', JSON.stringify({ state: { players: [{ hand: [123], deck: [160320006] }, {}] } })),
    );
    expect(r.status).toBe(2);
    const [unplayable, unknown] = lines(r.stdout);
    expect(unplayable).toEqual({
      ok: false,
      invalid: 'state.players[0].hand[0]: card 160021026 (Dedicated Protorion) is not playable yet: its effects are not in the game',
    });
    expect(unknown?.invalid).toBe('state.players[0].hand[0]: unknown card id 123');
  });
});

describe('npm run sim with a deck no duel can start with', () => {
  it('a 1-card deck file is a bad argument (DeckError, so exit 2) with a clear message', () => {
    const deck = file('one.txt', '160320006\n');
    expect(() => runSim({ games: 2, p0: 'random', p1: 'random', deck0: deck, deck1: deck, seed: 1, budgetMs: 10, json: true, help: false }, () => 0)).toThrow(
      /cannot start a duel: Player 1's Main Deck has fewer than 4 cards/,
    );
  });
});

describe('npm run sim --deck0 FILE: a .ydk or a list of names or ids', () => {
  it('reads a .ydk (Main and Extra Deck; the Side Deck plays no part) and a list of names with counts', () => {
    const ydk = file('mine.ydk', '#created by someone\n#main\n160001002\n160001002\n160001017\n#extra\n160016000\n!side\n160001002\n');
    expect(loadDeck(ydk).deck).toEqual({ main: [160001002, 160001002, 160001017], extra: [160016000] });
    const names = file('names.txt', '3 Lesser Dragon\nKuribot x2\n');
    expect(loadDeck(names).deck).toEqual({ main: [160001002, 160001002, 160001002, 160001017, 160001017], extra: [] });
  });

  it('an unknown name or id is an error naming each line (DeckError, so exit 2)', () => {
    const deck = file('typo.txt', '3 Lesser Dragon\n2 Lesser Dargon\n999999999\n');
    expect(() => loadDeck(deck)).toThrow(DeckError);
    expect(() => loadDeck(deck)).toThrow(/line 2 "2 Lesser Dargon": no card named "Lesser Dargon".*line 3 "999999999": no card with id 999999999/);
  });

  it('a card that is not playable yet is an error naming it', () => {
    const deck = file('unplayable.ydk', '#main\n160021026\n160001002\n');
    expect(() => loadDeck(deck)).toThrow(/card 160021026 \(Dedicated Protorion\) is not playable yet/);
  });
});
