// The translation function and card naming for the chosen language settings.
import { useCallback, useEffect } from 'react';
import { create } from 'zustand';
import type { CardDef } from '../engine';
import { hasLanguage, loadLanguage, translate, type Lang, type StringKey } from '../i18n';
import { useApp } from '../store/appStore';

export type T = (key: StringKey, vars?: Record<string, string | number>) => string;

/** Languages whose strings have arrived, so every component re-renders once they do. */
const useLoaded = create<{ langs: Lang[] }>()(() => ({ langs: ['en'] }));

export function useT(): T {
  const lang = useApp((s) => s.settings.language);
  const ready = useLoaded((s) => s.langs.includes(lang));
  useEffect(() => {
    if (ready) return;
    void loadLanguage(lang).then(() => {
      if (hasLanguage(lang)) useLoaded.setState((s) => ({ langs: s.langs.includes(lang) ? s.langs : [...s.langs, lang] }));
    });
  }, [lang, ready]);
  return useCallback((key, vars) => translate(ready ? lang : 'en', key, vars), [lang, ready]);
}

/** A card's name in the chosen card-name language (Japanese when the card has one). */
export function useCardName(): (def: CardDef) => string {
  const names = useApp((s) => s.settings.cardNames);
  return useCallback((def) => (names === 'ja' && def.nameJa ? def.nameJa : def.name), [names]);
}
