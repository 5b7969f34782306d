// English wording of a group of cards ("a face-up Level 4 or lower FIRE monster in your GY"):
// adjectives, nouns, places, stats and counts, shared by the English phrasebook (./en.ts).
import type { Filter, SameStat } from '../../engine/docs';
import type { Group, Quantity } from './phrasebook';
import { inWords } from './numberWords';
import { attributeName, raceName } from './terms';

export const SAME_EN: Record<SameStat, string> = { level: 'Level', attribute: 'Attribute', race: 'Type', atk: 'ATK', def: 'DEF', name: 'name' };
export const KIND_ADJ: Record<string, string> = { normal: 'Normal', effect: 'Effect', fusion: 'Fusion', ritual: 'Ritual', maximum: 'MAXIMUM' };

export function statIs(label: string, r: { min?: number; max?: number } | undefined): string | null {
  if (!r) return null;
  if (r.min !== undefined && r.max !== undefined) return r.min === r.max ? `${label} of ${r.min}` : `${label} of ${r.min} to ${r.max}`;
  if (r.min !== undefined) return `${label} of ${r.min} or more`;
  if (r.max !== undefined) return `${label} of ${r.max} or less`;
  return null;
}

export function adjectives(f: Filter): string[] {
  const a: string[] = [];
  if (f.notSelf) a.push('other');
  if (f.faceUp === true) a.push('face-up');
  if (f.faceUp === false) a.push('face-down');
  if (f.position) a.push(f.position === 'attack' ? 'Attack Position' : 'Defense Position');
  if (f.legend) a.push('Legend');
  if (f.level) {
    const { min, max } = f.level;
    a.push(min !== undefined && max !== undefined ? (min === max ? `Level ${min}` : `Level ${min}-${max}`) : min !== undefined ? `Level ${min} or above` : `Level ${max ?? 0} or below`);
  }
  // A negated filter: "non-LIGHT", "non-Machine" (its names are worded after the noun, "other than").
  const { ids: _ids, ...notFields } = f.not ?? {};
  const not = f.not ? adjectives(notFields) : [];
  if (not.length > 0) a.push(`non-${not.join(' ')}`);
  if (f.attribute) a.push(attributeName(f.attribute, 'en'));
  if (f.race) a.push(raceName(f.race, 'en'));
  if (f.monsterKind) a.push(KIND_ADJ[f.monsterKind] ?? f.monsterKind);
  return a;
}

/** Several piles of one player (hand, GY, Deck, Extra Deck) and no zone: "in your hand or GY". */
export const pilesOnly = (g: Group): boolean => Array.isArray(g.where.place) && g.where.place.length > 1 && g.where.place.every((p) => p !== 'monsterZones' && p !== 'spellTraps');

export function noun(g: Group, plural: boolean): string {
  const f = g.filter;
  // Piles and zones together name cards, unless the filter says monsters ("a monster in your hand or on your field") or a kind of Spell ("a Field Spell card you control").
  const monsterWords = f.kind === 'monster' || Boolean(f.race || f.monsterKind || f.attribute || f.level || f.atk || f.def);
  if (Array.isArray(g.where.place) && g.where.place.length > 1 && !pilesOnly(g) && !monsterWords && !f.spellKind) return plural ? 'cards' : 'card';
  const place = Array.isArray(g.where.place) ? g.where.place[0] : g.where.place;
  let n = f.kind === 'spell' || f.kind === 'trap' ? '' : f.kind === 'monster' || f.race || f.monsterKind || f.attribute || f.level || f.atk || f.def || f.not?.race || f.not?.attribute || f.not?.monsterKind || place === 'monsterZones' ? 'monster' : f.kind === 'spell' || f.spellKind ? 'Spell' : f.kind === 'trap' ? 'Trap' : place === 'spellTraps' ? 'Spell/Trap' : 'card';
  if (n === '') n = f.kind === 'trap' ? 'Trap' : 'Spell';
  if (n === 'Spell' && f.spellKind) n = `${f.spellKind === 'field' ? 'Field' : f.spellKind === 'equip' ? 'Equip' : f.spellKind === 'ritual' ? 'Ritual' : 'Normal'} Spell`;
  if (n === 'Spell' || n === 'Trap' || n === 'Spell/Trap' || n.endsWith(' Spell')) n += ' card';
  return plural ? `${n}s` : n;
}

export function where(g: Group): string {
  const places = Array.isArray(g.where.place) ? g.where.place : [g.where.place];
  const side = g.where.side;
  const p = places[0];
  const pileOf = (x: string): string => (x === 'gy' ? 'GY' : x === 'hand' ? 'hand' : x === 'deck' ? 'Deck' : 'Extra Deck');
  // Piles and zones together: "in your hand or on your field" (the field first when the document lists a zone first).
  const piles = places.filter((x) => x !== 'monsterZones' && x !== 'spellTraps');
  if (piles.length > 0 && piles.length < places.length) {
    const owner = side === 'you' ? 'your' : side === 'opponent' ? "your opponent's" : "either player's";
    const inPiles = `in ${owner} ${piles.map(pileOf).join(' or ')}`;
    const onField = `on ${side === 'both' ? 'the' : owner} field`;
    return p === 'monsterZones' || p === 'spellTraps' ? `${onField} or ${inPiles}` : `${inPiles} or ${onField}`;
  }
  if (p === 'monsterZones' || p === 'spellTraps') return side === 'you' ? 'you control' : side === 'opponent' ? 'your opponent controls' : 'on the field';
  const pile = pilesOnly(g) && g.where.top === undefined && g.where.bottom === undefined ? places.map(pileOf).join(' or ') : pileOf(p ?? 'hand');
  if (g.where.bottom !== undefined) return `among the ${g.where.bottom === 1 ? 'lowest card' : `${inWords(g.where.bottom)} lowest cards`} of ${side === 'you' ? 'your' : side === 'opponent' ? "your opponent's" : "either player's"} ${pile}`;
  if (g.where.top !== undefined) return `among the top ${g.where.top === 1 ? 'card' : `${inWords(g.where.top)} cards`} of ${side === 'you' ? 'your' : side === 'opponent' ? "your opponent's" : "either player's"} ${pile}`;
  return side === 'you' ? `in your ${pile}` : side === 'opponent' ? `in your opponent's ${pile}` : `in either player's ${pile}`;
}

export function stats(f: Filter): string {
  // "with ATK of 1000 or more": the project's own word order for stat filters.
  const s = [statIs('ATK', f.atk), statIs('DEF', f.def), statIs('original ATK', f.originalAtk), statIs('original DEF', f.originalDef), statIs('original Level', f.originalLevel), f.originalRace ? `original Type of ${raceName(f.originalRace, 'en')}` : null, f.originalAtkBelowSelf ? "original ATK lower than this card's ATK" : null, f.atkAboveLp ? `ATK higher than ${f.atkAboveLp === 'you' ? 'your' : "your opponent's"} LP` : null, f.diceEffect ? 'a die-rolling effect' : null, f.coinEffect ? 'a coin-tossing effect' : null].filter((x): x is string => x !== null);
  const equip = f.equipped === true ? ' equipped with an Equip Spell card' : f.equipped === false ? ' equipped with no Equip Spell card' : f.equipped === 'self' ? ' equipped with this card' : f.equipped === 'noMonsterCard' ? ' not equipped with a Union monster card' : f.equips === 'self' ? ' that equips this card' : '';
  return `${s.length > 0 ? ` with ${s.join(' and ')}` : ''}${equip}${f.maximumMode ? ' in MAXIMUM mode' : ''}${f.fusionOnly ? ' that must be Fusion Summoned' : ''}`;
}

export function count(q: Quantity): { words: string; plural: boolean } {
  if (q === 'every') return { words: 'every', plural: false };
  if (q === 'any') return { words: '', plural: true };
  if ('n' in q) return { words: inWords(q.n), plural: q.n !== 1 };
  if ('atLeast' in q) return { words: q.atLeast === 1 ? 'a' : `at least ${inWords(q.atLeast)}`, plural: q.atLeast !== 1 };
  // A cap of 60 (a whole Deck) is no cap at all: "one or more".
  if (q.max >= 60) return { words: q.min === 0 ? 'any number of' : `${inWords(q.min)} or more`, plural: true };
  if (q.min === 0) return { words: `up to ${inWords(q.max)}`, plural: q.max !== 1 };
  if (q.min === q.max) return { words: `exactly ${inWords(q.min)}`, plural: q.min !== 1 };
  return { words: `${inWords(q.min)} ${q.max === q.min + 1 ? 'or' : 'to'} ${inWords(q.max)}`, plural: true };
}

/** The count said again before each alternative after the first ("one "A" or one "B""): "a" and "one" only. */
export const again = (words: string): string => (words === 'a' ? 'a' : /(^|\s)one$/.test(words) ? 'one' : '');
export const withArticle = (article: string, what: string): string =>
  article === 'a' && what.startsWith('other ') ? `an${what}` : article === '' ? what : `${article === 'a' && /^"?[AEIOU]/i.test(what) ? 'an' : article} ${what}`;
/** Alternatives joined by "or", each after the first with the count said again. */
export const orList = (items: string[], article = ''): string => items.map((x, i) => (i === 0 ? x : withArticle(article, x))).join(' or ');
export const quote = (names: string[], article = ''): string => orList(names.map((n) => `"${n}"`), article);

/** The choice fields of a group, after the place: left-out cards and listed materials. */
export const choiceWords = (g: Group): string =>
  `${g.notNames ? ` other than ${quote(g.notNames)}` : ''}${g.notChosen ? ` other than ${g.notChosen}` : ''}${g.listsMaterialFrom ? ` that lists ${g.listsMaterialFrom} among its materials` : ''}${g.listsNames ? ` that lists ${quote(g.listsNames)} among its materials` : ''}${g.materialOf ? ` that ${g.materialOf} lists among its materials` : ''}`;

/** One material of a group, with its article ("a Dragon monster", "\"X\""); its place is not worded. */
export function aMaterial(g: Group): string {
  const one = (h: Group): string => (h.names.length > 0 ? quote(h.names) : `a ${[...adjectives(h.filter), noun(h, false)].join(' ')}${stats(h.filter)}`.replace(/^a ([AEIOU])/, 'an $1'));
  return (g.alternatives ?? [g]).map(one).join(' or ');
}
