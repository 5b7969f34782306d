import type { Goal } from '../../solver';
import type { TrainerT } from './strings';

/** A puzzle's goal in the interface language (the solver's goalText says it in English). */
export function goalLine(goal: Goal, t: TrainerT): string {
  return goal.kind === 'damage' ? t('goal.damage', { n: goal.amount }) : t(`goal.${goal.kind}`);
}
