import { noticeKey, useLibrary } from '../store/libraryStore';
import { useSay, useT } from './useT';

/** Storage problems (damaged data, no storage): shown until dismissed. */
export function Notices() {
  const t = useT();
  const say = useSay();
  const notices = useLibrary((s) => s.notices);
  const dismiss = useLibrary((s) => s.dismiss);
  if (notices.length === 0) return null;
  return (
    <div className="notices" role="alert">
      {notices.map((n) => (
        <p key={noticeKey(n)} className="notice">
          <span>{typeof n === 'string' ? n : say(n)}</span>
          <button type="button" className="button button--quiet" onClick={() => dismiss(n)}>
            {t('notice.dismiss')}
          </button>
        </p>
      ))}
    </div>
  );
}
