import { describe, expect, it } from 'vitest';
import { ConfigError, loadEnv } from '../../server/env.ts';

describe('configuration', () => {
  it('runs locally with no variables at all', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({ PORT: 3000, HOST: '127.0.0.1', DATA_DIR: '.data', PUBLIC_ORIGIN: 'http://localhost:3000' });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('treats empty variables as unset', () => {
    expect(loadEnv({ DATABASE_URL: '', PUBLIC_ORIGIN: '' }).DATABASE_URL).toBeUndefined();
  });

  it('stops with a message naming each bad variable', () => {
    expect(() => loadEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(ConfigError);
    try {
      loadEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      expect((error as Error).message).toContain('PORT="eighty"');
      expect((error as Error).message).toContain('DATABASE_URL="mysql://x": must be a postgres:// URL');
    }
  });
});
