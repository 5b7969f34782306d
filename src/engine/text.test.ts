import { describe, expect, it } from 'vitest';
import { deserialize, serialize } from './serialize';
import { newDuel } from './setup';
import { OPT_NO, OPT_YES, tx } from './text';
import { CLAYMAN } from './testing/mk';
import { testRuleset } from './testing/ruleset';
import type { DuelState } from './types';

function duel(): DuelState {
  const r = newDuel({ ruleset: testRuleset(), decks: [{ main: Array(40).fill(CLAYMAN) }, { main: Array(40).fill(CLAYMAN) }], seed: 1 });
  if (!r.ok) throw new Error(r.error);
  return r.state;
}

describe('text codes in saved duels', () => {
  it('a prompt with codes survives serialize/deserialize', () => {
    const s = { ...duel(), pending: { kind: 'option' as const, player: 0 as const, title: tx('ask.draw', { max: 2 }), options: [OPT_NO, OPT_YES] } };
    const text = serialize(s);
    const back = deserialize(text, testRuleset());
    expect(back.ok && back.state.pending).toEqual(s.pending);
  });

  it('a duel saved with English prompt words loads with their codes (old saves stay readable)', () => {
    const s = duel();
    const old = JSON.parse(serialize(s)) as { state: Record<string, unknown> };
    old.state.pending = { kind: 'option', player: 0, title: 'Draw 2 cards?', options: ['No', 'Yes'] };
    const back = deserialize(JSON.stringify(old), testRuleset());
    expect(back.ok && back.state.pending).toEqual({ kind: 'option', player: 0, title: tx('legacy.text', { text: 'Draw 2 cards?' }), options: [OPT_NO, OPT_YES] });
  });

  it('an unknown code is refused cleanly', () => {
    const old = JSON.parse(serialize(duel())) as { state: Record<string, unknown> };
    old.state.pending = { kind: 'option', player: 0, title: { code: 'no.such.code' }, options: [OPT_NO] };
    const back = deserialize(JSON.stringify(old), testRuleset());
    expect(back.ok).toBe(false);
    if (!back.ok) expect(back.error).toMatch(/text code/);
  });
});
