import { useSandbox } from '../../store/sandboxStore';
import { DuelScreen } from '../DuelScreen';
import { SandboxPanel } from './SandboxPanel';
import { SetupForm } from './SetupForm';

const stay = (): void => undefined;

export function SandboxScreen() {
  const duel = useSandbox((s) => s.duel);
  const duelId = useSandbox((s) => s.duelId);
  if (!duel) return <SetupForm />;
  return <DuelScreen key={duelId} store={duel} panel={<SandboxPanel duel={duel} />} heading={<p className="duel__matchup">Sandbox</p>} onFinished={stay} />;
}
