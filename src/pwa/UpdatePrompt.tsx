import { useApp } from '../store/appStore';
import { usePwa } from './pwaStore';

/** "Update available": offered on the start and end screens only, never during a duel. */
export function UpdatePrompt() {
  const activate = usePwa((s) => s.activate);
  const dismissed = usePwa((s) => s.dismissed);
  const dismiss = usePwa((s) => s.dismiss);
  const dueling = useApp((s) => s.screen === 'duel');
  if (!activate || dismissed || dueling) return null;
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
