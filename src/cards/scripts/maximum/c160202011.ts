// Yggdrago the Sky Emperor (天帝龍樹ユグドラゴ) — MAXIMUM center, MAXIMUM ATK 4000.
import type { CardScript } from '../../../engine/effects/vocab';
import { trapProofInMaximumMode } from '../../../engine/effects/vocab/maximum';

export const yggdrago: CardScript = {
  id: 160202011,
  text: "[MAXIMUM] Continuous: your opponent's Trap effects cannot destroy this MAXIMUM monster.",
  effects: [],
  continuous: { maximumOnly: true, aura: trapProofInMaximumMode },
};
