import { useDuel } from './duelContext';
import { useStatus } from './MidBar';
import { useEngineText, useRuleNote, useSay } from './useT';

/** One line of help: what you can do now, or why the last try was refused. */
export function StatusLine() {
  const notice = useDuel((s) => s.notice);
  const state = useDuel((s) => s.state);
  const text = useEngineText();
  const say = useSay();
  const ruleNote = useRuleNote();
  const status = useStatus();
  return (
    <p className={`status${notice ? ' status--notice' : ''}`} role="status" title={notice ? ruleNote(notice) : undefined}>
      {notice ? ('code' in notice ? text(notice, state) : say(notice)) : status}
    </p>
  );
}
