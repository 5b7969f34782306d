// Checking card documents against the vocabulary (the tests check every shipped document; a
// document from anywhere else must pass cardDocProblem before compileCard).
import { cardDocProblem } from '../../engine/docSchema';

/** What is wrong with each document that does not validate, naming the card and the field. */
export function docProblems(docs: readonly unknown[]): string[] {
  return docs.flatMap((d, i) => {
    const problem = cardDocProblem(d);
    return problem ? [`card document ${i} (${String((d as { id?: unknown } | null)?.id)}): ${problem}`] : [];
  });
}
