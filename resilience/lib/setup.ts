/** Before each resilience file (vitest.config.ts): its helpers' cleanups (cleanup.ts). */
import { afterAll, afterEach } from 'vitest';
import { cleanUpFile, cleanUpTest } from './cleanup.ts';

afterEach(cleanUpTest);
afterAll(cleanUpFile);
