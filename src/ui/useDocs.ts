// Card documents load per set file on demand (src/store/cardData.ts): a screen that needs some
// (a replay's board, a card's text) asks for them here and is drawn again when they arrive.
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { DocsLoadError, docsReady, ensureDocs, onDocs } from '../store/cardData';
import { docCount } from '../cards/docs';
import { useT } from './useT';

/** Changes whenever a set file of documents has arrived. */
export function useDocsVersion(): number {
  return useSyncExternalStore(onDocs, docCount);
}

/**
 * Whether these cards' documents are loaded, fetching them if not; the error text when that
 * failed (a retry comes with the next change of `ids` or a press of `retry`).
 */
export function useDocsFor(ids: readonly number[]): { ready: boolean; error: string | null; retry(): void } {
  const t = useT();
  useDocsVersion();
  const ready = docsReady(ids);
  const [failed, setFailed] = useState<{ of: readonly number[]; sets: string } | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (docsReady(ids)) return;
    let live = true;
    ensureDocs(ids).then(
      () => live && setFailed(null),
      (e: unknown) => live && setFailed({ of: ids, sets: e instanceof DocsLoadError ? e.sets.join(', ') : String(e) }),
    );
    return () => {
      live = false;
    };
  }, [ids, attempt]);
  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  const error = !ready && failed?.of === ids ? t('load.docsFailed', { sets: failed.sets }) : null;
  return { ready, error, retry };
}
