import { useSandbox } from '../../store/sandboxStore';
import { DuelScreen } from '../DuelScreen';
import { SandboxPanel } from './SandboxPanel';
import { SetupForm } from './SetupForm';
import { useTrainerT } from '../trainer/useTrainerT';

const stay = (): void => undefined;

export function SandboxScreen() {
  const duel = useSandbox((s) => s.duel);
  const duelId = useSandbox((s) => s.duelId);
  const t = useTrainerT();
  if (!duel) return <SetupForm />;
  return <DuelScreen key={duelId} store={duel} panel={<SandboxPanel duel={duel} />} heading={<p className="duel__matchup">{t('sb.title')}</p>} onFinished={stay} />;
}
