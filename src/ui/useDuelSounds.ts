// Plays a sound for the animation beats that have one, when sound is switched on. Beats are
// what the player sees, so sounds keep time with the board (none at the "instant" speed).
import { useEffect } from 'react';
import { useApp } from '../store/appStore';
import type { BeatKind } from '../store/beats';
import type { DuelStore } from '../store/duelStore';
import { playSound, type Sound } from './sound';

const FOR_BEAT: Partial<Record<BeatKind, Sound>> = {
  summon: 'summon',
  maximum: 'summon',
  fusion: 'summon',
  attack: 'attack',
  damage: 'damage',
  win: 'win',
};

export function useDuelSounds(store: DuelStore): void {
  useEffect(
    () =>
      store.subscribe((s, prev) => {
        if (!s.beat || s.beat === prev.beat || !useApp.getState().settings.sound) return;
        const sound = FOR_BEAT[s.beat.kind];
        if (sound) playSound(sound);
      }),
    [store],
  );
}
