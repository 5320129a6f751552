import { Injectable, Logger } from '@nestjs/common';
import { FastifyReply, FastifyRequest } from 'fastify';
import { AuthErrorCode, DomainException, ForbiddenException, UnauthorizedException } from '@app/common';
import {
  ApiKeyAuthenticator,
  bearerToken,
  CallLimits,
  FailedAuthLimiter,
  headerValue,
  InternalKeyAuth,
  OperatorAuth,
  Permission,
  RefusedCredentials,
  RequestOrigin,
  requestOrigin,
} from '@app/auth';
import { InternalTournamentAccess } from '@app/internal';
import { CheckedGameToken, PlayerTokenValidator } from '@app/players';

/**
 * Who follows a live leaderboard, as the credentials of its connection establish it, with what
 * re-checking them takes while the connection lasts (the key as presented; the token's claims).
 */
export type StreamViewer =
  | { kind: 'operator'; auth: OperatorAuth; key: string }
  | { kind: 'internal'; auth: InternalKeyAuth; key: string }
  /** A player's game token (browsers cannot send headers with EventSource): its own tournament only. */
  | { kind: 'player'; operatorId: string; tournamentId: string; token: CheckedGameToken };

type KeyViewer = Extract<StreamViewer, { kind: 'operator' | 'internal' }>;
type PlayerViewer = Extract<StreamViewer, { kind: 'player' }>;

export const MISSING_STREAM_CREDENTIALS =
  'Missing credentials: send Authorization: Bearer <API key>, X-Internal-Api-Key: <internal key>, or a player game token as ?token=<JWT>';

/**
 * The one answer to "who may follow this tournament live", for the SSE route and the WebSocket
 * alike. Keys are checked by the same authenticator as every route (and count against the same
 * failed-authentication limit per address); a player's game token by the same validator as the
 * game platform's token validation (a withdrawn player's token is refused).
 */
@Injectable()
export class StreamCredentials {
  private readonly logger = new Logger(StreamCredentials.name);

  constructor(
    private readonly authenticator: ApiKeyAuthenticator,
    private readonly failedAuth: FailedAuthLimiter,
    private readonly limits: CallLimits,
    private readonly tokens: PlayerTokenValidator,
    private readonly internalAccess: InternalTournamentAccess,
    private readonly refused: RefusedCredentials,
  ) {}

  /**
   * The viewer of a stream request (401 without valid credentials; 403 for an operator key
   * without results.read), with the request counted as one call against its rate limits (429).
   * Headers win over `?token=`: an operator key (Authorization: Bearer), an internal key
   * (X-Internal-Api-Key, or Authorization: Bearer internal_...), else the token.
   */
  async authenticate(request: FastifyRequest, reply: FastifyReply): Promise<StreamViewer> {
    const origin = requestOrigin(request);
    const viewer = await this.failedAuth.authenticate(origin.clientIp, reply, () => this.identify(request, origin));
    if (viewer.kind !== 'player') request.auth = viewer.auth;
    if (viewer.kind === 'operator' && !viewer.auth.permissions.includes(Permission.ResultsRead)) {
      throw ForbiddenException.missingPermission(Permission.ResultsRead);
    }
    await this.countOpen(viewer, reply);
    return viewer;
  }

  /**
   * One stream opened: a `results` call of the operator (for a player token, of the tournament's
   * owner, who issued it), or a call of the internal key.
   */
  countOpen(viewer: StreamViewer, reply?: FastifyReply): Promise<void> {
    switch (viewer.kind) {
      case 'operator':
        return this.limits.operatorCall(viewer.auth.operatorId, 'results', reply);
      case 'internal':
        return this.limits.internalCall(viewer.auth.keyId, reply);
      case 'player':
        return this.limits.operatorCall(viewer.operatorId, 'results', reply);
    }
  }

  /**
   * The operator whose tournament the viewer asks for. An operator key names itself (the hub
   * then answers 403 or 404 for a tournament it does not own, as the leaderboard does); an
   * internal key gets its tournament's owner when it covers it (404, 403 as on the game
   * platform's routes); a player token only its own tournament (403 for any other id).
   */
  async ownerFor(viewer: StreamViewer, tournamentId: string): Promise<string> {
    switch (viewer.kind) {
      case 'operator':
        return viewer.auth.operatorId;
      case 'internal':
        return this.internalAccess.operatorOf(viewer.auth, tournamentId);
      case 'player':
        if (tournamentId.toLowerCase() !== viewer.tournamentId.toLowerCase()) {
          throw new ForbiddenException(AuthErrorCode.ResourceForbidden, 'This game token is for another tournament');
        }
        return viewer.operatorId;
    }
  }

  /**
   * The viewers whose credentials no longer hold, each with the refusal its reconnection would
   * get: 401 for a key revoked or expired since, a game token past its `exp` or whose player has
   * withdrawn; 403 for an operator key without results.read. Run at every heartbeat of the open
   * streams, so kept cheap: each distinct key is looked up once, one after the other (operator
   * keys through the key cache, which forgets a revoked key at once), the players' entries a
   * few hundred per statement; nothing counts as a failed authentication. A check that cannot
   * be made (the database unreachable) leaves its viewers be: the next heartbeat checks again.
   */
  async lapsed(viewers: readonly StreamViewer[]): Promise<Map<StreamViewer, DomainException>> {
    const lapsed = new Map<StreamViewer, DomainException>();
    const byKey = new Map<string, KeyViewer[]>();
    const players: PlayerViewer[] = [];
    for (const viewer of viewers) {
      if (viewer.kind === 'player') players.push(viewer);
      else byKey.set(viewer.key, [...(byKey.get(viewer.key) ?? []), viewer]);
    }
    for (const group of byKey.values()) {
      try {
        const refusal = await this.recheckKey(group[0]);
        if (refusal) for (const viewer of group) lapsed.set(viewer, refusal);
      } catch (error) {
        this.logger.warn(`Could not re-check the key of ${group.length} live stream(s): ${(error as Error).message}`);
      }
    }
    if (players.length > 0) {
      try {
        const tokens = await this.tokens.lapsed(players.map((viewer) => viewer.token));
        for (const viewer of players) {
          const error = tokens.get(viewer.token);
          if (error) lapsed.set(viewer, new UnauthorizedException(`Invalid player token (${error})`));
        }
      } catch (error) {
        this.logger.warn(`Could not re-check the game tokens of ${players.length} live stream(s): ${(error as Error).message}`);
      }
    }
    return lapsed;
  }

  private async recheckKey(viewer: KeyViewer): Promise<DomainException | undefined> {
    if (viewer.kind === 'internal') {
      const auth = await this.authenticator.recheckInternal(viewer.key);
      return auth instanceof UnauthorizedException ? auth : undefined;
    }
    const auth = await this.authenticator.recheckOperator(viewer.key);
    if (auth instanceof UnauthorizedException) return auth;
    if (!auth.permissions.includes(Permission.ResultsRead)) return ForbiddenException.missingPermission(Permission.ResultsRead);
    return undefined;
  }

  private async identify(request: FastifyRequest, origin: RequestOrigin): Promise<StreamViewer> {
    const internalKey = headerValue(request, 'x-internal-api-key')?.trim();
    if (internalKey !== undefined) {
      return { kind: 'internal', auth: await this.authenticator.authenticateInternal(internalKey, origin), key: internalKey };
    }
    const authorization = headerValue(request, 'authorization');
    if (authorization !== undefined) {
      const key = bearerToken(authorization) ?? '';
      return key.startsWith('internal_')
        ? { kind: 'internal', auth: await this.authenticator.authenticateInternal(key, origin), key }
        : { kind: 'operator', auth: await this.authenticator.authenticateOperator(key, origin), key };
    }
    const token = (request.query as Record<string, unknown> | undefined)?.token;
    if (token !== undefined) return this.player(token, origin);
    // Recorded as a missing key, as on every route; the message names all three forms.
    await this.authenticator.authenticateOperator(undefined, origin).catch(() => undefined);
    throw new UnauthorizedException(MISSING_STREAM_CREDENTIALS);
  }

  private async player(token: unknown, origin: RequestOrigin): Promise<StreamViewer> {
    // A repeated `token` parameter arrives as an array: not a token.
    const checked = typeof token === 'string' ? await this.tokens.check(token) : ({ valid: false, error: 'malformed_token' } as const);
    if (!checked.valid) throw this.refused.refuse(origin, 'player_token', checked.error, `Invalid player token (${checked.error})`);
    const { sub, tid, oid } = checked.claims;
    return { kind: 'player', operatorId: oid, tournamentId: tid, token: { claims: { sub, tid, oid }, expiresAt: checked.expiresAt } };
  }
}
