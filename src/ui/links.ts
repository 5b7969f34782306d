// Links that open something: #deck=<share code> opens the deck in the deck builder (unsaved),
// #replay=<code> opens the replay viewer. A bad link says why and changes nothing.
import { decodeShareCode } from '../decks/shareCode';
import { ioText } from '../i18n/inputText';
import { decodeReplayLink } from '../replays/share';
import { useApp } from '../store/appStore';
import { useLibrary } from '../store/libraryStore';
import { useDraft } from './decks/draft';
import { useReplayOpen } from './replays/replayOpen';

export function openLink(hash: string): void {
  const deck = /^#deck=(.*)$/.exec(hash);
  if (deck) {
    const r = decodeShareCode(deck[1] ?? '');
    const lang = useApp.getState().settings.language;
    if (r.ok) useDraft.getState().openNew(ioText(lang, { key: 'name.shared' }), r.deck, ioText(lang, { key: 'note.shared' }));
    else useLibrary.getState().notify(ioText(lang, r.error));
    useApp.getState().open('decks');
    return;
  }
  const replay = /^#replay=(.*)$/.exec(hash);
  if (replay) {
    useApp.getState().open('replays');
    void decodeReplayLink(replay[1] ?? '').then((r) => {
      if (r.ok) useReplayOpen.getState().show(r.replay);
      else useLibrary.getState().notify(ioText(useApp.getState().settings.language, r.error));
    });
  }
}
