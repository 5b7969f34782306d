// Prompt titles of document steps, from the step's own data (no card-specific wording).
import type { CardRef, DocStep, Place } from './types';

const PLACE: Record<Place, string> = {
  field: 'on the field',
  spellTraps: 'among the Spells and Traps on the field',
  hand: 'from your hand',
  gy: 'from your GY',
  deck: 'from your Deck',
  extra: 'from your Extra Deck',
};

function where(ref: CardRef): string {
  if (typeof ref === 'string' || 'chosen' in ref) return '';
  const place = Array.isArray(ref.place) ? ref.place[0] : ref.place;
  if (place === undefined) return '';
  if (place === 'field' || place === 'spellTraps') {
    const who = ref.side === 'you' ? 'you control' : ref.side === 'opponent' ? 'your opponent controls' : 'on the field';
    return place === 'field' ? `monster${ref.side === 'both' ? ' on the field' : ` ${who}`}` : `Spell or Trap card ${who}`;
  }
  return `card ${PLACE[place]}`;
}

export function chooseTitle(s: Extract<DocStep, { do: 'choose' }>): string {
  const min = s.min ?? 1;
  const max = s.max ?? min;
  const n = min === max ? `${min}` : `${min} to ${max}`;
  const what = where(s.from) || 'card';
  return `Choose ${n} ${what}`.replace(/(\d) (monster|card|Spell or Trap card)/, (_m, d: string, w: string) => `${d} ${w}${max > 1 ? 's' : ''}`);
}

/** A yes/no question names what a yes does: the first step that waits for it. */
export function askTitle(guarded: DocStep | undefined): string {
  if (guarded?.do === 'position') return `Change the monster to ${guarded.to === 'defense' ? 'Defense' : 'Attack'} Position?`;
  if (guarded?.do === 'destroy') return 'Destroy the card?';
  if (guarded?.do === 'draw') return 'Draw?';
  if (guarded?.do === 'specialSummon' || (guarded?.do === 'choose' && guarded.from !== 'self' && guarded.from !== 'trigger' && !('chosen' in guarded.from) && guarded.from.filter?.summonable)) {
    return 'Special Summon a monster?';
  }
  return 'Apply the rest of the effect?';
}
