import { usePlaying } from './playing';
import { usePwa } from './pwaStore';

/** "Update available": offered anywhere but during a duel, a puzzle or the sandbox. */
export function UpdatePrompt() {
  const activate = usePwa((s) => s.activate);
  const dismissed = usePwa((s) => s.dismissed);
  const dismiss = usePwa((s) => s.dismiss);
  const busy = usePlaying();
  if (!activate || dismissed || busy) return null;
  return (
    <section className="update" role="region" aria-labelledby="update-title">
      <h2 id="update-title" className="update__title">
        Update available
      </h2>
      <p className="update__text">A new version of the app is ready. Updating reloads the page.</p>
      <div className="update__actions">
        <button type="button" className="button button--primary" onClick={activate}>
          Update now
        </button>
        <button type="button" className="button" onClick={dismiss}>
          Later
        </button>
      </div>
    </section>
  );
}
