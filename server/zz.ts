const t0 = process.cpuUsage(); const w0 = performance.now();
const mark = (l: string) => { const c = process.cpuUsage(t0); console.log(l, ((c.user + c.system) / 1000).toFixed(0), 'ms cpu', (performance.now()-w0).toFixed(0), 'ms wall'); };
const { PGlite } = await import('@electric-sql/pglite'); mark('import pglite');
const db = await PGlite.create('/tmp/sbdata/pglite', { startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'] }); mark('open');
await db.query('select 1'); mark('q');
