// A card's effect text in the chosen interface and card-name languages.
import { useCallback } from 'react';
import { useApp } from '../store/appStore';
import { effectText } from '../store/actionLabel';
import { useLang } from './useT';

export function useEffectText(): (id: number) => string | null {
  const lang = useLang();
  const names = useApp((s) => s.settings.cardNames);
  return useCallback((id: number) => effectText(id, lang, names), [lang, names]);
}
