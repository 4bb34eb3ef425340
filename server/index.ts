/**
 * Process entry. It sets up faster module loading first (server/lib/module-loading.ts: it
 * only helps modules imported after it), then runs the server (server/main.ts).
 */
import { prepareModuleLoading } from './lib/module-loading.ts';

prepareModuleLoading();
await import('./main.ts');
