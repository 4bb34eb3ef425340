/**
 * Non-canonical spellings of an API path that URL resolution (the WHATWG URL parser, which
 * the identity library routes by) maps back to the same path: each must answer 404, never
 * the route (plugins/canonical-path.ts).
 */
import http from 'node:http';

/** Inserted between two segments, each resolves to nothing. */
const EMPTY_STEPS = ['./', '%2e/', '%2E/', 'x/../', 'x/%2e%2e/', '/'];

/** The variants of a canonical /api path: at every segment boundary, and at its end. */
export function pathVariants(path: string): string[] {
  const segments = path.split('/').slice(1);
  const variants: string[] = [];
  for (let cut = 1; cut < segments.length; cut += 1) {
    const head = `/${segments.slice(0, cut).join('/')}/`;
    const tail = segments.slice(cut).join('/');
    for (const step of EMPTY_STEPS) variants.push(`${head}${step}${tail}`);
    variants.push(`${head.slice(0, -1)}%2f${tail}`);
  }
  variants.push(`${path}/`, `${path}/.`);
  return variants;
}

export interface RawAnswer {
  status: number;
  body: string;
}

/**
 * Sends a request with its path exactly as given, over a real connection to `origin`
 * (fetch and inject() both resolve dot segments before sending, hiding the variants).
 */
export function sendRawPath(
  origin: string,
  method: string,
  path: string,
  { body, headers = {} }: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<RawAnswer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${origin}/`,
      {
        method,
        path,
        headers: payload ? { ...headers, 'content-type': 'application/json' } : headers,
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}
