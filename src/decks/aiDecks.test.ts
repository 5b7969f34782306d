import { describe, expect, it } from 'vitest';
import { AI_DECKS, offeredAiDecks, playableDecks } from '../cards/aiDecks';
import { PRESET_DECKS, presetByKey } from '../cards/presets';
import { cardFacts, isPlayable } from '../cards/pool';
import { builtinRuleset } from '../cards/ruleset';
import { checkDeck } from '../engine';
import { formatOf } from '../formats/formats';
import { loadLanguage, presetWord } from '../i18n';
import { maximumSets } from './summary';

const facts = (id: number) => cardFacts(id);

describe('AI decks', () => {
  it('there are at least eight, with keys of their own, a name and a one-line plan', () => {
    expect(AI_DECKS.length).toBeGreaterThanOrEqual(8);
    const keys = [...PRESET_DECKS, ...AI_DECKS].map((d) => d.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const d of AI_DECKS) {
      expect(d.name.length, d.key).toBeGreaterThan(3);
      expect(d.description, d.key).toMatch(/^[^\n]{20,140}$/);
    }
  });

  it.each(AI_DECKS.map((d) => [d.key, d] as const))('%s is a legal 40-card deck in the shipped format', (_key, d) => {
    expect(d.main).toHaveLength(40);
    const r = checkDeck({ main: d.main, extra: d.extra }, { format: formatOf('rush'), ruleset: builtinRuleset(), catalog: cardFacts });
    expect(r.problems).toEqual([]);
    expect(r.ok).toBe(true);
  });

  it.each(AI_DECKS.map((d) => [d.key, d] as const))('%s has an engine: a complete MAXIMUM set, or Fusion monsters and a way to summon them', (_key, d) => {
    const complete = maximumSets(d.main).filter((s) => s.missing.length === 0);
    const fusions = d.extra.filter((id) => facts(id)?.monsterKind === 'fusion');
    expect(complete.length > 0 || fusions.length > 0).toBe(true);
    // A Type deck: most of its monsters share one Type.
    const races = d.main.map((id) => facts(id)).filter((c) => c?.kind === 'monster').map((c) => c?.race);
    const top = Math.max(...[...new Set(races)].map((r) => races.filter((x) => x === r).length));
    expect(top / races.length, d.key).toBeGreaterThanOrEqual(0.6);
    // Traps that fit: every deck has some.
    expect(d.main.filter((id) => facts(id)?.kind === 'trap').length, d.key).toBeGreaterThanOrEqual(4);
  });

  it('a deck naming a card that is not playable yet is not offered', () => {
    const missing = 160999999;
    expect(isPlayable(missing)).toBe(false);
    const [first, second] = AI_DECKS;
    if (!first || !second) throw new Error('no AI decks');
    const broken = { ...second, key: 'broken', main: [...second.main.slice(1), missing] };
    const brokenExtra = { ...second, key: 'broken-extra', extra: [missing] };
    expect(playableDecks([first, broken, brokenExtra]).map((d) => d.key)).toEqual([first.key]);
    expect(playableDecks([first, second], (id) => id !== first.main[0]).map((d) => d.key)).toEqual([second.key]);
  });

  it('every AI deck is playable today, so all are offered and found by key like a preset', () => {
    expect(offeredAiDecks().map((d) => d.key)).toEqual(AI_DECKS.map((d) => d.key));
    for (const d of AI_DECKS) expect(presetByKey(d.key)).toBe(d);
    expect(presetByKey('maximum')?.key).toBe('maximum');
  });

  it('every AI deck is named and described in Japanese and Chinese', async () => {
    await Promise.all([loadLanguage('ja'), loadLanguage('zh')]);
    for (const d of AI_DECKS) {
      for (const lang of ['ja', 'zh'] as const) {
        for (const part of ['name', 'desc'] as const) {
          expect(presetWord(lang, d.key, part), `${lang} ${d.key} ${part}`).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
        }
      }
    }
  });
});
