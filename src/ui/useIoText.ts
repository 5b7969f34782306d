import { useCallback } from 'react';
import { ioText, type IoText } from '../i18n/inputText';
import { useLang } from './useT';

/** Renders a deck-input message (src/i18n/inputText.ts) in the chosen interface language. */
export function useIoText(): (t: IoText) => string {
  const lang = useLang();
  return useCallback((t) => ioText(lang, t), [lang]);
}
