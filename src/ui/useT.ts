// The translation function and card naming for the chosen language settings.
import { useCallback } from 'react';
import type { CardDef } from '../engine';
import { translate, type StringKey } from '../i18n';
import { useApp } from '../store/appStore';

export type T = (key: StringKey, vars?: Record<string, string | number>) => string;

export function useT(): T {
  const lang = useApp((s) => s.settings.language);
  return useCallback((key, vars) => translate(lang, key, vars), [lang]);
}

/** A card's name in the chosen card-name language (Japanese when the card has one). */
export function useCardName(): (def: CardDef) => string {
  const names = useApp((s) => s.settings.cardNames);
  return useCallback((def) => (names === 'ja' && def.nameJa ? def.nameJa : def.name), [names]);
}
