// Renders the engine's text codes (src/engine/text.ts) in a language: refusal reasons,
// prompt titles and option labels. Templates are the 'eng.<code>' keys of en.ts/ja.ts/zh.ts;
// `{n:one|many}` picks the English singular or plural by n. Cards are named by `names`, so
// the interface decides the card-name language and what the player may know.
import { cardDef, rulesetCard, textKey, type DuelState, type EngineText, type TextParam } from '../engine/play';
import { cardFacts, poolCard } from '../cards/pool';
import { translate, type Lang, type StringKey } from './index';
import { attributeName, raceName } from './cardText/terms';

export interface CardNames {
  /** The name of the card with this uid in the duel. */
  uid(uid: number): string;
  /** The name of the card with this card id. */
  id(id: number): string;
}

/** Parameters rendered through a small vocabulary of their own: `where.hand`, `among.choosable`... */
const WORD_PARAMS = new Set(['where', 'among', 'section', 'kind', 'status']);

function range(lang: Lang, min: number, max: number): string {
  const key: StringKey =
    min === max ? 'engine.range.exact' : max >= 99 ? 'engine.range.orMore' : min === 0 ? 'engine.range.upTo' : 'engine.range.between';
  return translate(lang, key, { min, max });
}

/** The words of a monster filter (`legend,attr:WIND,race:Warrior,kind:normal`), as the language prints them. */
function monsterWords(lang: Lang, v: string): string {
  const words = v.split(',').filter(Boolean).map((w) => {
    if (w === 'legend') return translate(lang, 'engine.word.legend');
    const [k, x = ''] = w.split(':');
    if (k === 'attr') return attributeName(x, lang);
    if (k === 'race') return raceName(x, lang);
    return translate(lang, `eng.kind.${x}` as StringKey);
  });
  return words.join(lang === 'en' ? ' ' : '');
}

function paramText(lang: Lang, names: CardNames, k: string, v: TextParam): string | number {
  if (Array.isArray(v)) {
    const list = v as readonly number[];
    if (k === 'cardIds') {
      const counts = new Map<string, number>();
      for (const id of list) counts.set(names.id(id), (counts.get(names.id(id)) ?? 0) + 1);
      return [...counts].map(([name, n]) => (n > 1 ? `${name} ×${n}` : name)).join(translate(lang, 'engine.listSep'));
    }
    if (k === 'cardIdsAnd') return list.map((id) => names.id(id)).join(translate(lang, 'engine.andSep'));
    if (k === 'perSection') {
      const sections = ['main', 'extra', 'side'] as const;
      return sections
        .flatMap((section, i) => ((list[i] ?? 0) > 0 ? [renderText({ code: 'deck.inSection', params: { n: list[i] ?? 0, section } }, lang, names)] : []))
        .join(translate(lang, 'engine.listSep'));
    }
    return list.map((u) => names.uid(u)).join(' + ');
  }
  if (k === 'monsters' && typeof v === 'string') return monsterWords(lang, v);
  if (k === 'card' || k === 'card2') return typeof v === 'number' ? names.uid(v) : translate(lang, `eng.cardWord.${String(v)}` as StringKey);
  if (typeof v === 'number' && k === 'cardId') return names.id(v);
  if (typeof v === 'string' && WORD_PARAMS.has(k)) return translate(lang, `eng.${k}.${v}` as StringKey);
  return v as string | number;
}

/**
 * A text in the language: parameters filled in, the rule ID after the sentence unless `rule` is
 * false (the interface keeps rule IDs out of the sentence a player reads: see ruleNote).
 */
export function renderText(t: EngineText, lang: Lang, names: CardNames, { rule = true }: { rule?: boolean } = {}): string {
  const params = t.params ?? {};
  const vars: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(params)) vars[k] = paramText(lang, names, k, v);
  if (typeof params.min === 'number' && typeof params.max === 'number') vars.range = range(lang, params.min, params.max);
  // The raw template (unknown placeholders stay), plurals first, then the values.
  const raw = translate(lang, `eng.${t.code}` as StringKey);
  const plural = raw.replace(/\{(\w+):([^|}]*)\|([^}]*)\}/g, (_m, k: string, one: string, many: string) =>
    Number(params[k]) === 1 ? one : many,
  );
  let s = plural.replace(/\{(\w+)\}/g, (m, k: string) => (k in vars ? String(vars[k]) : m));
  if (t.rule && rule) {
    const [open, close] = lang === 'en' ? [' (', ')'] : ['（', '）'];
    const end = /[.。!?！？]$/.exec(s)?.[0] ?? '';
    s = `${s.slice(0, s.length - end.length)}${open}${t.rule}${close}${end}`;
  }
  return s;
}

/** Card names by card id from the card pool and the catalog (deck checks name no uid). */
export function poolNames(cardNames: 'en' | 'ja' = 'en'): CardNames {
  return {
    uid: (uid) => `#${uid}`,
    id: (id) => {
      const d = cardFacts(id);
      return d ? (cardNames === 'ja' && d.nameJa ? d.nameJa : d.name) : String(id);
    },
  };
}

/** Card names read from a duel state (English or Japanese names by the card-name setting). */
export function stateNames(state: DuelState, cardNames: 'en' | 'ja' = 'en'): CardNames {
  const pick = (d: { name: string; nameJa?: string | null }): string => (cardNames === 'ja' && d.nameJa ? d.nameJa : d.name);
  return {
    uid: (uid) => (state.cards[uid] ? pick(cardDef(state, uid)) : `#${uid}`),
    id: (id) => {
      const d = rulesetCard(state, id) ?? poolCard(id);
      return d ? pick(d) : String(id);
    },
  };
}

/** English, with the duel's card names: what the scenario and solve CLIs print. */
export const englishText = (t: EngineText, state: DuelState): string => renderText(t, 'en', stateNames(state, 'en'));

/** A refused scenario action in English, with where it happened (scenario and solve CLIs, puzzle checks). */
export function refusalEnglish(e: { text: EngineText; state: DuelState | null; prefix: string }): string {
  return e.prefix + (e.state ? englishText(e.text, e.state) : textKey(e.text));
}
