import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// The unit project shares one happy-dom per worker (isolate: false in vitest.config.ts):
// each test file still gets its own modules (so its vi.mock calls apply) and a blank
// document.
vi.resetModules();
if (typeof document !== 'undefined') {
  document.head.replaceChildren();
  document.body.replaceChildren();
}

// findBy…/waitFor wait for what a page shows after its lazy chunk and its mocked reads: 1 s
// (the library's default) is not enough on the slower hosts under CI's load.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
