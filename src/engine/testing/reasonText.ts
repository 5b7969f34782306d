// The words the test kit (mk.ts) shows a refused action's reason in. The engine holds no text
// and its kit imports nothing above src/engine, so the vitest setup (src/testing/englishReasons.ts)
// registers the interface's real English renderer here; assertions then match the words a
// player reads. Without that setup a reason cannot be worded, and the test fails saying so.
import type { RenderText } from '../scenario/run';

let registered: RenderText | null = null;

/** Sets the renderer reasons are worded with (once, from the test setup). */
export function useReasonText(render: RenderText): void {
  registered = render;
}

/** A refusal or scenario text in the registered words. */
export const reasonText: RenderText = (t, state) => {
  if (!registered) throw new Error('no reason renderer: register one with useReasonText (vitest does in src/testing/englishReasons.ts)');
  return registered(t, state);
};
