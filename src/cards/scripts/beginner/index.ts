// Scripts of the Sevens Road Beginner deck.
import type { CardScript } from '../../../engine/effects/types';
import { darkHole } from './c160205069';

export const BEGINNER_SCRIPTS: readonly CardScript[] = [darkHole];
