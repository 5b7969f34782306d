// The translation function and card naming for the chosen language settings.
import { useCallback, useEffect } from 'react';
import { create } from 'zustand';
import type { CardDef, DuelState, EngineText } from '../engine';
import { poolNames, renderText, stateNames } from '../i18n/engineText';
import { hasLanguage, loadLanguage, say, translate, type CardRef, type Lang, type Msg, type StringKey } from '../i18n';
import { useApp } from '../store/appStore';

export type T = (key: StringKey, vars?: Record<string, string | number>) => string;

/** Languages whose strings have arrived, so every component re-renders once they do. */
const useLoaded = create<{ langs: Lang[] }>()(() => ({ langs: ['en'] }));

/** The interface language once its strings have arrived (English until then). */
export function useLang(): Lang {
  const lang = useApp((s) => s.settings.language);
  const ready = useLoaded((s) => s.langs.includes(lang));
  useEffect(() => {
    if (ready) return;
    void loadLanguage(lang).then(() => {
      if (hasLanguage(lang)) useLoaded.setState((s) => ({ langs: s.langs.includes(lang) ? s.langs : [...s.langs, lang] }));
    });
  }, [lang, ready]);
  return ready ? lang : 'en';
}

export function useT(): T {
  const lang = useLang();
  return useCallback((key, vars) => translate(lang, key, vars), [lang]);
}

/** Shows a message (see src/i18n) in the chosen interface and card-name languages. */
export function useSay(): (m: Msg | CardRef) => string {
  const lang = useLang();
  const names = useApp((s) => s.settings.cardNames);
  return useCallback((m) => say(lang, names, m), [lang, names]);
}

/** A card's name in the chosen card-name language (Japanese when the card has one). */
export function useCardName(): (def: CardDef) => string {
  const names = useApp((s) => s.settings.cardNames);
  return useCallback((def) => (names === 'ja' && def.nameJa ? def.nameJa : def.name), [names]);
}

/**
 * Renders an engine text (a refusal, a prompt title, an option) in the chosen interface and
 * card-name languages. The one way the interface shows words that come from the engine.
 */
export function useEngineText(): (t: EngineText, state: DuelState) => string {
  const lang = useLang();
  const names = useApp((s) => s.settings.cardNames);
  return useCallback((t, state) => renderText(t, lang, stateNames(state, names), { rule: false }), [lang, names]);
}

/**
 * The rule an engine text cites, as a "why" note for a title attribute (the sentence itself
 * leaves the rule ID out); undefined when it cites none.
 */
export function useRuleNote(): (t: EngineText | Msg) => string | undefined {
  const tr = useT();
  return useCallback((t) => ('code' in t && t.rule ? tr('why.rule', { rule: t.rule }) : undefined), [tr]);
}

/** Renders an engine text that names cards by card id only (deck checks), in the chosen languages. */
export function useDeckText(): (t: EngineText) => string {
  const lang = useLang();
  const names = useApp((s) => s.settings.cardNames);
  return useCallback((t) => renderText(t, lang, poolNames(names), { rule: false }), [lang, names]);
}
