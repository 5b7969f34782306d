// Card documents: the vocabulary (types.ts), its validation and its compiler.
export type * from './types';
export { cardDocProblem } from './validate';
export { compileCard } from './compile';
