import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// The unit project shares one jsdom per worker (isolate: false in vitest.config.ts): each
// test file still gets its own modules (so its vi.mock calls apply) and a blank document.
vi.resetModules();
if (typeof document !== 'undefined') {
  document.head.replaceChildren();
  document.body.replaceChildren();
}

afterEach(() => cleanup());
