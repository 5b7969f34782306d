import { isPlayable } from '../../cards/pool';
import { useT } from '../useT';

/** "Not playable yet" on a card of the catalog whose effects the game does not have. */
export function NotPlayableMark({ id }: { id: number }) {
  const t = useT();
  if (isPlayable(id)) return null;
  return <span className="unplayable"> {t('browser.notPlayable')}</span>;
}
