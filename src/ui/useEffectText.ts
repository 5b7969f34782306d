// A card's effect text in the chosen interface and card-name languages. The text generator
// and its three phrasebooks load on first use (a card detail, a prompt or a MAXIMUM monster's
// menu), not with the first screen; the card's document set loads when its text is first asked
// for (cardData.ts). Until both are there the text is undefined and the caller shows a short
// "loading" line (or nothing).
// The effects are those of the duel's own ruleset when the text is for a duel on screen.
import { useCallback, useEffect, useState } from 'react';
import { builtinRuleset } from '../cards/ruleset';
import { rulesetOf, type DuelState, type Ruleset } from '../engine/play';
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

type Read = (m: TextModule, rules: Ruleset, id: number, lang: ReturnType<typeof useLang>, names: 'en' | 'ja') => string | null;

/**
 * Reads a text of card `id` with `read` once the generator and the card's documents are there.
 * `duel`: the duel (state or view) the card is in, whose ruleset has its effects; without it (the
 * deck builder) the game's own ruleset.
 */
function useCardWords(duel?: DuelState): (id: number, read: Read) => string | null | undefined {
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
      return ready && loaded ? read(loaded, duel ? rulesetOf(duel) : builtinRuleset(), id, lang, names) : undefined;
    },
    // `version`: documents arrived, so a text may be there now (the game's ruleset is made again).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [lang, names, ready, failed, t, version, duel],
  );
}

/** The text by card id: a string, null for a card with none, undefined while it loads. */
export function useEffectText(duel?: DuelState): (id: number) => string | null | undefined {
  const words = useCardWords(duel);
  return useCallback((id: number) => words(id, (m, rules, i, lang, names) => m.effectTextOf(rules, i, lang, names)), [words]);
}

/** What one effect of a card does (its [Effect] part): a string, null for none, undefined while it loads. */
export function useEffectWords(duel?: DuelState): (id: number, effect: string) => string | null | undefined {
  const words = useCardWords(duel);
  return useCallback((id: number, effect: string) => words(id, (m, rules, i, lang, names) => m.effectWordsOf(rules, i, effect, lang, names)), [words]);
}
