import { describe, expect, test } from 'vitest';
import { safeNext } from '../login/service.ts';
import { signToken, verifyToken } from './jwt.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

describe('passwords', () => {
  test('are salted scrypt hashes that verify only the right password', async () => {
    const first = await hashPassword('secret');
    const second = await hashPassword('secret');
    expect(first).not.toBe(second);
    expect(await verifyPassword('secret', first)).toBe(true);
    expect(await verifyPassword('Secret', first)).toBe(false);
    expect(await verifyPassword('secret', null)).toBe(false);
    expect(await verifyPassword('secret', 'md5$abc')).toBe(false);
  });
});

describe('tokens', () => {
  const claims = { sub: 1, sid: 'session', username: 'admin', iat: 1_000, exp: 2_000_000_000 };

  test('are HS256 JWTs verified with the secret', async () => {
    const token = await signToken(claims, 'k');
    expect(JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString())).toEqual({
      alg: 'HS256',
      typ: 'JWT',
    });
    expect(await verifyToken(token, 'k')).toEqual(claims);
    expect(await verifyToken(token, 'other')).toBeNull();
    expect(await verifyToken(`${token}x`, 'k')).toBeNull();
    expect(await verifyToken('a.b', 'k')).toBeNull();
  });

  test('expire', async () => {
    const token = await signToken({ ...claims, exp: 10 }, 'k');
    expect(await verifyToken(token, 'k', 11_000)).toBeNull();
    // A token found good once still expires: its signature is remembered, not its validity.
    expect(await verifyToken(token, 'k', 9_000)).toMatchObject({ exp: 10 });
    expect(await verifyToken(token, 'k', 10_000)).toBeNull();
    expect(await verifyToken(token, 'other', 9_000)).toBeNull();
  });

  test('signed with another algorithm are refused', async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
    expect(await verifyToken(`${header}.${payload}.`, 'k')).toBeNull();
  });
});

describe('safeNext', () => {
  test('keeps local paths and refuses anything that leaves the site', () => {
    expect(safeNext('/publish/fr/data/?a=1#x', 'fr')).toBe('/publish/fr/data/?a=1#x');
    for (const bad of [
      '//evil.example',
      'https://evil.example/',
      '/\\evil',
      'javascript:alert(1)',
      '',
      null,
    ]) {
      expect(safeNext(bad, 'en')).toBe('/publish/en/');
    }
  });
});
