// How a prompt words and orders what the engine asks, without changing the engine's answers.
import type { EngineText } from '../engine/play';

/**
 * The option indexes in the order to show them: "Yes" before "No", any other list as it is. The
 * engine lists a yes/no question as [No, Yes]; its indexes are part of saved duels and replays, so
 * they stay, and only the order on screen changes.
 */
export function answerOrder(options: readonly EngineText[]): number[] {
  const order = options.map((_, i) => i);
  const yes = options.findIndex((o) => o.code === 'opt.yes');
  const no = options.findIndex((o) => o.code === 'opt.no');
  if (yes < 0 || no < 0 || yes < no) return order;
  order.splice(yes, 1);
  order.splice(no, 0, yes);
  return order;
}

/**
 * A choice's title with the range the choice really allows: an effect may say "any number" (a
 * large max in the title's parameters) where the cards there make fewer possible, and the
 * title must agree with the count under it ("Choose 1 to 3", not "1 to 60").
 */
export function withRealRange(title: EngineText, min: number, max: number): EngineText {
  const params = title.params;
  if (typeof params?.min !== 'number' || typeof params.max !== 'number') return title;
  return { ...title, params: { ...params, min, max } };
}
