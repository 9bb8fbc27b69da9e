import { createHmac, timingSafeEqual } from 'node:crypto';

// A real JWT (HS256, signed with node:crypto HMAC). The secret lives in the database, so tokens
// survive a restart; each token also names its session, so signing out revokes it.

export interface TokenClaims {
  sub: number;
  sid: string;
  username: string;
  iat: number;
  exp: number;
}

const base64url = (input: Buffer | string): string => Buffer.from(input).toString('base64url');

export function signToken(claims: TokenClaims, secret: string): string {
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64url(JSON.stringify(claims));
  const signature = createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${signature}`;
}

function isClaims(value: unknown): value is TokenClaims {
  if (typeof value !== 'object' || value === null) return false;
  const claims = value as Record<string, unknown>;
  return (
    typeof claims.sub === 'number' &&
    typeof claims.sid === 'string' &&
    typeof claims.username === 'string' &&
    typeof claims.exp === 'number'
  );
}

/** The claims of a well-signed, unexpired token, else null. */
export function verifyToken(token: string, secret: string, now = Date.now()): TokenClaims | null {
  const [header, payload, signature] = token.split('.');
  if (!header || !payload || !signature) return null;
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
  const actual = Buffer.from(signature, 'base64url');
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  try {
    const parsedHeader: unknown = JSON.parse(Buffer.from(header, 'base64url').toString('utf8'));
    if (typeof parsedHeader !== 'object' || parsedHeader === null) return null;
    if ((parsedHeader as Record<string, unknown>).alg !== 'HS256') return null;
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (!isClaims(claims) || claims.exp * 1000 <= now) return null;
    return claims;
  } catch {
    return null;
  }
}
