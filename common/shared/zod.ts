/**
 * zod, as every contract imports it. In the browser its compiled (JIT) parsers are turned
 * off before any schema is built: they need `new Function`, which our Content-Security-
 * Policy forbids, and zod's probe for it is reported as a CSP violation on every page that
 * loads a form (Lighthouse best practices). The server keeps the faster compiled parsers.
 */
import { z } from 'zod';

z.config({ jitless: typeof window !== 'undefined' });

export { z };
