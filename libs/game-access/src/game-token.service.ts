import { Injectable } from '@nestjs/common';
import { KeyObject, sign } from 'node:crypto';
import type { JWK, JWTHeaderParameters } from 'jose';
import { AppConfig, Clock, newId } from '@app/common';
import { isCanonicalCompactJws } from './canonical-base64url';
import { loadJose } from './jose';
import { GAME_TOKEN_ALG, SigningKeyStore } from './signing-key-store';

/** `aud` of every player JWT (D10). */
export const GAME_TOKEN_AUDIENCE = 'game-platform';
/** A token lives at least this long; longer when the tournament is expected to end later (D10). */
export const GAME_TOKEN_MIN_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** Longer input is not a token of ours: refused as malformed before any parsing. */
export const GAME_TOKEN_MAX_LENGTH = 8192;

export interface IssueGameTokenInput {
  tournamentId: string;
  internalPlayerId: string;
  playerId: string;
  operatorId: string;
  externalUserId: string;
  displayName: string;
  /** The tournament's game slug. */
  game: string;
  /** The tournament's expected end; the token lives until then when that is beyond 24 h. */
  expectedEnd?: Date | null;
}

export interface IssuedGameToken {
  jwt: string;
  expiresAt: Date;
  jti: string;
}

/** The claims of a player JWT (D10): the short names and, for platforms that read them, the long ones. */
export interface GameTokenClaims {
  iss: string;
  aud: string;
  /** internal_player_id */
  sub: string;
  /** tournament id */
  tid: string;
  /** operator id */
  oid: string;
  /** player_id */
  pid: string;
  /** game slug */
  game: string;
  iat: number;
  exp: number;
  jti: string;
  tournament_id: string;
  internal_player_id: string;
  external_user_id: string;
  display_name: string;
  operator_id: string;
}

/** The `error` codes of validate-token (D11) that the token itself can cause. */
export type GameTokenError = 'token_expired' | 'invalid_signature' | 'malformed_token' | 'invalid_claims';

export type GameTokenVerification = { valid: true; claims: GameTokenClaims; expiresAt: Date } | { valid: false; error: GameTokenError };

const STRING_CLAIMS = [
  'iss',
  'aud',
  'sub',
  'tid',
  'oid',
  'pid',
  'game',
  'jti',
  'tournament_id',
  'internal_player_id',
  'external_user_id',
  'display_name',
  'operator_id',
] as const;
const REQUIRED_CLAIMS = [...STRING_CLAIMS, 'iat', 'exp'];

/** The header names a kid that no published key has. */
class UnknownSigningKeyError extends Error {}

/**
 * Issues and verifies the player JWTs of D10: EdDSA (Ed25519) with a `kid`, published as a JWKS.
 * "Now" is always the injected Clock. Whether the player is still active (`player_inactive`) is the
 * caller's check, made after `verify`.
 */
@Injectable()
export class GameTokenService {
  constructor(
    private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly keys: SigningKeyStore,
  ) {}

  async issue(input: IssueGameTokenInput): Promise<IssuedGameToken> {
    const key = await this.keys.signingKey();
    const now = this.clock.now().getTime();
    const expectedEnd =
      input.expectedEnd && !Number.isNaN(input.expectedEnd.getTime()) ? input.expectedEnd.getTime() : Number.NEGATIVE_INFINITY;
    const iat = Math.floor(now / 1000);
    const exp = Math.ceil(Math.max(now + GAME_TOKEN_MIN_LIFETIME_MS, expectedEnd) / 1000);
    const jti = newId();
    const claims: GameTokenClaims = {
      iss: this.config.jwtIssuer,
      aud: GAME_TOKEN_AUDIENCE,
      sub: input.internalPlayerId,
      tid: input.tournamentId,
      oid: input.operatorId,
      pid: input.playerId,
      game: input.game,
      iat,
      exp,
      jti,
      tournament_id: input.tournamentId,
      internal_player_id: input.internalPlayerId,
      external_user_id: input.externalUserId,
      display_name: input.displayName,
      operator_id: input.operatorId,
    };
    const jwt = signCompactJwt({ alg: GAME_TOKEN_ALG, typ: 'JWT', kid: key.kid }, claims, key.signer);
    return { jwt, expiresAt: new Date(exp * 1000), jti };
  }

  /**
   * Checks the spelling (three segments of canonical base64url: jose's decoder would also take
   * padding, white space or other unused low bits in the last character, giving one token many
   * spellings), signature (EdDSA only, a published kid), `iss`, `aud`, expiry against the Clock and
   * the presence of every claim. Never throws for a bad token; only an infrastructure failure (an
   * unreadable key directory) throws. Every check of a player JWT goes through here.
   */
  async verify(token: string): Promise<GameTokenVerification> {
    if (typeof token !== 'string' || token.length === 0 || token.length > GAME_TOKEN_MAX_LENGTH || !isCanonicalCompactJws(token)) {
      return { valid: false, error: 'malformed_token' };
    }
    const jose = await loadJose();
    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jose.jwtVerify(token, (header: JWTHeaderParameters) => this.publicKeyFor(header), {
        algorithms: [GAME_TOKEN_ALG],
        issuer: this.config.jwtIssuer,
        audience: GAME_TOKEN_AUDIENCE,
        typ: 'JWT',
        requiredClaims: REQUIRED_CLAIMS,
        currentDate: this.clock.now(),
      }));
    } catch (error) {
      const code = verifyErrorCode(error);
      if (code === undefined) throw error;
      return { valid: false, error: code };
    }
    if (!hasClaimTypes(payload)) return { valid: false, error: 'invalid_claims' };
    return { valid: true, claims: payload, expiresAt: new Date(payload.exp * 1000) };
  }

  /** The JWKS of `GET /api/internal/.well-known/jwks.json`: public parts only. */
  async jwks(): Promise<{ keys: JWK[] }> {
    return { keys: await this.keys.publicJwks() };
  }

  private async publicKeyFor(header: JWTHeaderParameters) {
    const key = typeof header.kid === 'string' ? await this.keys.findKey(header.kid) : undefined;
    if (!key) throw new UnknownSigningKeyError();
    return key.publicKey;
  }
}

/**
 * A compact JWS (RFC 7515) signed with node:crypto's synchronous Ed25519 `sign`: the same bytes
 * jose's SignJWT would produce (base64url of the JSON header and claims), without WebCrypto's
 * trip through the thread pool. Verification stays with jose.
 */
function signCompactJwt(header: { alg: string; typ: string; kid: string }, claims: GameTokenClaims, signer: KeyObject): string {
  const signingInput = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(claims))}`;
  return `${signingInput}.${sign(null, Buffer.from(signingInput), signer).toString('base64url')}`;
}

function base64url(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64url');
}

function verifyErrorCode(error: unknown): GameTokenError | undefined {
  if (error instanceof UnknownSigningKeyError) return 'invalid_signature';
  const code = (error as { code?: unknown } | null)?.code;
  switch (code) {
    case 'ERR_JWT_EXPIRED':
      return 'token_expired';
    case 'ERR_JWT_CLAIM_VALIDATION_FAILED':
      return 'invalid_claims';
    case 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED':
    case 'ERR_JOSE_ALG_NOT_ALLOWED':
    case 'ERR_JWKS_NO_MATCHING_KEY':
      return 'invalid_signature';
    default:
      // Any other jose error (not a compact JWS, a bad header, an unsupported `crit`...) means
      // the input is not a token of ours; anything else is an infrastructure failure.
      return typeof code === 'string' && code.startsWith('ERR_J') ? 'malformed_token' : undefined;
  }
}

function hasClaimTypes(payload: Record<string, unknown>): payload is Record<string, unknown> & GameTokenClaims {
  return STRING_CLAIMS.every((name) => typeof payload[name] === 'string') && Number.isFinite(payload.iat) && Number.isFinite(payload.exp);
}
