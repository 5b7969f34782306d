// Bumped whenever a rule change can make an old replay or saved game play differently.
export const ENGINE_VERSION = '0.1.0';
export const STATE_SCHEMA = 1;
