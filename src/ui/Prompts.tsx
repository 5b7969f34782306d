import { AnimatePresence } from 'framer-motion';
import { useApp } from '../store/appStore';
import { HUMAN } from '../store/locate';
import { useDuel } from './duelContext';
import { OptionPrompt } from './OptionPrompt';
import { ReplayPrompt } from './ReplayPrompt';
import { RespondPrompt } from './RespondPrompt';
import { SelectPrompt } from './SelectPrompt';

/** The question the engine is asking the human, if it is not a plain Main/Battle Phase decision. */
export function Prompts() {
  const kind = useDuel((s) => (s.state.pending?.player === HUMAN && s.legal.length > 0 ? s.state.pending.kind : null));
  const autoPass = useApp((s) => s.settings.autoPass);
  return (
    <AnimatePresence>
      {!autoPass && kind === 'respond' && <RespondPrompt key="respond" />}
      {(kind === 'tribute' || kind === 'choose') && <SelectPrompt key="select" />}
      {kind === 'option' && <OptionPrompt key="option" />}
      {kind === 'attackReplay' && <ReplayPrompt key="replay" />}
    </AnimatePresence>
  );
}
