/**
 * The URL fragment the connections screen reads on return from the provider
 * (docs/product.md#connections): `#success=true[&platform=...]` or `#error=<text>[&platform=...]`.
 */
import { platformLabel } from './platforms.ts';

export type ConnectionResult =
  | { kind: 'success'; platform: string }
  | { kind: 'error'; message: string; platform: string | null };

/** Reads a location hash; null when it carries no connection result. */
export function parseConnectionResult(hash: string): ConnectionResult | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const platform = params.get('platform');
  const error = params.get('error');
  if (error !== null) {
    return {
      kind: 'error',
      message: error.trim() || 'Connection failed',
      platform: platform ? platformLabel(platform) : null,
    };
  }
  if (params.get('success') === 'true')
    return { kind: 'success', platform: platformLabel(platform) };
  return null;
}
