// A Spell activated from the hand goes to the Spell & Trap Zone the player names (a drop on
// a zone), or to the first free one; a taken zone or a zone on anything else is refused.
import { describe, expect, it } from 'vitest';
import { applyAction } from '../apply';
import { legalActions, whyNot } from '../legal';
import { apply, atkPos, board, card, load, mk } from '../testing/mk';

const BEAM = 160004039; // Type Change Beam: its cost asks for a reveal, so it waits in its zone

function start() {
  const b = board(
    { hand: [card(BEAM, 'beam'), mk('Rev', 1000)], monsters: [atkPos(mk('Mine', 1000, 0, 4, { race: 'Dragon' }))], spellTraps: [] },
    {},
  );
  return load(b);
}

describe('R-SPELL-7: the zone of a Spell activated from the hand', () => {
  it('goes to the named free zone; the engine lists the activation once, without a zone', () => {
    const { state, uid } = start();
    const listed = legalActions(state).filter((a) => a.type === 'activate' && a.card === uid('beam'));
    expect(listed).toEqual([{ type: 'activate', card: uid('beam'), effect: 'e1' }]);
    const { state: after } = apply(state, { type: 'activate', card: uid('beam'), effect: 'e1', zone: 2 });
    expect(after.players[0].spellTraps[2]?.uid).toBe(uid('beam'));
    expect(after.players[0].spellTraps[0]).toBeNull();
  });

  it('without a zone, the first free one', () => {
    const { state, uid } = start();
    const { state: after } = apply(state, { type: 'activate', card: uid('beam'), effect: 'e1' });
    expect(after.players[0].spellTraps[0]?.uid).toBe(uid('beam'));
  });

  it('refuses a taken zone and a zone for a card not in the hand, state untouched', () => {
    const b = board({ hand: [card(BEAM, 'beam'), mk('Rev', 1000)], spellTraps: [{ card: 160417005, zone: 1, faceDown: true }], monsters: [atkPos(mk('Mine', 1000, 0, 4, { race: 'Dragon' }))] }, {});
    const { state, uid } = load(b);
    const taken = { type: 'activate' as const, card: uid('beam'), effect: 'e1', zone: 1 };
    expect(whyNot(state, taken)).toMatchObject({ code: 'zone.spellTrapNotFree', params: { zone: 1 } });
    const r = applyAction(state, taken);
    expect(r.ok).toBe(false);
    expect(whyNot(state, { type: 'activate', card: uid('beam'), effect: 'e1', zone: 5 })).toMatchObject({ code: 'action.zoneNumber' });
  });
});
