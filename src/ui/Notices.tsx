import { useLibrary } from '../store/libraryStore';
import { useT } from './useT';

/** Storage problems (damaged data, no storage): shown until dismissed. */
export function Notices() {
  const t = useT();
  const notices = useLibrary((s) => s.notices);
  const dismiss = useLibrary((s) => s.dismiss);
  if (notices.length === 0) return null;
  return (
    <div className="notices" role="alert">
      {notices.map((n) => (
        <p key={n} className="notice">
          <span>{n}</span>
          <button type="button" className="button button--quiet" onClick={() => dismiss(n)}>
            {t('notice.dismiss')}
          </button>
        </p>
      ))}
    </div>
  );
}
