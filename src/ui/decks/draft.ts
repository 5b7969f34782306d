// The deck being edited in the deck builder: a copy of a saved deck, of a preset (read-only
// until copied), or a new or imported one. Nothing is stored until the player saves it.
import { create } from 'zustand';
import { addCard, removeCard } from '../../decks/edit';
import { emptyDeck, type DeckCards, type SavedDeck, type Section } from '../../decks/types';
import { PRESET_DECKS } from '../../cards/presets';
import { newId, useLibrary } from '../../store/libraryStore';

export interface Draft {
  /** The saved deck it edits; null for one never saved. */
  id: string | null;
  /** Set for a preset on show: it cannot be changed, only copied. */
  presetKey: string | null;
  name: string;
  cards: DeckCards;
  dirty: boolean;
  message: string | null;
  openSaved(d: SavedDeck): void;
  openPreset(key: string): void;
  openNew(name: string, cards?: DeckCards, message?: string): void;
  copy(suffix: string): void;
  rename(name: string): void;
  add(id: number, section?: Section): void;
  remove(id: number, section: Section): void;
  move(id: number, from: Section, to: Section): void;
  save(): void;
}

export const useDraft = create<Draft>()((set, get) => ({
  id: null,
  presetKey: PRESET_DECKS[0]?.key ?? null,
  name: PRESET_DECKS[0]?.name ?? '',
  cards: { main: [...(PRESET_DECKS[0]?.main ?? [])], extra: [...(PRESET_DECKS[0]?.extra ?? [])], side: [] },
  dirty: false,
  message: null,
  openSaved: (d) => set({ id: d.id, presetKey: null, name: d.name, cards: { main: [...d.main], extra: [...d.extra], side: [...d.side] }, dirty: false, message: null }),
  openPreset(key) {
    const p = PRESET_DECKS.find((x) => x.key === key);
    if (p) set({ id: null, presetKey: key, name: p.name, cards: { main: [...p.main], extra: [...p.extra], side: [] }, dirty: false, message: null });
  },
  openNew: (name, cards = emptyDeck(), message) => set({ id: null, presetKey: null, name, cards, dirty: true, message: message ?? null }),
  copy: (suffix) => set((s) => ({ id: null, presetKey: null, name: `${s.name} ${suffix}`.slice(0, 60), dirty: true, message: null })),
  rename: (name) => set((s) => (s.presetKey ? s : { name: name.slice(0, 60), dirty: true, message: null })),
  add: (id, section) => set((s) => (s.presetKey ? s : { cards: addCard(s.cards, id, section), dirty: true, message: null })),
  remove: (id, section) => set((s) => (s.presetKey ? s : { cards: removeCard(s.cards, id, section), dirty: true, message: null })),
  move: (id, from, to) =>
    set((s) => (s.presetKey || from === to ? s : { cards: addCard(removeCard(s.cards, id, from), id, to), dirty: true, message: null })),
  save() {
    const s = get();
    if (s.presetKey) return;
    const deck: SavedDeck = { id: s.id ?? newId('deck'), name: s.name.trim() || 'Untitled deck', ...s.cards, updated: Date.now() };
    useLibrary.getState().saveDeck(deck);
    set({ id: deck.id, name: deck.name, dirty: false, message: null });
  },
}));
