// A card's effect text in the chosen interface and card-name languages. The text generator
// and its three phrasebooks load on first use (a card detail, a prompt or a MAXIMUM monster's
// menu), not with the first screen; the card's document set loads when its text is first asked
// for (cardData.ts). Until both are there the text is undefined and the caller shows a short
// "loading" line (or nothing).
import { useCallback, useEffect, useState } from 'react';
import { useApp } from '../store/appStore';
import { docsReady, ensureDocs } from '../store/cardData';
import { setOf } from '../store/docLoader';
import { useDocsVersion } from './useDocs';
import { useLang, useT } from './useT';

type TextModule = typeof import('../i18n/cardText/effectText');
let loaded: TextModule | null = null;
let loading: Promise<TextModule> | null = null;
const load = (): Promise<TextModule> =>
  (loading ??= import('../i18n/cardText/effectText').then((m) => (loaded = m)).catch((e: unknown) => {
    loading = null; // offline before the chunk was cached: try again next time
    throw e;
  }));

type Read = (m: TextModule, id: number, lang: ReturnType<typeof useLang>, names: 'en' | 'ja') => string | null;

/** Reads a text of card `id` with `read` once the generator and the card's documents are there. */
function useCardWords(): (id: number, read: Read) => string | null | undefined {
  const lang = useLang();
  const t = useT();
  const names = useApp((s) => s.settings.cardNames);
  const [ready, setReady] = useState(loaded !== null);
  // Sets whose file failed for this view: their cards say so; showing them again retries.
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const version = useDocsVersion();
  useEffect(() => {
    if (!ready) void load().then(() => setReady(true), () => undefined);
  }, [ready]);
  return useCallback(
    (id: number, read: Read) => {
      if (!docsReady([id])) {
        if (failed.has(setOf(id))) return t('detail.textFailed');
        ensureDocs([id]).catch(() => setFailed((f) => new Set(f).add(setOf(id))));
        return undefined;
      }
      return ready && loaded ? read(loaded, id, lang, names) : undefined;
    },
    // `version`: documents arrived, so a text may be there now.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [lang, names, ready, failed, t, version],
  );
}

/** The text by card id: a string, null for a card with none, undefined while it loads. */
export function useEffectText(): (id: number) => string | null | undefined {
  const words = useCardWords();
  return useCallback((id: number) => words(id, (m, i, lang, names) => m.effectTextOf(i, lang, names)), [words]);
}

/** What one effect of a card does (its [Effect] part): a string, null for none, undefined while it loads. */
export function useEffectWords(): (id: number, effect: string) => string | null | undefined {
  const words = useCardWords();
  return useCallback((id: number, effect: string) => words(id, (m, i, lang, names) => m.effectWordsOf(i, effect, lang, names)), [words]);
}
