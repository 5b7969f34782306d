import { cardFacts } from '../../cards/pool';
import { cardStatus } from '../../engine';
import { useFormats } from '../../store/formatStore';
import { useT } from '../useT';

/** Forbidden / Limited 1 / Semi-Limited 2 in the chosen format; nothing for an unrestricted card. */
export function StatusBadge({ id }: { id: number }) {
  const t = useT();
  const status = useFormats((s) => cardStatus(s.format(), id, cardFacts));
  if (!status) return null;
  return <span className={`crow__status crow__status--${status}`}> {t(`status.${status}`)}</span>;
}
