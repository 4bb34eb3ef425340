/**
 * Load runs with autocannon (as a library). Latency is recorded from autocannon's
 * per-response events into a microsecond histogram, because autocannon's own latency
 * histogram keeps whole milliseconds, too coarse for budgets of a few ms.
 */
import { readFileSync } from 'node:fs';
import { createHistogram } from 'node:perf_hooks';
import autocannon from 'autocannon';

export interface LoadOptions {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /**
   * Called before every request; may change its headers and body (e.g. unique values).
   * `context` belongs to the connection and is handed to onResponse with its answer.
   */
  setupRequest?: (
    request: autocannon.Request,
    context: Record<string, unknown>,
  ) => autocannon.Request;
  /** Called with every answer's status and the context its request was set up with. */
  onResponse?: (status: number, context: Record<string, unknown>) => void;
  connections: number;
  /** Seconds. */
  duration: number;
  /** Fixed overall rate in requests/s (autocannon overallRate); unset = as fast as possible. */
  overallRate?: number;
  /** The server's process id: measure its CPU time per request (Linux /proc). */
  serverPid?: number;
}

export interface LoadResult {
  /** Mean requests/s over the run's one-second samples. */
  requestsPerSecond: number;
  /** Latency percentiles in milliseconds (every response, whatever its status). */
  p50: number;
  p97_5: number;
  p99: number;
  max: number;
  responses: number;
  ok2xx: number;
  non2xx: number;
  /** Connection errors and timeouts. */
  errors: number;
  statusCodes: Record<string, number>;
  /**
   * Server CPU time (user + system) per response in µs, when serverPid was given: far less
   * sensitive than req/s to other load on the machine.
   */
  cpuMicrosPerRequest?: number;
}

/** CPU time (user + system) of a process in ms, from /proc/<pid>/stat; undefined off Linux. */
export function processCpuMs(pid: number): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}
/** USER_HZ: 100 on every Linux distribution in use. */
const CLOCK_TICKS_PER_SECOND = 100;

type Histogram = ReturnType<typeof createHistogram>;

function newLatencyHistogram(): Histogram {
  return createHistogram({ lowest: 1, highest: 60_000_000, figures: 3 });
}

export async function load(options: LoadOptions): Promise<LoadResult> {
  const latency = newLatencyHistogram();
  const cpu = cpuMeter(options.serverPid);
  const result = summarise(await runAutocannon(options, latency), latency);
  return { ...result, cpuMicrosPerRequest: cpu(result.responses) };
}

function cpuMeter(pid: number | undefined): (responses: number) => number | undefined {
  const before = pid === undefined ? undefined : processCpuMs(pid);
  return (responses) => {
    const after = pid === undefined ? undefined : processCpuMs(pid);
    if (before === undefined || after === undefined || !responses) return undefined;
    return Math.round(((after - before) * 10_000) / responses) / 10;
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** How many one-connection runs a fixed rate is spread over (see loadPaced). */
const PACED_INSTANCES = 50;

/**
 * The lanes of a fixed rate: `instances` of them, the i-th starting i/instances of a second
 * in, each with its share of the rate.
 */
function lanes(rate: number, instances = PACED_INSTANCES) {
  const count = Math.min(instances, rate);
  return Array.from({ length: count }, (_, index) => ({
    delayMs: (index * 1000) / count,
    share: Math.floor(rate / count) + (index < rate % count ? 1 : 0),
  }));
}

/**
 * A fixed arrival rate without autocannon's once-a-second bursts: autocannon's
 * overallRate lets each connection send its whole second's quota back to back as soon as
 * the second starts, so the server sees saturation bursts and idle gaps, and the tail
 * latency measured is that of a burst. Here `instances` autocannon runs, one connection
 * each with overallRate rate/instances, start 1000/instances ms apart, so a second's
 * requests arrive in `instances` small sequential trickles spread over the second.
 */
export async function loadPaced(
  options: Omit<LoadOptions, 'connections'> & { overallRate: number; instances?: number },
): Promise<LoadResult> {
  const latency = newLatencyHistogram();
  const cpu = cpuMeter(options.serverPid);
  const runs = lanes(options.overallRate, options.instances).map(async ({ delayMs, share }) => {
    await sleep(delayMs);
    return runAutocannon({ ...options, connections: 1, overallRate: share }, latency);
  });
  const results = await Promise.all(runs);
  const total = results.reduce((sum, result) => ({
    ...sum,
    requests: { ...sum.requests, average: sum.requests.average + result.requests.average },
    '2xx': sum['2xx'] + result['2xx'],
    non2xx: sum.non2xx + result.non2xx,
    errors: sum.errors + result.errors,
    statusCodeStats: mergeCodes(sum.statusCodeStats, result.statusCodeStats),
  }));
  const result = summarise(total, latency);
  return { ...result, cpuMicrosPerRequest: cpu(result.responses) };
}

/**
 * `work` at a fixed rate with loadPaced's arrival pattern, without HTTP: each lane starts
 * its second's share one after another as the second starts (as one autocannon connection
 * with overallRate does), then waits for the next second. Latency is each work's own.
 */
export async function pace(options: {
  rate: number;
  /** Seconds. */
  duration: number;
  work: () => Promise<void>;
}): Promise<LoadResult> {
  const latency = newLatencyHistogram();
  let ok = 0;
  let errors = 0;
  const runLane = async ({ delayMs, share }: { delayMs: number; share: number }) => {
    await sleep(delayMs);
    const started = performance.now();
    const end = started + options.duration * 1000;
    for (let second = started; second < end; second += 1000) {
      await sleep(second - performance.now());
      for (let sent = 0; sent < share && performance.now() < end; sent++) {
        const before = performance.now();
        try {
          await options.work();
          ok += 1;
        } catch {
          errors += 1;
        }
        latency.record(Math.max(1, Math.round((performance.now() - before) * 1000)));
      }
    }
  };
  await Promise.all(lanes(options.rate).map(runLane));
  return {
    requestsPerSecond: Math.round((ok + errors) / options.duration),
    ...latencyFigures(latency),
    ok2xx: ok,
    non2xx: 0,
    errors,
    statusCodes: {},
  };
}

function mergeCodes(
  a: autocannon.Result['statusCodeStats'],
  b: autocannon.Result['statusCodeStats'],
): autocannon.Result['statusCodeStats'] {
  const merged: Record<string, { count?: number }> = {};
  for (const source of [a ?? {}, b ?? {}]) {
    for (const [code, stats] of Object.entries(source)) {
      merged[code] = { count: (merged[code]?.count ?? 0) + (stats.count ?? 0) };
    }
  }
  return merged;
}

function runAutocannon(options: LoadOptions, latency: Histogram): Promise<autocannon.Result> {
  let settle: { resolve(result: autocannon.Result): void; reject(error: Error): void };
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    settle = { resolve, reject };
  });
  const instance = autocannon(
    {
      url: options.url,
      method: options.method ?? 'GET',
      headers: options.headers,
      body: options.body,
      requests:
        options.setupRequest || options.onResponse
          ? [
              {
                setupRequest: options.setupRequest as autocannon.Request['setupRequest'],
                onResponse: options.onResponse
                  ? (status: number, _body: string, context: object) =>
                      options.onResponse!(status, context as Record<string, unknown>)
                  : undefined,
              },
            ]
          : undefined,
      connections: options.connections,
      duration: options.duration,
      overallRate: options.overallRate,
      pipelining: 1,
      timeout: 10,
    },
    (error: Error | null, result) => (error ? settle.reject(error) : settle.resolve(result)),
  );
  instance.on('response', (_client, _status, _bytes, responseTime) => {
    latency.record(Math.max(1, Math.round(responseTime * 1000)));
  });
  return done;
}

/** Latency percentiles in ms, from the microsecond histogram. */
function latencyFigures(latency: Histogram) {
  const ms = (us: number) => Math.round(us / 10) / 100;
  return {
    p50: ms(latency.percentile(50)),
    p97_5: ms(latency.percentile(97.5)),
    p99: ms(latency.percentile(99)),
    max: ms(latency.max),
    responses: latency.count,
  };
}

function summarise(result: autocannon.Result, latency: Histogram): LoadResult {
  const statusCodes: Record<string, number> = {};
  for (const [code, stats] of Object.entries(result.statusCodeStats ?? {})) {
    statusCodes[code] = stats.count ?? 0;
  }
  return {
    requestsPerSecond: Math.round(result.requests.average),
    ...latencyFigures(latency),
    ok2xx: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors,
    statusCodes,
  };
}

export function describeLoad(result: LoadResult): string {
  const problems = [
    result.non2xx ? `${result.non2xx} non-2xx (${formatCodes(result.statusCodes)})` : '',
    result.errors ? `${result.errors} errors` : '',
  ].filter(Boolean);
  const cpu =
    result.cpuMicrosPerRequest === undefined
      ? ''
      : `; server CPU ${result.cpuMicrosPerRequest} µs/req`;
  return (
    `p50 ${result.p50} / p97.5 ${result.p97_5} / p99 ${result.p99} ms; ` +
    (problems.length ? problems.join(', ') : '0 errors, 0 non-2xx') +
    cpu
  );
}

function formatCodes(codes: Record<string, number>): string {
  return Object.entries(codes)
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, count]) => `${code}×${count}`)
    .join(' ');
}
