import { describe, expect, it } from 'vitest';
import '../cards/catalogBuiltin';
import { solveScenario } from '../solver';
import { readLuaPuzzle } from './edopro';
import { importPuzzle, importPuzzles } from './library';
import { memoryStorage } from './memoryStorage';
import { webStorage } from './progress';
import { checkPuzzle } from './validate';

// A position written for this test in the layout of an EDOPro puzzle script: Blue-Eyes White
// Dragon (given by a reprint's code) faces Sportsdragon Slugger in Defense Position; the
// opponent has 3000 LP. Lesser Dragon from the hand clears the way for a direct attack.
const SCRIPT = `Debug.SetAIName("Test")
Debug.ReloadFieldBegin(DUEL_MODE_RUSH+DUEL_ATTACK_FIRST_TURN+DUEL_SIMPLE_AI+DUEL_PSEUDO_SHUFFLE,0)
Debug.SetPlayerInfo(0,8000,0,0)
Debug.SetPlayerInfo(1,8000,0,0)
--[[ a block comment:
Debug.AddCard(160001000,0,0,LOCATION_HAND,0,POS_FACEDOWN) ]]
--Main Deck (yours)
Debug.AddCard(160001002,0,0,LOCATION_DECK,0,POS_FACEDOWN)
Debug.AddCard(160001017,0,0,LOCATION_DECK,0,POS_FACEDOWN)
--Hand (yours)
Debug.AddCard(160001002,0,0,LOCATION_HAND,0,POS_FACEDOWN)
--Monster Zones
Debug.AddCard(160205001,0,0,LOCATION_MZONE,2,POS_FACEUP_ATTACK) -- a reprint of Blue-Eyes
Debug.AddCard(160001025,1,1,LOCATION_MZONE,2,POS_FACEUP_DEFENSE)
Debug.AddCard(160001037,1,1,LOCATION_SZONE,1,POS_FACEDOWN)
Debug.ReloadFieldEnd()
Duel.SetLP(1,3000)
aux.BeginPuzzle()
`;

const read = (text: string, name = 'Q/[RUSH] Puzzle 01.lua') => {
  const r = readLuaPuzzle(text, name);
  if (!r.ok) throw new Error(r.error);
  return r.puzzle;
};

describe('EDOPro puzzle scripts read as data', () => {
  it('sets up the position: LP, Deck (last added on top), hand, zones 1-3 as Rush zones, a reprint as its first printing; win this turn', () => {
    const p = read(SCRIPT);
    expect(p.title).toBe('Q: [RUSH] Puzzle 01');
    expect(p.goal).toEqual({ kind: 'win' });
    const [you, them] = (p.state as { players: Record<string, unknown>[] }).players as [Record<string, unknown>, Record<string, unknown>];
    expect(you.lp).toBe(8000);
    expect(them.lp).toBe(3000);
    expect(you.deck).toEqual([{ id: 160001017, ref: 'deck2' }, { id: 160001002, ref: 'deck1' }]);
    expect(you.hand).toEqual([{ id: 160001002, ref: 'hand1' }]);
    expect(you.monsters).toEqual([{ card: { id: 160001000, ref: 'monster1' }, zone: 1, position: 'attack', faceDown: false }]);
    expect(them.monsters).toEqual([{ card: { id: 160001025, ref: 'opp-monster1' }, zone: 1, position: 'defense', faceDown: false }]);
    expect(them.spellTraps).toEqual([{ card: { id: 160001037, ref: 'opp-st1' }, zone: 0, faceDown: true }]);
    // A valid trainer puzzle, and the solver finds the win.
    expect(checkPuzzle(p).ok).toBe(true);
    expect(solveScenario(p, { kind: 'win' }, { maxNodes: 20_000, maxMs: 20_000, now: () => 0 }).solved).toBe(true);
  });

  it('a MAXIMUM monster from its three pieces in any order', () => {
    const p = read(SCRIPT.replace('Debug.AddCard(160001025,1,1,LOCATION_MZONE,2,POS_FACEUP_DEFENSE)', 'Debug.AddMaximumCard(1,160202002,160202001,160202003)'));
    const them = (p.state as { players: { monsters: unknown[] }[] }).players[1];
    expect(them?.monsters).toEqual([{ card: { id: 160202002, ref: 'opp-maximum1' }, zone: 1, position: 'attack', maximum: { left: { id: 160202001, ref: 'opp-maximumL1' }, right: { id: 160202003, ref: 'opp-maximumR1' } } }]);
    expect(checkPuzzle(p).ok).toBe(true);
  });

  it('refuses, naming the line: a card not playable yet, an unknown card, a zone Rush has not, an unknown constant, a file that sets nothing up', () => {
    const refused = (text: string): string => {
      const r = readLuaPuzzle(text, 'x.lua');
      return r.ok ? 'accepted' : r.error;
    };
    expect(refused(SCRIPT.replace('160001017', '160021026'))).toBe('line 9: card 160021026 (Dedicated Protorion) is not playable yet');
    expect(refused(SCRIPT.replace('160001017', '123'))).toBe('line 9: card 123 is not in the game');
    expect(refused(SCRIPT.replace('LOCATION_MZONE,2,POS_FACEUP_ATTACK', 'LOCATION_MZONE,4,POS_FACEUP_ATTACK'))).toBe("line 13: zone 4 is not one of Rush Duel's three (1 to 3)");
    expect(refused(SCRIPT.replace('POS_FACEUP_ATTACK', 'POS_SIDEWAYS'))).toBe('line 13: "POS_SIDEWAYS" is not a number this reader knows');
    expect(refused('print("hello")')).toMatch(/^this is not an EDOPro puzzle/);
  });

  it('the trainer imports a .lua file into its library; a refused one changes nothing', async () => {
    const s = webStorage(memoryStorage());
    const added = await importPuzzle(s, [], SCRIPT, '[RUSH] Puzzle 01.lua');
    expect(added.message).toEqual({ ok: true, text: 'Imported "[RUSH] Puzzle 01".' });
    expect(added.puzzles[0]?.id).toBe('import-rush-puzzle-01');
    const bad = await importPuzzle(s, added.puzzles, SCRIPT.replace('160001017', '160021026'), 'bad.lua');
    expect(bad.message.text).toBe('bad.lua: line 9: card 160021026 (Dedicated Protorion) is not playable yet. Nothing was imported.');
    expect(bad.puzzles).toEqual(added.puzzles);
  });

  it('a hint text (Debug.ShowHint) is the briefing', () => {
    const p = read(`${SCRIPT}Debug.ShowHint("Clear the way, then attack.\\nYou win this turn!")\n`);
    expect(p.briefing).toBe('Clear the way, then attack.\nYou win this turn!');
  });

  it('several files at once: one message names each refused file, the good ones are kept', async () => {
    const s = webStorage(memoryStorage());
    const r = await importPuzzles(s, [], [
      { text: SCRIPT, name: 'a/one.lua' },
      { text: 'print(1)', name: 'a/two.lua' },
      { text: SCRIPT.replace('160001017', '123'), name: 'a/three.lua' },
    ]);
    expect(r.puzzles.map((p) => p.title)).toEqual(['a: one']);
    expect(r.message).toEqual({
      ok: false,
      text: 'Imported 1 of 3 puzzle files. Not imported: a/two.lua: this is not an EDOPro puzzle: it sets up no cards between Debug.ReloadFieldBegin and Debug.ReloadFieldEnd; a/three.lua: line 9: card 123 is not in the game.',
    });
  });
});
