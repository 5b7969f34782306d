// The checked-in needs map (needs.json) against the code: the words it calls existing exist, every
// card with a document is in it as ready with its document's words, and it covers exactly the
// catalog's effect cards. A word added to the vocabulary or a new document shows up here.
import { describe, expect, it } from 'vitest';
import { BUILTIN_DOCS } from '#builtin-docs';
import { BUILTIN_CARDS } from '../builtinCards';
import { CATALOG_CARDS } from '../catalogBuiltin';
import type { NeedsFile } from './build';
import { docWords, factWords } from './docWords';
import { existingWords } from './existingWords';
import NEEDS from './needs.json';
import { mapWordNames } from './predict';
import { wordExists } from './probe';

const needs = NEEDS as NeedsFile;
const existing = existingWords();
const pool = new Map(BUILTIN_CARDS.map((c) => [c.id, c]));

describe('needs map', () => {
  it('every word the map calls existing exists, and a card is ready exactly when nothing is missing', () => {
    const wrong: string[] = [];
    for (const [id, c] of Object.entries(needs.cards)) {
      for (const w of c.words) if (!c.missing.includes(w) && !existing.has(w)) wrong.push(`${id}: ${w}`);
      if (c.ready !== (c.missing.length === 0)) wrong.push(`${id}: ready ${c.ready} with ${c.missing.length} missing`);
      if (c.missing.some((w) => !c.words.includes(w))) wrong.push(`${id}: a missing word it does not need`);
    }
    expect(wrong).toEqual([]);
  });

  it('every card with a document is in the map as playable and ready, with the words its document uses', () => {
    const wrong: string[] = [];
    for (const d of BUILTIN_DOCS) {
      const id = (d as { id: number }).id;
      const c = needs.cards[String(id)];
      const used = [...new Set([...docWords(d), ...factWords(pool.get(id) ?? {})])].sort();
      if (!c) wrong.push(`${id}: not in needs.json`);
      else if (!c.playable || !c.ready) wrong.push(`${id}: playable ${c.playable}, ready ${c.ready}`);
      else if (c.words.join() !== used.join()) wrong.push(`${id}: needs.json has ${c.words.join(' ')}; the document uses ${used.join(' ')}`);
    }
    const documented = new Set(BUILTIN_DOCS.map((d) => String((d as { id: number }).id)));
    for (const [id, c] of Object.entries(needs.cards)) if (c.playable !== documented.has(id)) wrong.push(`${id}: playable ${c.playable} without a document`);
    expect(wrong).toEqual([]);
  });

  it("the map's word names cover every word a shipped document uses", () => {
    const names = mapWordNames();
    const unnamed = new Set<string>();
    for (const d of BUILTIN_DOCS) for (const w of docWords(d)) if (!names.has(w)) unnamed.add(w);
    expect([...unnamed]).toEqual([]);
  });

  it("covers exactly the catalog's effect cards: every Spell, Trap and non-Normal monster but the effect-less ones", () => {
    const listed = Object.keys(needs.cards).map(Number);
    const effectKinds = CATALOG_CARDS.filter((c) => c.kind !== 'monster' || c.monsterKind !== 'normal').map((c) => c.id);
    expect([...listed, ...needs.noEffect].sort()).toEqual(effectKinds.sort());
    const kindOf = new Map(CATALOG_CARDS.map((c) => [c.id, c.monsterKind]));
    expect(needs.noEffect.filter((id) => kindOf.get(id) !== 'fusion' && kindOf.get(id) !== 'ritual')).toEqual([]);
    expect(listed.length).toBe(2711);
  });
});

describe('existing words, asked of the validator', () => {
  it('knows the words of the vocabulary and refuses words it lacks', () => {
    for (const w of ['step:destroy', 'step:move.to=deckBottom', 'filter:race', 'cond:game=freeMonsterZone', 'trigger:summon.how=fusion', 'continuous:lockTraps', 'value:levelOf', 'cond:lpAtLeast.player=opponent', 'cond:lpAtMost.player=opponent', 'cond:self.summoned.tributed', 'cond:phase=battle', 'trigger:sentToGy']) {
      expect(wordExists(w), w).toBe(true);
    }
    for (const w of ['step:banish', 'step:move.to=extra', 'filter:notRace', 'continuous:controlChange', 'value:defOf', 'unparsed']) {
      expect(wordExists(w), w).toBe(false);
    }
  });
});
