// Prompt titles of document steps, from the step's own data (no card-specific wording). They
// are text codes (src/engine/text.ts), rendered in the player's language by src/i18n.
import { tx, type EngineText, type TextCode } from '../../text';
import type { CardRef, DocStep } from './types';

/** The choose code for a ref: what kind of card it picks, and where (choiceSteps.ts fills in the counts). */
export function chooseCode(ref: CardRef): { code: TextCode; where?: 'hand' | 'gy' | 'deck' | 'extra' } {
  if (typeof ref === 'string' || 'chosen' in ref) return { code: 'doc.choose.card' };
  if (Array.isArray(ref.place) && ref.place.length > 1) return { code: 'doc.choose.card' };
  const place = Array.isArray(ref.place) ? ref.place[0] : ref.place;
  if (place === undefined) return { code: 'doc.choose.card' };
  const side = ref.side === 'you' ? 'You' : ref.side === 'opponent' ? 'Opponent' : 'Field';
  if (place === 'monsterZones') return { code: `doc.choose.monster${side}` };
  if (place === 'spellTraps') return { code: `doc.choose.spellTrap${side}` };
  return { code: 'doc.choose.from', where: place };
}

/** A yes/no question names what a yes does: the first step that waits for it (a choice: what follows it). */
export function askTitle(guarded: DocStep | undefined, after: readonly DocStep[] = []): EngineText {
  if (guarded?.do === 'choose' && after.some((s) => s.do === 'destroy')) return tx('doc.ask.destroy');
  if (guarded?.do === 'move' && guarded.to === 'hand') return tx('doc.ask.addToHand');
  if (guarded?.do === 'position') return tx(guarded.to === 'defense' ? 'doc.ask.toDefense' : 'doc.ask.toAttack');
  if (guarded?.do === 'destroy') return tx('doc.ask.destroy');
  if (guarded?.do === 'draw') return tx('doc.ask.draw');
  if (guarded?.do === 'specialSummon' || (guarded?.do === 'choose' && typeof guarded.from === 'object' && !('chosen' in guarded.from) && guarded.from.filter?.summonable)) {
    return tx('doc.ask.specialSummon');
  }
  return tx('doc.ask.rest');
}
