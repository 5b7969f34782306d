// The atom map on made-up readings: which words an atom and its parameters ask for, and the
// report's ranking of missing words.
import { describe, expect, it } from 'vitest';
import type { NeedsFile } from './build';
import { predictWords, type Draft } from './predict';
import { needsReport } from './report';

const draft = (part: string, ...atoms: Record<string, unknown>[]): Draft => ({ id: 1, clauses: [{ part, atoms: atoms.map((a) => ({ atom: 'x', ...a })) }] });
const words = (d: Draft, kind = 'monster', spellKind?: string): string[] => [...predictWords(d, { kind, spellKind })].sort();

describe('atom map', () => {
  it('reads a lasting ATK loss on a chosen opposing monster, and its duration', () => {
    const lose = { atom: 'atk', delta: 500, sign: -1, duration: 'endOfOpponentsNextTurn', target: { count: 1, filter: { cardType: ['monster'], face: 'up' }, place: { player: 'opp', zone: 'field' } } };
    expect(words(draft('effect', lose))).toEqual(['filter:faceUp', 'kind:ignition', 'ref:chosen', 'ref:place=monsterZones', 'step:choose', 'step:modify', 'step:modify.duration=opponentsNextTurn', 'step:modify.kind=atk']);
    expect(words(draft('effect', { ...lose, duration: 'endOfTurn' }))).not.toContain('step:modify.duration=opponentsNextTurn');
  });

  it('puts Spells and Traps on the field in the Spell & Trap Zones, and destroys "all" without a choice', () => {
    const all = words(draft('effect', { atom: 'destroy', count: 'all', filter: { cardType: ['spell', 'trap'] }, place: { player: 'opp', zone: 'field' } }), 'spell');
    expect(all).toEqual(['kind:spell', 'ref:place=spellTraps', 'step:destroy']);
  });

  it('names what the vocabulary lacks, and an unread sentence or unknown atom is `unparsed`', () => {
    expect(words(draft('effect', { atom: 'ritualSummon', levels: 8 }), 'spell', 'ritual')).toContain('step:ritualSummon');
    expect(words(draft('trigger', { atom: 'trig:sentToGy', what: null, unparsed: true }), 'trap')).toEqual(['kind:trap', 'trigger:sentToGy', 'unparsed']);
    expect(words({ id: 1, clauses: [{ part: 'effect', atoms: null, unparsed: true }] })).toEqual(['kind:ignition', 'unparsed']);
    expect(words(draft('effect', { atom: 'noSuchAtom' }))).toContain('unparsed');
  });

  it('reads a Trap on a Fusion Summon and a monster effect on a battle won', () => {
    const trap = words(draft('trigger', { atom: 'trig:summoned', by: 'opp', how: 'normal or special summons', count: 1, filter: { cardType: ['monster'], monsterKind: ['fusion'] } }), 'trap');
    expect(trap).toEqual(['kind:trap', 'trigger:summon', 'trigger:summon.how=fusion']);
    const special = words(draft('trigger', { atom: 'trig:summoned', by: 'opp', how: 'special summons', count: 1, filter: { cardType: ['monster'] } }), 'trap');
    expect(special.filter((w) => w.startsWith('trigger:summon.how='))).toEqual(['trigger:summon.how=fusion', 'trigger:summon.how=maximum', 'trigger:summon.how=ritual', 'trigger:summon.how=special']);
    const won = words({ id: 1, clauses: [{ part: 'trigger', atoms: [{ atom: 'trig:destroysByBattle', who: 'this card' }] }, { part: 'effect', atoms: [{ atom: 'burn', n: 500 }] }] });
    expect(won).toEqual(['kind:battleWin', 'step:damage', 'step:damage.player=opponent']);
  });
});

describe('needs report', () => {
  it('ranks missing words by the cards each makes ready alone, then by the cards needing it', () => {
    const card = (missing: string[], playable = false) => ({ words: ['step:draw', ...missing], missing, ready: missing.length === 0, playable });
    const needs: NeedsFile = {
      about: '',
      noEffect: [],
      cards: { 160001001: card(['a:x']), 160001002: card(['a:x']), 160001003: card(['b:y', 'c:z']), 160001004: card(['b:y', 'c:z']), 160001005: card(['b:y', 'a:x']), 160002001: card([], true) },
    };
    const r = needsReport(needs, { about: '', sets: [{ set: 160002, rank: 0 }, { set: 160001, rank: 1 }], tier1: [160001001] }, new Set(['step:draw']));
    expect(r.missing).toEqual([
      { word: 'a:x', alone: 2, cards: 3 },
      { word: 'b:y', alone: 0, cards: 3 },
      { word: 'c:z', alone: 0, cards: 2 },
    ]);
    expect(r.bySet.map((s) => [s.set, s.cards, s.ready, s.playable])).toEqual([[160002, 1, 1, 1], [160001, 5, 0, 0]]);
    expect(r.byTier.tier1.cards).toBe(1);
    expect(r.total).toEqual({ cards: 6, ready: 1, notReady: 5, playable: 1 });
  });
});
