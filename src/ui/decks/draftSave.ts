// The deck on the bench is kept while it has unsaved changes, so a reload or a closed tab
// does not lose it; it comes back (still unsaved) the next time. If a link has opened another
// deck meanwhile, the one from last time is saved as a deck of its own instead of dropped.
import { DRAFT_ID, type Loaded, type Persistence } from '../../persist/storage';
import { loadLanguage, translate } from '../../i18n';
import { useApp } from '../../store/appStore';
import { newId, useLibrary } from '../../store/libraryStore';
import { useDraft } from './draft';

export function keepDraft(storage: Persistence, loaded: Loaded): void {
  const d = loaded.draft?.deck;
  if (d && !useDraft.getState().dirty) {
    useDraft.setState({
      id: d.id === DRAFT_ID ? null : d.id,
      presetKey: null,
      name: d.name,
      cards: { main: d.main, extra: d.extra, side: d.side },
      dirty: true,
      message: translate('en', 'decks.restored'),
    });
    // The note in the chosen language once its strings are here (English until then).
    const lang = useApp.getState().settings.language;
    void loadLanguage(lang).then(() => {
      if (useDraft.getState().message === translate('en', 'decks.restored')) useDraft.setState({ message: translate(lang, 'decks.restored') });
    });
  } else if (d) {
    // Named and noted in the chosen language (English if its strings cannot be had).
    const lang = useApp.getState().settings.language;
    const save = (): void => {
      const kept = { ...d, id: newId('deck'), name: translate(lang, 'decks.recoveredName', { name: d.name }).slice(0, 60), updated: Date.now() };
      useLibrary.getState().saveDeck(kept);
      useLibrary.getState().notify(translate(lang, 'decks.recoveredNote', { name: d.name, kept: kept.name }));
    };
    void loadLanguage(lang).then(save, save);
  }
  let chain: Promise<void> = Promise.resolve();
  useDraft.subscribe((s, prev) => {
    if (s.name === prev.name && s.cards === prev.cards && s.dirty === prev.dirty) return;
    const deck = { id: s.id ?? DRAFT_ID, name: s.name, ...s.cards, updated: Date.now() };
    chain = chain.then(() => (s.dirty ? storage.putDraft({ deck }) : storage.clearDraft())).catch(() => undefined);
  });
}
