// A fingerprint of the engine's observable behaviour, to check that a speed change changed
// nothing: mixed duels (the vanilla deck and every ordered pair of presets, either player
// first) with random players; at every state it hashes the legal list, the refusal of a few
// junk actions (whyNot and applyAction), then the chosen action's events and the new state's
// stateHash. Build two versions and compare the lines (docs/bench.md, "Checking a change").
//   node_modules/.bin/esbuild src/cli/bench/fingerprint.ts --bundle --platform=node \
//     --format=esm --outfile=/tmp/fp.js && node /tmp/fp.js 300
import { applyAction, legalActions, newDuel, stateHash, VANILLA_DECKS, whyNot, nextInt, seedRng } from '../../engine';
import type { DeckList, DuelState } from '../../engine';
// Straight from the kit's module: the fingerprint runs outside vitest, and testkit.ts brings vitest in (testing/size).
import { junkAction } from '../../engine/testing/junkActions';
import { builtinRuleset } from '../../cards/ruleset';
import { PRESET_DECKS } from '../../cards/presets';
import { choiceSeed, duelSeed } from './seeds';

/** Running 2×32-bit FNV-style hash of everything fed to it. */
class Digest {
  private h1 = 0x811c9dc5;
  private h2 = 0xcbf29ce4;
  add(text: string): void {
    let h1 = this.h1;
    let h2 = this.h2;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      h1 = Math.imul(h1 ^ c, 0x01000193) >>> 0;
      h2 = Math.imul(h2 ^ c ^ (h1 >>> 7), 0x01000193) >>> 0;
    }
    this.h1 = h1;
    this.h2 = h2 ^ 0x9e37;
  }
  get hex(): string {
    return this.h1.toString(16).padStart(8, '0') + this.h2.toString(16).padStart(8, '0');
  }
}

function decksFor(i: number): readonly [DeckList, DeckList] {
  const n = PRESET_DECKS.length;
  const k = i % (n * n + 1);
  if (k === n * n) return VANILLA_DECKS;
  const a = PRESET_DECKS[Math.floor(k / n)];
  const b = PRESET_DECKS[k % n];
  if (!a || !b) throw new Error('no preset decks');
  return [{ main: a.main, extra: a.extra }, { main: b.main, extra: b.extra }];
}

export function fingerprint(duels: number): { duels: number; steps: number; refusals: number; hash: string } {
  const digest = new Digest();
  let steps = 0;
  let refusals = 0;
  for (let i = 0; i < duels; i++) {
    const setup = newDuel({ ruleset: builtinRuleset(), decks: decksFor(i), seed: duelSeed(7, i), firstPlayer: i % 2 === 0 ? 0 : 1 });
    if (!setup.ok) throw new Error('newDuel refused the decks');
    let state: DuelState = setup.state;
    digest.add(stateHash(state));
    const rng = seedRng(choiceSeed(7, i));
    const junkRng = seedRng(choiceSeed(11, i));
    while (state.winner === null && state.turn <= 200) {
      const legal = legalActions(state);
      digest.add(JSON.stringify(legal));
      for (let j = 0; j < 4; j++) {
        const junk = junkAction(state, junkRng, legal);
        const why = whyNot(state, junk);
        const r = applyAction(state, junk as never);
        digest.add(JSON.stringify(why) ?? 'undefined');
        digest.add(r.ok ? `ok${JSON.stringify(r.events)}${stateHash(r.state)}` : JSON.stringify(r.error));
        if (why !== null) refusals++;
      }
      const action = legal[nextInt(rng, legal.length)];
      if (!action) throw new Error('no legal action');
      const r = applyAction(state, action);
      if (!r.ok) throw new Error(`refused a listed action: ${JSON.stringify(r.error)}`);
      digest.add(JSON.stringify(r.events));
      state = r.state;
      digest.add(stateHash(state));
      steps++;
    }
  }
  return { duels, steps, refusals, hash: digest.hex };
}

if (process.argv[1]?.includes('fp')) {
  const n = Number(process.argv[2] ?? 300);
  process.stdout.write(JSON.stringify(fingerprint(n)) + '\n');
}
