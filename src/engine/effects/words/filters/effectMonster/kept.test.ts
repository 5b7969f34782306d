// The filter word `effectMonster` in a rule kept in the duel state (a `forbid`): it reads only the
// printed card, so such a rule may hold it (R-CARD-2, R-CARD-3: an Effect Monster is one with effects).
import { describe, expect, it } from 'vitest';
import { cardDocProblem } from '../../../doc/validate';
import { playCase } from '../../../../../cards/cases/play';
import { legalActions } from '../../../../legal';

const spell = (steps: unknown[]) => ({ id: 1, effects: [{ id: 'e1', kind: 'spell', steps }] });

describe('effectMonster in a kept rule', () => {
  it('R-CARD-3: forbid attack and attackExcept may hold effectMonster', () => {
    expect(cardDocProblem(spell([{ do: 'forbid', what: 'attack', filter: { effectMonster: true } }]))).toBeNull();
    expect(cardDocProblem(spell([{ do: 'forbid', what: 'attackExcept', filter: { effectMonster: true, race: 'Fiend' } }]))).toBeNull();
    expect(cardDocProblem(spell([{ do: 'forbid', what: 'attack', filter: { effectMonster: false } }]))).toMatch(/effectMonster/);
  });

  it('R-CARD-2: after "your Effect Monsters cannot attack" a Normal Monster still attacks, an Effect Monster does not', () => {
    // Masenkou, the Lashing Light keeps that rule; Summoned Skull is a Normal Monster, Cyber Assault Dragon an Effect Monster.
    const board = {
      turn: 3,
      phase: 'main',
      players: [
        { hand: [{ id: 160206044, ref: 'ms' }, { vanilla: { name: 'f', level: 4, atk: 100, def: 0, attribute: 'DARK', race: 'Fiend' }, ref: 'f' }], monsters: [{ card: { id: 160003000, ref: 'sk' } }, { card: { id: 160205022, ref: 'ef' } }] },
        { monsters: [{ card: { vanilla: { name: 'o', level: 8, atk: 3000, def: 0, attribute: 'DARK', race: 'Warrior' }, ref: 'o' } }] },
      ],
    };
    const p = playCase(board, [{ do: 'activate', card: 'ms' }, { do: 'choose', cards: ['f'] }, { do: 'enterBattle' }]);
    expect(p.error).toBeNull();
    const attackers = new Set(legalActions(p.state).flatMap((a) => (a.type === 'attack' ? [a.attacker] : [])));
    expect(attackers.has(p.uid('sk'))).toBe(true);
    expect(attackers.has(p.uid('ef'))).toBe(false);
  });
});
