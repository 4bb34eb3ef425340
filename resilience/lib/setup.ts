/** Before each resilience file (vitest.config.ts): its helpers stop after it (cleanup.ts). */
import { afterAll } from 'vitest';
import { cleanUpFile } from './cleanup.ts';

afterAll(cleanUpFile);
