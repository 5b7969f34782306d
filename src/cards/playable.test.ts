// The playable set is derived, not stored: the catalog's facts, the documents that exist, the
// Normal Monsters, and the effect-less Fusion monsters the engine can summon (playable.ts).
import { describe, expect, it } from 'vitest';
import { BUILTIN_DOCS } from '#builtin-docs';
import { CATALOG_CARDS } from './catalogBuiltin';
import { documentedIds, factsOf, playableCards, ritualNamedIds, type CatalogCard } from './playable';
import { CARD_POOL, isPlayable } from './pool';
import { playableIdsLine } from '../cli/cards/playableIds';

const DOCUMENTED = documentedIds(BUILTIN_DOCS);
const kindOf = (id: number) => CATALOG_CARDS.find((c) => c.id === id)?.monsterKind;
// A name of 8 words or more is written by id (the project quotes no run of an official text).
const nameOf = (id: number) => CATALOG_CARDS.find((c) => c.id === id)?.name;

describe('the playable cards', () => {
  it('are the documented cards, every Normal Monster, 14 effect-less Fusion monsters and 6 effect-less Ritual monsters: 2,763 of 3,109', () => {
    const normals = CATALOG_CARDS.filter((c) => c.monsterKind === 'normal');
    expect(DOCUMENTED.size).toBe(2365);
    expect(normals).toHaveLength(378);
    expect(CARD_POOL.size).toBe(2763);
    for (const id of DOCUMENTED) expect(isPlayable(id), `document ${id}`).toBe(true);
    for (const c of normals) expect(isPlayable(c.id), `Normal Monster ${c.id}`).toBe(true);
    const others = [...CARD_POOL.values()].filter((c) => !DOCUMENTED.has(c.id) && c.monsterKind !== 'normal');
    expect(others.map((c) => c.name)).toEqual([
      'Black Skull Dragon', 'Meteor Swarm Entry Dragon', 'Hungry Burger', 'Super War-Lion', 'Fortress Whale', "Fiend's Mirror", 'Labyrinth Tank', 'Meteor Black Dragon',
      'Bracchio-raidus', 'Zera the Mant', 'Black Luster Soldier', nameOf(160216010), 'Wooly Wunderworld Pyro Wool', 'Perfectly Ultimate Great Moth',
      'Blue-Eyes Ultimate Dragon', 'Elemental HERO Mudballman', 'Flame Swordsman', 'Gaia the Dragon Champion', 'Thousand Dragon', 'Kaiser Dragon',
    ]);
    // The pool is exactly what playableCards makes, in the catalog's order (by id).
    expect([...CARD_POOL.values()]).toStrictEqual(playableCards(CATALOG_CARDS, DOCUMENTED, ritualNamedIds(BUILTIN_DOCS)));
  });

  it('leave out what the engine cannot play whole yet', () => {
    // An effect monster without a document (Dedicated Protorion).
    expect(isPlayable(160021026)).toBe(false);
    // An effect-less Ritual monster is playable only once a document's ritualSummon names it:
    // Black Luster Soldier (Black Luster Ritual) is; every Ritual monster that plays is named so or has a document.
    expect(kindOf(160216001)).toBe('ritual');
    expect(isPlayable(160216001)).toBe(true);
    const named = ritualNamedIds(BUILTIN_DOCS);
    for (const c of CARD_POOL.values()) if (c.monsterKind === 'ritual' && !DOCUMENTED.has(c.id)) expect(named.has(c.id), `Ritual monster ${c.id}`).toBe(true);
    // An effect-less Fusion monster plays once its named materials do (Perfectly Ultimate Great
    // Moth, since Great Moth has its document; no effect-less Fusion monster waits now); one with a
    // generic material besides playable named ones (Meteor Swarm Entry Dragon) plays: "Fusion"
    // meets both kinds.
    expect(CATALOG_CARDS.find((c) => c.id === 160217031)?.noEffect).toBe(true);
    expect(isPlayable(160217031)).toBe(true);
    expect(isPlayable(160018047)).toBe(true);
  });

  it('follow the rules of playableCards on made-up entries, and a document of an unknown card is an error', () => {
    const monster = (id: number, monsterKind: CatalogCard['monsterKind'], extra: Partial<CatalogCard> = {}): CatalogCard => ({
      id, name: `Card ${id}`, nameJa: null, kind: 'monster', monsterKind, attribute: 'DARK', race: 'Dragon',
      level: 4, atk: 1000, def: 1000, legend: false, set: Math.floor(id / 1000), ...extra,
    });
    const catalog = [
      monster(1000, 'normal'),
      monster(1001, 'effect'),
      monster(1002, 'effect'),
      monster(1003, 'fusion', { fusionMaterials: [1000, 1001], noEffect: true }),
      monster(1004, 'fusion', { fusionMaterials: [1000, 1002], noEffect: true }),
      monster(1005, 'fusion', { fusionMaterials: [1000, '{"filter":{}}'], noEffect: true }),
      monster(1006, 'fusion', { fusionMaterials: [1000, 1001] }),
      monster(1007, 'ritual', { noEffect: true }),
      monster(1008, 'ritual', { noEffect: true }),
      monster(1009, 'ritual'),
    ];
    // A Ritual monster needs a ritualSummon naming it (1008), and no effect (1009 has one and no document).
    // A Fusion monster's generic material (1005) is met by the pool; a named one must be playable (1004: 1002 is not).
    const out = playableCards(catalog, new Set([1001]), new Set([1008, 1009]));
    expect(out.map((c) => c.id)).toEqual([1000, 1001, 1003, 1005, 1008]);
    expect(ritualNamedIds([[{ id: 5, effects: [{ steps: [{ do: 'ritualSummon', monster: { ids: [1008] } }] }] }]])).toEqual(new Set([1008]));
    expect(out[2]).toStrictEqual(factsOf(catalog[3] as CatalogCard));
    // A duel reads noEffect (the filter effectMonster leaves such a monster out), so it stays among the facts.
    expect(out[2]?.noEffect).toBe(true);
    expect(Object.keys(out[2] ?? {})).not.toContain('set');
    expect(() => playableCards(catalog, new Set([2000]))).toThrow(/2000/);
  });
});

describe('npm run -s cards:playable', () => {
  it('prints one JSON array of the playable ids, ascending, and nothing else', () => {
    const out = playableIdsLine();
    expect(out.endsWith('\n')).toBe(true);
    expect(out.trimEnd().includes('\n')).toBe(false);
    const ids = JSON.parse(out) as unknown;
    expect(Array.isArray(ids)).toBe(true);
    const list = ids as number[];
    expect(list.every((id) => Number.isInteger(id))).toBe(true);
    expect(list).toEqual([...list].sort((a, b) => a - b));
    expect(new Set(list).size).toBe(list.length);
    expect(list).toEqual([...CARD_POOL.keys()].sort((a, b) => a - b));
  });
});
