// Supreme Machine Magnum Overlord (超魔機神マグナム・オーバーロード) — MAXIMUM center, MAXIMUM ATK 3500.
import type { CardScript } from '../../../engine/effects/vocab';
import { trapProofInMaximumMode } from '../../../engine/effects/vocab/maximum';

export const magnumOverlord: CardScript = {
  id: 160202002,
  text: "[MAXIMUM] Continuous: your opponent's Trap effects cannot destroy this MAXIMUM monster.",
  effects: [],
  continuous: { maximumOnly: true, aura: trapProofInMaximumMode },
};
