// Drag sensors shared by the board and the deck builder. Touch gets its own sensor with a hold
// delay, so a swipe still scrolls; the pointer sensor must then leave touch pointers alone:
// dnd-kit lets the first sensor that claims a press own it, and a pointer sensor holding a
// touch press loses it as soon as the browser starts scrolling (no drag ever starts).
import { PointerSensor, TouchSensor, useSensor, useSensors } from '@dnd-kit/core';
import type { PointerEvent as ReactPointerEvent } from 'react';

/** Mouse and pen drags only. */
export class MousePointerSensor extends PointerSensor {
  static override activators = [
    {
      eventName: 'onPointerDown' as const,
      handler: ({ nativeEvent: e }: ReactPointerEvent) => e.isPrimary && e.button === 0 && e.pointerType !== 'touch',
    },
  ];
}

/** A mouse or pen drag starts after 6 px; a touch drag after a 180 ms hold that moved less than 8 px. */
export function useDragSensors() {
  return useSensors(
    useSensor(MousePointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 180, tolerance: 8 } }),
  );
}
