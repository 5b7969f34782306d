// Great Multistrike Dragon Dragias Burst (大連撃竜ドラギアス・バースト) — MAXIMUM center, MAXIMUM ATK 3500.
import type { CardScript } from '../../../engine/effects/vocab';

export const dragiasBurst: CardScript = {
  id: 160422002,
  text: "[MAXIMUM] Continuous: this MAXIMUM monster cannot be destroyed by your opponent's Trap effects.",
  effects: [],
  continuous: {
    maximumOnly: true,
    aura: (ctx) =>
      ctx.target.uid === ctx.self ? { effectImmune: (by, kind) => by !== ctx.seat && kind === 'trap' } : null,
  },
};
