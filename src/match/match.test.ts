import { describe, expect, it } from 'vitest';
import { PRESET_DECKS } from '../cards/presets';
import { newDuel, type EngineText } from '../engine';
import type { DeckCards } from '../decks/types';
import { formatOf } from '../formats/formats';
import { aiSide } from './aiSide';
import { newMatch, recordDuel, score, setMyDeck, startDuel } from './flow';
import { seedFor } from './seed';
import { checkSided, swap } from './side';
import type { Match } from './types';
import { builtinRuleset } from '../cards/ruleset';
import { poolNames, renderText } from '../i18n/engineText';

const english = (t: EngineText | undefined): string => (t ? renderText(t, 'en', poolNames()) : '');
import { poolCard } from '../cards/pool';

const preset = PRESET_DECKS[0];
if (!preset) throw new Error('no preset');
const FIRE_GUARDIAN = 160302003; // Normal monster
const FLAME_WINGMAN = 160320001; // Fusion monster
const BLUE_EYES = 160001000; // Legend, 3000 ATK
const DARK_MAGICIAN = 160002000; // Legend
const RUSH = formatOf('rush');

const base: DeckCards = { main: [...preset.main], extra: [...preset.extra], side: [FIRE_GUARDIAN, FLAME_WINGMAN, BLUE_EYES] };
const lowMain = (): number => [...base.main].filter((id) => poolCard(id)?.kind === 'monster' && !poolCard(id)?.maximum).sort((a, b) => (poolCard(a)?.atk ?? 0) - (poolCard(b)?.atk ?? 0))[0] as number;

describe('R-DECK-8: side swaps', () => {
  it('R-DECK-8: a one-for-one swap keeps the Main and Extra Deck sizes and passes the check', () => {
    const out = base.main[0] as number;
    const r = swap(base, out, FIRE_GUARDIAN);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.deck.main.length).toBe(base.main.length);
    expect(r.deck.side).toContain(out);
    expect(r.deck.main).toContain(FIRE_GUARDIAN);
    expect(checkSided(base, r.deck, RUSH).ok).toBe(true);
  });
  it('R-DECK-8: a Fusion monster only swaps with an Extra Deck card, a Main Deck card only with a Main Deck card', () => {
    expect(swap(base, base.main[0] as number, FLAME_WINGMAN)).toEqual({ ok: false, why: 'wrongDeck' });
    if (base.extra.length > 0) expect(swap(base, base.extra[0] as number, FLAME_WINGMAN).ok).toBe(true);
  });
  it('R-DECK-8: cards not in the deck or not in the Side Deck are refused', () => {
    expect(swap(base, 160302001, FIRE_GUARDIAN)).toEqual({ ok: false, why: 'notInDeck' });
    expect(swap(base, base.main[0] as number, 160302001)).toEqual({ ok: false, why: 'notInSide' });
  });
  it('R-DECK-8: a swap that breaks the Legend rule is reported live; the Side Deck itself is exempt', () => {
    const legendSide: DeckCards = { ...base, main: [...base.main.slice(0, -1), BLUE_EYES], side: [DARK_MAGICIAN] };
    expect(checkSided(legendSide, legendSide, RUSH).ok).toBe(true);
    const r = swap(legendSide, legendSide.main[0] as number, DARK_MAGICIAN);
    expect(r.ok).toBe(true);
    if (r.ok) expect(checkSided(legendSide, r.deck, RUSH).problems.map((p) => p.rule)).toEqual(['R-DECK-6']);
  });
  it('R-DECK-8: a deck whose sizes or cards differ from the registered one is refused', () => {
    const bigger = { ...base, main: [...base.main, FIRE_GUARDIAN], side: base.side.slice(1) };
    expect(checkSided(base, bigger, RUSH).problems.map((p) => p.rule)).toContain('R-DECK-8');
    const foreign = { ...base, side: [160302001, FLAME_WINGMAN, BLUE_EYES] };
    expect(english(checkSided(base, foreign, RUSH).problems[0]?.text)).toContain('one for one');
  });
  it('R-DECK-8 with R-DECK-4: swapping in a fourth copy by name is refused by the check', () => {
    const three = base.main.find((id) => base.main.filter((x) => x === id).length === 3) as number;
    const d: DeckCards = { ...base, side: [three] };
    const r = swap(d, base.main.find((id) => id !== three) as number, three);
    expect(r.ok && checkSided(d, r.deck, RUSH).problems.map((p) => p.rule)).toEqual(['R-DECK-4']);
  });
});

function match(): Match {
  return newMatch({ id: 'm', now: 1, format: 'rush', level: 'easy', names: ['Me', 'AI'], decks: [base, base], toss: 1 });
}
const keep = (m: Match) => ({ deck: m.current[1], note: { kind: 'kept' as const, why: 'won' as const } });

describe('match flow', () => {
  it('the coin toss winner chooses for duel 1; then the loser of each duel chooses', () => {
    let m = match();
    expect([m.chooser, m.why, m.phase]).toEqual([1, 'toss', 'choose']);
    m = startDuel(m, 1, 11);
    m = recordDuel(m, 1, null, 2, keep);
    expect([m.chooser, m.why, m.phase, score(m)]).toEqual([0, 'loser', 'choose', [0, 1]]);
    m = recordDuel(startDuel(m, 0, 12), 0, null, 3, keep);
    expect([m.chooser, score(m)]).toEqual([1, [1, 1]]);
    m = recordDuel(startDuel(m, 1, 13), 0, null, 4, keep);
    expect([m.phase, m.winner, score(m), m.finished, m.duels.map((d) => d.first)]).toEqual(['done', 0, [2, 1], 4, [1, 0, 1]]);
  });
  it('2-0 ends the match after two duels; a draw does not count and who went second chooses', () => {
    let m = recordDuel(startDuel(match(), 0, 1), 'draw', null, 2, keep);
    expect([m.chooser, m.why]).toEqual([1, 'draw']);
    m = recordDuel(startDuel(m, 1, 2), 1, null, 3, keep);
    m = recordDuel(startDuel(m, 0, 3), 1, null, 4, keep);
    expect([m.phase, m.winner, m.duels.length]).toEqual(['done', 1, 3]);
  });
  it('side swaps are only taken between duels', () => {
    const m = match();
    const sided = { ...base, side: [] };
    expect(setMyDeck(m, sided)).toBe(m);
    const after = recordDuel(startDuel(m, 1, 1), 1, null, 2, keep);
    expect(setMyDeck(after, sided).current[0]).toEqual(sided);
  });
  it('the chosen seat goes first: the seed is picked so the engine deals that way', () => {
    const decks: [DeckCards, DeckCards] = [base, base];
    for (const first of [0, 1] as const) {
      const seed = seedFor(decks, 1000, first);
      const r = newDuel({ ruleset: builtinRuleset(), decks, seed });
      expect(r.ok && r.state.turnPlayer).toBe(first);
    }
  });
});

describe('the AI siding rule', () => {
  const lost = (m: Match): Match => ({ ...m, phase: 'duel', first: 0, duels: [{ winner: 0, first: 0, seed: 1, mine: base, replay: null }] });
  it('after a loss it swaps its highest-ATK Side Deck monster for its lowest-ATK Main Deck monster', () => {
    const r = aiSide(lost(match()), RUSH);
    expect(r.note).toEqual({ kind: 'swapped', out: lowMain(), in: BLUE_EYES });
    expect(r.deck.main.length).toBe(base.main.length);
  });
  it('after a win, or with no Side Deck, it keeps its deck', () => {
    const won = { ...lost(match()), duels: [{ winner: 1 as const, first: 0 as const, seed: 1, mine: base, replay: null }] };
    expect(aiSide(won, RUSH).note).toEqual({ kind: 'kept', why: 'won' });
    const bare = lost({ ...match(), current: [base, { ...base, side: [] }] });
    expect(aiSide(bare, RUSH).note).toEqual({ kind: 'kept', why: 'noSide' });
  });
  it('it keeps the deck when the swap would break the Legend rule', () => {
    const withLegend: DeckCards = { ...base, main: [...base.main.slice(0, -1), DARK_MAGICIAN], side: [BLUE_EYES] };
    const m = lost({ ...match(), registered: [base, withLegend], current: [base, withLegend] });
    expect(aiSide(m, RUSH).note).toEqual({ kind: 'kept', why: 'nothingBetter' });
  });
});
