import { useDuel } from './duelContext';
import { useStatus } from './MidBar';

/** One line of help: what you can do now, or why the last try was refused. */
export function StatusLine() {
  const notice = useDuel((s) => s.notice);
  const status = useStatus();
  return (
    <p className={`status${notice ? ' status--notice' : ''}`} role="status">
      {notice ?? status}
    </p>
  );
}
