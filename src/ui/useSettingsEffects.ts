// Settings that reach outside React's tree: the page language and reduced motion.
import { useEffect } from 'react';
import { LANGUAGE_TAGS } from '../i18n';
import { useApp } from '../store/appStore';

/** Keeps <html lang> and the reduced-motion class in step; returns whether motion is reduced. */
export function useSettingsEffects(): boolean {
  const language = useApp((s) => s.settings.language);
  const reduced = useApp((s) => s.settings.reducedMotion);
  useEffect(() => {
    document.documentElement.lang = LANGUAGE_TAGS[language];
  }, [language]);
  useEffect(() => {
    document.documentElement.classList.toggle('reduce-motion', reduced);
  }, [reduced]);
  return reduced;
}
