// Stream "atk" (attack restrictions and player-wide locks), set 160004. Figures come from each
// card's official text, reworded in the test names; each card also has a refusal.
import { describe, expect, it } from 'vitest';
import { canRespond, inGy, offered, onFieldRef, play, playOk, type Played } from '../scripts/beginner/testkit';
import { legalActions } from '../../engine/legal';
import { atkPos, board, card, defPos, mk, type MonsterIn } from '../../engine/testing/mk';

const GINGANGEL = 160004030;
const attackers = (p: Played) => [...new Set(legalActions(p.state).flatMap((a) => (a.type === 'attack' ? [a.attacker] : [])))];

describe('160004030 Gingangel, the Deluxe Sushi Fairy', () => {
  const b = (lp = 8000) =>
    board(
      { hand: [mk('h1', 100), mk('h2', 100)], monsters: [atkPos(card(GINGANGEL, 'gg')), atkPos(mk('w', 1500))] },
      { lp, monsters: [atkPos(mk('o', 1800, 0, 8)), atkPos(mk('big', 3000, 0, 9))] },
    );
  const use = [{ do: 'activate', card: 'gg' }, { do: 'choose', cards: ['h1', 'h2'] }];
  it('160004030 Gingangel, the Deluxe Sushi Fairy: two hand cards paid, the opponent takes the 1800 ATK of a Level 8 monster as damage, and only Gingangel attacks this turn', () => {
    const p = playOk(b(), use);
    // The Level 9 monster is not offered.
    expect(p.state.pending?.kind === 'choose' ? p.state.pending.from : []).toEqual([p.uid('o')]);
    const q = playOk(b(), [...use, { do: 'choose', cards: ['o'] }, { do: 'enterBattle' }]);
    expect(inGy(q, 'h1') && inGy(q, 'h2')).toBe(true);
    expect(q.state.players[1].lp).toBe(8000 - 1800);
    expect(attackers(q)).toEqual([q.uid('gg')]);
    const r = play(b(), [...use, { do: 'choose', cards: ['o'] }, { do: 'enterBattle' }, { do: 'attack', card: 'w', target: 'o' }]);
    expect(r.failedAt).toBe(4);
    expect(r.error).toMatch(/only certain monsters/);
  });
  it('160004030 Gingangel, the Deluxe Sushi Fairy (R-MEFF-4): once it is destroyed in battle, no other monster may attack that turn', () => {
    const p = play(b(), [...use, { do: 'choose', cards: ['o'] }, { do: 'enterBattle' }, { do: 'attack', card: 'gg', target: 'big' }, { do: 'attack', card: 'w', target: 'o' }]);
    expect(inGy(p, 'gg')).toBe(true);
    expect(p.failedAt).toBe(5);
    expect(attackers(p)).toEqual([]);
  });
  it("160004030 Gingangel, the Deluxe Sushi Fairy refused: the opponent's LP are 3500, below 4000", () => {
    expect(offered(playOk(b(3500), []), 'gg')).toBe(false);
  });
});

describe('160004054 Constructor Blockade', () => {
  const BLOCKADE = 160004054;
  const wyrm = (ref: string) => mk(ref, 1000, 0, 4, { race: 'Wyrm', attribute: 'EARTH' });
  const dragon = (ref: string, level: number) => mk(ref, 2500, 0, level, { race: 'Dragon', attribute: 'FIRE' });
  const b = (level = 7, mine = [atkPos(wyrm('wy'))]) =>
    board(
      { spellTraps: [{ card: card(BLOCKADE, 'cb'), faceDown: true }], monsters: mine },
      { hand: [dragon('big', level)], monsters: [atkPos(mk('war', 1200)), atkPos(mk('t1', 100)), atkPos(mk('t2', 100))] },
      { turnPlayer: 1, turn: 3 },
    );
  const summon = { do: 'summon', card: 'big', position: 'attack', tributes: ['t1', 't2'] };
  const use = (pick: string) => [summon, { do: 'respond', card: 'cb' }, { do: 'choose', cards: ['wy'] }, { do: 'choose', cards: [pick] }, { do: 'enterBattle' }];
  it('160004054 Constructor Blockade (R-BAT-2): a Level 7 Dragon Normal Summoned, a Wyrm sent: the Dragon chosen, Dragons of the opponent may not attack, the Warrior may', () => {
    const p = playOk(b(), use('big'));
    expect(inGy(p, 'wy') && inGy(p, 'cb')).toBe(true);
    expect(attackers(p)).toEqual([p.uid('war')]);
    const q = play(b(), [...use('big'), { do: 'attack', card: 'big', target: 'direct' }]);
    expect(q.failedAt).toBe(5);
    expect(q.error).toMatch(/stops .* from attacking/);
    const r = playOk(b(), [...use('big'), { do: 'attack', card: 'war', target: 'direct' }]);
    expect(r.state.players[0].lp).toBe(8000 - 1200);
  });
  it('160004054 Constructor Blockade: choosing the Warrior instead stops Warriors, and the Dragon attacks', () => {
    const p = playOk(b(), use('war'));
    expect(attackers(p)).toEqual([p.uid('big')]);
  });
  it('160004054 Constructor Blockade refused: the summoned monster is Level 6 (one Tribute)', () => {
    const p = playOk(b(6), [{ do: 'summon', card: 'big', position: 'attack', tributes: ['t1'] }]);
    expect(p.state.pending?.kind === 'respond' && canRespond(p, 'cb')).toBe(false);
  });
  it('160004054 Constructor Blockade refused: no face-up Wyrm to send', () => {
    const p = playOk(b(7, [atkPos(mk('x', 1000))]), [summon]);
    expect(p.state.pending?.kind === 'respond' && canRespond(p, 'cb')).toBe(false);
  });
});

describe('160004046 Heavy Cavalry Tactics', () => {
  const TACTICS = 160004046;
  const KONG = 160004032; // an EARTH Machine Effect Monster
  const machine = (ref: string, attribute: 'EARTH' | 'WIND' = 'EARTH') => mk(ref, 1000, 0, 4, { race: 'Machine', attribute });
  // A full field: the cost frees the zone the summon takes.
  const b = (attribute: 'EARTH' | 'WIND' = 'EARTH') =>
    board(
      { hand: [card(TACTICS, 'hc')], monsters: [atkPos(machine('m', attribute)), atkPos(mk('w', 1800)), atkPos(mk('x', 1500))], graveyard: [card(KONG, 'kg')] },
      { monsters: [atkPos(mk('o', 1000))] },
    );
  const use = [{ do: 'activate', card: 'hc' }, { do: 'choose', cards: ['m'] }, { do: 'choose', cards: ['kg'] }, { do: 'choose', option: 0 }, { do: 'enterBattle' }];
  it('160004046 Heavy Cavalry Tactics (R-ZONE-2): an EARTH Machine Normal Monster sent from a full field, an EARTH Machine Effect Monster returns from the GY and only it may attack', () => {
    const p = playOk(b(), use);
    expect(inGy(p, 'm') && onFieldRef(p, 'kg')).toBe(true);
    expect(attackers(p)).toEqual([p.uid('kg')]);
    const q = play(b(), [...use, { do: 'attack', card: 'w', target: 'o' }]);
    expect(q.failedAt).toBe(5);
    expect(q.error).toMatch(/only certain monsters/);
    const r = playOk(b(), [...use, { do: 'attack', card: 'kg', target: 'o' }]);
    expect(inGy(r, 'o')).toBe(true);
  });
  it('160004046 Heavy Cavalry Tactics refused: the Machine Normal Monster on the field is WIND', () => {
    expect(offered(playOk(b('WIND'), []), 'hc')).toBe(false);
  });
});

describe('160004041 Evil Star Beacon', () => {
  const BEACON = 160004041;
  const lf = (ref: string, level: number) => mk(ref, level * 250, 0, level, { race: 'Fiend', attribute: 'LIGHT' });
  const b = (gy = [lf('f8', 8), lf('f2', 2), lf('f3', 3), lf('f7', 7)], mine: MonsterIn[] = [defPos(mk('dw', 1800, 1000))]) =>
    board({ hand: [card(BEACON, 'es')], monsters: mine, graveyard: gy }, { monsters: [atkPos(mk('o', 500))] });
  const pending = (p: Played) => (p.state.pending?.kind === 'choose' ? [...p.state.pending.from].sort() : []);
  it('160004041 Evil Star Beacon: with no Attack Position monster, two LIGHT Fiend Normal Monsters of Levels 8 and 2 (10 in all) come back in Attack Position', () => {
    const p = playOk(b(), [{ do: 'activate', card: 'es' }]);
    expect(pending(p)).toEqual(['f8', 'f2', 'f3', 'f7'].map(p.uid).sort());
    // After the Level 8 one, only the Level 2 one keeps the total at 10 or less.
    const q = playOk(b(), [{ do: 'activate', card: 'es' }, { do: 'choose', cards: ['f8'] }]);
    expect(pending(q)).toEqual([q.uid('f2')]);
    const r = playOk(b(), [{ do: 'activate', card: 'es' }, { do: 'choose', cards: ['f8'] }, { do: 'choose', cards: ['f2'] }]);
    expect(onFieldRef(r, 'f8') && onFieldRef(r, 'f2')).toBe(true);
    expect(r.state.players[0].monsters.filter((m) => m && m.position === 'attack').length).toBe(2);
  });
  it('160004041 Evil Star Beacon (R-BAT-2): this turn only Fiends attack; the Warrior turned to Attack Position is refused', () => {
    const use = [{ do: 'activate', card: 'es' }, { do: 'choose', cards: ['f7'] }, { do: 'choose', cards: ['f3'] }, { do: 'changePosition', card: 'dw' }, { do: 'enterBattle' }];
    const p = playOk(b(), use);
    expect(attackers(p).sort()).toEqual([p.uid('f7'), p.uid('f3')].sort());
    const q = play(b(), [...use, { do: 'attack', card: 'dw', target: 'o' }]);
    expect(q.failedAt).toBe(5);
    expect(q.error).toMatch(/only certain monsters/);
  });
  it('160004041 Evil Star Beacon refused: the only two LIGHT Fiends in the GY are Levels 8 and 7 (15)', () => {
    expect(offered(playOk(b([lf('f8', 8), lf('f7', 7)]), []), 'es')).toBe(false);
  });
  it('160004041 Evil Star Beacon refused (R-ZONE-2): only one free Monster Zone for the two monsters', () => {
    const two = [defPos(mk('d1', 100, 100)), defPos(mk('d2', 100, 100))];
    expect(offered(playOk(b(undefined, two), []), 'es')).toBe(false);
  });
  it('160004041 Evil Star Beacon refused: you control an Attack Position monster', () => {
    expect(offered(playOk(b(undefined, [atkPos(mk('aw', 1800))]), []), 'es')).toBe(false);
  });
});
