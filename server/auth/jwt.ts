import { errors, type JWTPayload, jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';

// A JWT signed HS256 by `jose`. The secret lives in the database, so tokens survive a restart;
// each token also names its session, so signing out revokes it.

export interface TokenClaims {
  sub: number;
  sid: string;
  username: string;
  iat: number;
  exp: number;
}

/**
 * The secret's HMAC key, imported once per secret: jose imports a raw secret into WebCrypto on every
 * call, which cost a fifth of a process's CPU under load (a JWT request is verified on every request;
 * profile of issue 49). The secret never changes once made (session.ts), so the map holds one key.
 */
const keys = new Map<string, Promise<CryptoKey>>();
function key(secret: string): Promise<CryptoKey> {
  let imported = keys.get(secret);
  if (!imported) {
    // One secret a database; a process of the tests opens many.
    if (keys.size >= 16) keys.clear();
    imported = crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    keys.set(secret, imported);
  }
  return imported;
}

export async function signToken(claims: TokenClaims, secret: string): Promise<string> {
  // `sub` stays a number (the user's id), as the tokens made before: jose's setSubject would make it text.
  return new SignJWT({ ...claims } as unknown as JWTPayload)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(await key(secret));
}

function isClaims(value: Record<string, unknown>): value is Record<string, unknown> & TokenClaims {
  return (
    typeof value.sub === 'number' &&
    typeof value.sid === 'string' &&
    typeof value.username === 'string' &&
    typeof value.iat === 'number' &&
    typeof value.exp === 'number'
  );
}

/**
 * Tokens whose signature was found good, by secret and token: an API client sends the same token
 * with every request, and checking its signature again (WebCrypto's HMAC, through a job) was a tenth
 * of a process's CPU under load. Only the signature is remembered: the expiry is checked on every
 * request, and the session the token names is read afresh by each request (session.ts), so signing
 * out still refuses the token at once.
 */
const verified = new LRUCache<string, TokenClaims>({ max: 10_000 });

/** The claims of a well-signed, unexpired HS256 token, else null. */
export async function verifyToken(
  token: string,
  secret: string,
  now = Date.now(),
): Promise<TokenClaims | null> {
  const known = verified.get(`${secret}\n${token}`);
  // jose's rule: a token expires at the second of its `exp`.
  if (known) return known.exp > Math.floor(now / 1000) ? known : null;
  try {
    const { payload } = await jwtVerify(token, await key(secret), {
      algorithms: ['HS256'],
      currentDate: new Date(now),
      requiredClaims: ['exp'],
    });
    const claims = payload as Record<string, unknown>;
    if (!isClaims(claims)) return null;
    const good = {
      sub: claims.sub,
      sid: claims.sid,
      username: claims.username,
      iat: claims.iat,
      exp: claims.exp,
    };
    verified.set(`${secret}\n${token}`, good);
    return good;
  } catch (error) {
    // A forged, expired or malformed token authenticates nobody; anything else is a fault.
    if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
    throw error;
  }
}
