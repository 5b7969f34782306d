// Vitest setup (vitest.config.ts setupFiles): the engine's test kit words refusals and scenario
// texts in English, with the same renderer the interface uses (src/i18n/engineText.ts).
import { useReasonText } from '../engine/testkit';
import { englishText } from '../i18n/engineText';

useReasonText(englishText);
