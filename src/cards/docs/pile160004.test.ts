// Cards of set 160004 of the pile stream (hands, Decks and hidden cards). Figures come from each
// card's official text (BabelCDB cards-rush.cdb), reworded in the test names; each card also has
// at least one refusal.
import { describe, expect, it } from 'vitest';
import { atkOf, offered, onFieldRef, playOk } from '../scripts/beginner/testkit';
import { atkPos, board, card, mk, SAKURETSU, setPos } from '../../engine/testing/mk';

const deck5 = () => ['d1', 'd2', 'd3', 'd4', 'd5'].map((r) => mk(r, 1));

describe('160004016 Insurrection Dragon', () => {
  const normals = ['n1', 'n2', 'n3', 'n4'];
  const b = (gy = normals, trap = true) =>
    board(
      { monsters: [atkPos(card(160004016, 'ins'))], graveyard: gy.map((r) => mk(r, 1000)), deck: deck5() },
      { monsters: [atkPos(mk('a', 100)), atkPos(mk('c', 100))], ...(trap ? { spellTraps: [{ card: card(SAKURETSU, 'sa'), faceDown: true }] } : {}) },
    );
  const activate = [{ do: 'activate', card: 'ins' }, { do: 'choose', cards: ['n3', 'n1', 'n4', 'n2'] }];
  it('160004016 Insurrection Dragon: four Normal Monsters go under the Deck in the picked order; 700 ATK per monster on the field (3: 2100)', () => {
    const p = playOk(b(), activate);
    expect(p.state.players[0].deck.slice(-4)).toEqual(['n3', 'n1', 'n4', 'n2'].map((r) => p.uid(r)));
    expect(atkOf(p, 'ins')).toBe(2100);
  });
  it('160004016 Insurrection Dragon: the first opponent Trap that would destroy it this turn fails, and that uses the protection up', () => {
    const p = playOk(b(), [...activate, { do: 'enterBattle' }, { do: 'attack', card: 'ins', target: 'a' }, { do: 'respond', card: 'sa' }]);
    expect(onFieldRef(p, 'ins')).toBe(true);
    expect(p.state.lingering.some((l) => l.kind === 'opponentTrapImmuneOnce')).toBe(false);
  });
  it('160004016 Insurrection Dragon: without its effect the same Trap destroys it', () => {
    const p = playOk(b(), [{ do: 'enterBattle' }, { do: 'attack', card: 'ins', target: 'a' }, { do: 'respond', card: 'sa' }]);
    expect(onFieldRef(p, 'ins')).toBe(false);
  });
  it('160004016 Insurrection Dragon refused: only three Normal Monsters in the GY', () => {
    expect(offered(playOk(b(['n1', 'n2', 'n3'], false), []), 'ins')).toBe(false);
  });
});

describe('160004031 Drilling Mandrill', () => {
  const machine = (ref: string) => mk(ref, 1000, 0, 4, { race: 'Machine' });
  const b = (how: string, machines = 1, oppSet = true) =>
    board(
      { monsters: [{ card: card(160004031, 'dm'), position: 'attack', summonedHow: how } as never, ...Array.from({ length: machines }, (_, i) => atkPos(machine(`m${i}`)))] },
      { monsters: oppSet ? [setPos(mk('s1', 1500)), setPos(mk('s2', 0)), setPos(mk('s3', 1800))] : [atkPos(mk('s1', 1500))] },
    );
  it('160004031 Drilling Mandrill: two face-up Machines flip up to two face-down Defense monsters into Attack Position with original ATK 0', () => {
    const asked = playOk(b('tribute'), [{ do: 'activate', card: 'dm' }]);
    const pend = asked.state.pending;
    // The one whose ATK is 0 already is offered too: the position change is the effect.
    expect(pend?.kind === 'choose' && [pend.min, pend.max, pend.from.length]).toEqual([1, 2, 3]);
    const p = playOk(b('tribute'), [{ do: 'activate', card: 'dm' }, { do: 'choose', cards: ['s1', 's3'] }]);
    const slot = (r: string) => p.state.players[1].monsters.find((m) => m?.uid === p.uid(r));
    expect([slot('s1')?.faceDown, slot('s1')?.position, slot('s3')?.faceDown, slot('s3')?.position, slot('s2')?.faceDown]).toEqual([false, 'attack', false, 'attack', true]);
    expect([atkOf(p, 's1'), atkOf(p, 's3')]).toEqual([0, 0]);
  });
  it('160004031 Drilling Mandrill: with itself the only Machine, one monster at most', () => {
    const pend = playOk(b('special', 0), [{ do: 'activate', card: 'dm' }]).state.pending;
    expect(pend?.kind === 'choose' && pend.max).toBe(1);
  });
  it('160004031 Drilling Mandrill refused: no face-down Defense monster across', () => {
    expect(offered(playOk(b('tribute', 1, false), []), 'dm')).toBe(false);
  });
  it('160004031 Drilling Mandrill refused: Set this turn is no summon', () => {
    expect(offered(playOk(b('set'), []), 'dm')).toBe(false);
  });
});
