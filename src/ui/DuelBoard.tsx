import { PlayerField } from './PlayerField';

const STARTING_LP = 8000;

/** Static board layout; the engine will drive it later. */
export function DuelBoard() {
  return (
    <div className="board">
      <PlayerField side="opponent" lifePoints={STARTING_LP} />
      <PlayerField side="you" lifePoints={STARTING_LP} />
    </div>
  );
}
