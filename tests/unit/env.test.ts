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

  describe('TRUST_PROXY', () => {
    const trustProxy = (value: string) => loadEnv({ TRUST_PROXY: value }).TRUST_PROXY;

    it('is false unless set, and takes true or false', () => {
      expect(loadEnv({}).TRUST_PROXY).toBe(false);
      expect(trustProxy('true')).toBe(true);
      expect(trustProxy('FALSE')).toBe(false);
    });

    it('reads a bare number as the count of proxies in front of the app, never as true', () => {
      expect(trustProxy('1')).toBe(1);
      expect(trustProxy(' 2 ')).toBe(2);
      expect(trustProxy('0')).toBe(false);
      expect(() => trustProxy('33')).toThrow('TRUST_PROXY="33": a hop count must be at most 32');
    });

    it("takes the proxies' addresses and CIDRs, IPv4 and IPv6, and Fastify's named ranges", () => {
      expect(trustProxy('10.0.0.1')).toEqual(['10.0.0.1']);
      expect(trustProxy('10.0.0.0/8, 192.168.1.7,fd00::/8 ,::1,loopback')).toEqual([
        '10.0.0.0/8',
        '192.168.1.7',
        'fd00::/8',
        '::1',
        'loopback',
      ]);
    });

    it('stops at start-up naming what is not an address', () => {
      expect(() => trustProxy('yes')).toThrow(
        /TRUST_PROXY="yes": must be true, false, a hop count or a comma-separated list of proxy addresses and CIDRs \(not an address: "yes"\)/,
      );
      expect(() => trustProxy('10.0.0.1, 10.0.0.300, 10.0.0.0/33')).toThrow('(not an address: "10.0.0.300", "10.0.0.0/33")');
      expect(() => trustProxy('10.0.0.1,')).toThrow('(not an address: "")');
      expect(() => trustProxy('-1')).toThrow('not an address: "-1"');
    });
  });
});
