import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.env).toBe('development');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir.endsWith('/data')).toBe(true);
    expect(config.publicSiteUrl).toBe('http://localhost:3000');
  });

  it('reads overrides and strips a trailing slash from the site address', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: '/tmp/x',
      PUBLIC_SITE_URL: 'https://example.com/',
      DATABASE_URL: 'postgres://localhost/test',
    });
    expect(config.port).toBe(8080);
    expect(config.dataDir).toBe('/tmp/x');
    expect(config.publicSiteUrl).toBe('https://example.com');
    expect(config.databaseUrl).toBe('postgres://localhost/test');
  });

  it('names the variable in one line when a value is bad', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'abc' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message.split('\n')).toHaveLength(1);
      expect(message).toMatch(/^Invalid environment variable PORT="abc": /);
    }
  });

  it('gives one line per bad variable', () => {
    expect(() => loadConfig({ PORT: '-1', DATABASE_URL: 'mysql://x' })).toThrow(
      /PORT.*\n.*DATABASE_URL/,
    );
  });
});
