import { errors, type JWTPayload, jwtVerify, SignJWT } from 'jose';

// A JWT signed HS256 by `jose`. The secret lives in the database, so tokens survive a restart;
// each token also names its session, so signing out revokes it.

export interface TokenClaims {
  sub: number;
  sid: string;
  username: string;
  iat: number;
  exp: number;
}

const key = (secret: string): Uint8Array => new TextEncoder().encode(secret);

export function signToken(claims: TokenClaims, secret: string): Promise<string> {
  // `sub` stays a number (the user's id), as the tokens made before: jose's setSubject would make it text.
  return new SignJWT({ ...claims } as unknown as JWTPayload)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(key(secret));
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

/** The claims of a well-signed, unexpired HS256 token, else null. */
export async function verifyToken(
  token: string,
  secret: string,
  now = Date.now(),
): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: ['HS256'],
      currentDate: new Date(now),
      requiredClaims: ['exp'],
    });
    const claims = payload as Record<string, unknown>;
    if (!isClaims(claims)) return null;
    return { sub: claims.sub, sid: claims.sid, username: claims.username, iat: claims.iat, exp: claims.exp };
  } catch (error) {
    // A forged, expired or malformed token authenticates nobody; anything else is a fault.
    if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
    throw error;
  }
}
