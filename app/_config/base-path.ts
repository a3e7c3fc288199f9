import { readEnv } from './env';

/** This build's BASE_PATH (./env.ts says what it is), read once for every module that needs it. */
export const basePath = readEnv('BASE_PATH');
