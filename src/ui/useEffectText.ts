// A card's effect text in the chosen interface and card-name languages. The text generator
// and its three phrasebooks load on first use (a card detail or a prompt), not with the
// first screen: until then the text is null and the caller shows none.
import { useCallback, useEffect, useState } from 'react';
import { useApp } from '../store/appStore';
import { useLang } from './useT';

type TextModule = typeof import('../i18n/cardText/effectText');
let loaded: TextModule | null = null;
let loading: Promise<TextModule> | null = null;
const load = (): Promise<TextModule> =>
  (loading ??= import('../i18n/cardText/effectText').then((m) => (loaded = m)).catch((e: unknown) => {
    loading = null; // offline before the chunk was cached: try again next time
    throw e;
  }));

export function useEffectText(): (id: number) => string | null {
  const lang = useLang();
  const names = useApp((s) => s.settings.cardNames);
  const [ready, setReady] = useState(loaded !== null);
  useEffect(() => {
    if (!ready) void load().then(() => setReady(true), () => undefined);
  }, [ready]);
  return useCallback((id: number) => (ready && loaded ? loaded.effectTextOf(id, lang, names) : null), [lang, names, ready]);
}
