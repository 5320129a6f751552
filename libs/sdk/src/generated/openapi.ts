/**
 * GENERATED FILE, DO NOT EDIT.
 * Generated from the service's OpenAPI document (GET /api/docs-json) by `npm run sdk:generate`
 * (libs/sdk/tools/generate.ts). Regenerate it with `npm run sdk:generate` after any change to the
 * document; `npm test` (test/e2e/sdk-generated.e2e-spec.ts) fails while it differs from the
 * document the service serves.
 */

export interface paths {
    "/api/admin/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List outbound events by delivery state (dead by default), of every operator or one */
        get: operations["OutboxAdminController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/events/replay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Deliver dead events again (dead → pending, attempts 0); filters combine, none replays every dead event */
        post: operations["OutboxAdminController_replay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/internal-api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List game-platform keys (never the secrets) */
        get: operations["AdminController_listInternalKeys"];
        put?: never;
        /** Create a game-platform key, optionally bound to operators */
        post: operations["AdminController_createInternalKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/internal-api-keys/{keyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke a game-platform key (idempotent) */
        delete: operations["AdminController_revokeInternalKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/operators": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List operators */
        get: operations["AdminController_listOperators"];
        put?: never;
        /** Create an operator */
        post: operations["AdminController_createOperator"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/operators/{operatorId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get an operator */
        get: operations["AdminController_getOperator"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change an operator’s settings, including rate limit overrides */
        patch: operations["AdminController_updateOperator"];
        trace?: never;
    };
    "/api/admin/operators/{operatorId}/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List an operator’s API keys (never the secrets) */
        get: operations["AdminController_listApiKeys"];
        put?: never;
        /** Create an operator API key; the secret is in this response only */
        post: operations["AdminController_createApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/operators/{operatorId}/api-keys/{keyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke an API key (idempotent) */
        delete: operations["AdminController_revokeApiKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/operators/{operatorId}/dashboard-users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the operator’s dashboard users */
        get: operations["DashboardUsersAdminController_list"];
        put?: never;
        /** Create a dashboard user of the operator; the password is stored only as a scrypt hash */
        post: operations["DashboardUsersAdminController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/operators/{operatorId}/dashboard-users/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Disable a dashboard user and end its sessions (idempotent) */
        delete: operations["DashboardUsersAdminController_disable"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/platform-notifications/replay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send dead game-platform notifications again
         * @description Every dead notification, or those of `tournament_id` and/or with the given `ids`, becomes pending with fresh attempts.
         */
        post: operations["PlatformNotificationsAdminController_replay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/audit-logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The calling operator’s audit log, newest first
         * @description Entries are written asynchronously and appear within a second of the request.
         */
        get: operations["AuditLogController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/permissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The permissions of the calling key */
        get: operations["PermissionsController_permissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The calling operator’s outbound events, oldest first (pull and replay)
         * @description Every event the service wrote for this operator, delivered, pending or dead, in the envelope of the operator’s events_format. Page with `after` = `pagination.next_after` until `hasMore` is false; poll again later with the last `next_after` for new events.
         */
        get: operations["EventsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/internal/.well-known/jwks.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * JWKS of the player JWTs (public, no key)
         * @description The Ed25519 public keys (`alg` EdDSA) that sign the player JWTs returned at registration. Verify a token with the key whose `kid` matches its header, `aud` `game-platform` and the service's `iss`. Keys rotate: a new key signs new tokens while older keys stay listed until the tokens they signed expire, so refetch on an unknown `kid`. Cacheable for 5 minutes.
         */
        get: operations["JwksController_jwks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/internal/auth/validate-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Validate a player JWT
         * @description Token introspection (RFC 7662): a bad, expired, tampered or revoked token is a 200 `{ valid: false, error }`; only EdDSA tokens signed with a published `kid`, for audience `game-platform` and the service's issuer, are valid. A valid token of an operator the internal key is not bound to is 403 RESOURCE_FORBIDDEN.
         */
        post: operations["ValidateTokenController_validate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/internal/tournaments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a hop-on/off tournament, or join the one its lobby has open
         * @description For the key’s operator (a key covering several operators names operatorId; 403 when the key does not cover it). With a lobbyKey, a tournament of the lobby still waiting for players (not started, not full) is answered with 200 instead of creating one; concurrent calls for one lobby create exactly one. Players register, rebuy and withdraw through the operator player endpoints; the registration that brings the count to minPlayers starts it, and it is cancelled with refunds when still below minPlayers waitTimeoutMinutes after its creation.
         */
        post: operations["HopOnOffController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/internal/tournaments/{tournamentId}/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Tournament configuration */
        get: operations["InternalTournamentsController_config"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/internal/tournaments/{tournamentId}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Report game events: 1 to 1000, applied in order, each exactly once
         * @description A repeated event_id is a duplicate and changes nothing. A bad event is rejected alone (results[].error) while the others apply; a body that is not { events: [1..1000 objects] } is 422 and applies nothing.
         */
        post: operations["GameEventsController_report"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/internal/tournaments/{tournamentId}/players": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Players of a tournament (paged with limit and offset) */
        get: operations["InternalTournamentsController_players"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/internal/tournaments/{tournamentId}/players/{playerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * A player leaves a tournament before its start, refunded
         * @description playerId is the player_id or the internal_player_id. Every payment of the entry (entry fee and rebuys) is refunded once and the seat freed; after the start 409 tournament_started. Leaving again answers 409 conflict and refunds nothing.
         */
        delete: operations["HopOnOffController_leave"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/internal/tournaments/{tournamentId}/rooms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the rooms of a tournament (paged with limit and offset) */
        get: operations["RoomsController_list"];
        put?: never;
        /**
         * Create a room
         * @description The room starts open. Only while the tournament is scheduled or in progress (409 tournament_completed / tournament_cancelled otherwise). Players that are not seated entries of the tournament: 422 naming them.
         */
        post: operations["RoomsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/internal/tournaments/{tournamentId}/rooms/{roomId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One room */
        get: operations["RoomsController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a room: status, players, metadata
         * @description Status moves open → playing → closed (or open → closed); a move back is 409 invalid_room_transition; a closed room is final (409 room_closed, except a repeated close). Only while the tournament is scheduled or in progress (409 tournament_completed / tournament_cancelled otherwise).
         */
        patch: operations["RoomsController_update"];
        trace?: never;
    };
    "/api/internal/tournaments/{tournamentId}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Tournament status for the game platform */
        get: operations["InternalTournamentsController_status"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/players/{userId}/tournaments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A player's tournament history and statistics; userId is the operator's user id */
        get: operations["PlayerAccountsController_history"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/players/{userId}/wallet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A player's balances kept by the service (transfer wallet mode) */
        get: operations["PlayerAccountsController_wallet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/players/{userId}/wallet/transfers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move money into or out of a player balance, idempotent by transfer_id
         * @description 409 conflict when the operator uses a seamless wallet (its balances are not kept here).
         */
        post: operations["PlayerAccountsController_transfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tournament-series": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List tournament series
         * @description Newest first, with limit/offset.
         */
        get: operations["SeriesController_list"];
        put?: never;
        /**
         * Create a recurring tournament series
         * @description Each occurrence of `schedule` gets its tournament (from `template`) `lead_time_seconds` before its start. 422 for a schedule that cannot be read, has no time zone or no future occurrence.
         */
        post: operations["SeriesController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tournament-series/{seriesId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Tournament series details: its next five starts and the tournaments it created */
        get: operations["SeriesController_details"];
        put?: never;
        post?: never;
        /**
         * Delete a tournament series
         * @description No more tournaments are created; those already created stay, with their seriesId.
         */
        delete: operations["SeriesController_remove"];
        options?: never;
        head?: never;
        /**
         * Change, pause (active: false) or resume a tournament series
         * @description Tournaments already created are not changed.
         */
        patch: operations["SeriesController_update"];
        trace?: never;
    };
    "/api/tournaments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List tournaments
         * @description With limit/offset: `{ tournaments, pagination }`. With page and/or per_page: `{ data, current_page, per_page, total }`.
         */
        get: operations["TournamentsController_list"];
        put?: never;
        /** Create a tournament */
        post: operations["TournamentsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tournaments/{tournamentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Tournament details */
        get: operations["TournamentsController_details"];
        /** Update a tournament before it starts */
        put: operations["TournamentsController_update"];
        post?: never;
        /** Cancel a tournament and refund every paid entry */
        delete: operations["TournamentsController_cancel"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tournaments/{tournamentId}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Complete an in-progress tournament from the current standings */
        post: operations["TournamentsController_complete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tournaments/{tournamentId}/leaderboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Leaderboard of a tournament
         * @description Paged with limit (1-200, default 50) and offset, or centred on around_player. Eliminated players are left out unless includeEliminated=true (alias include_eliminated); positions are ranks among all players either way. A completed tournament ranks by its final positions. 404 player_not_found when around_player names no ranked player (or an eliminated one without includeEliminated).
         */
        get: operations["LeaderboardController_leaderboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tournaments/{tournamentId}/leaderboard/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Live leaderboard of a tournament (Server-Sent Events)
         * @description The leaderboard's first page (the body of `GET /api/tournaments/{tournamentId}/leaderboard` with the
         *     same `limit` and `includeEliminated`) as Server-Sent Events: one at once, then one after each
         *     change of the standings (changes close together share one: at most one snapshot per 250 ms by
         *     default; the last change always gets one).
         *
         *     Credentials: an operator key with `results.read` (its own tournaments), an internal key (the
         *     tournaments of the operators it covers), or, for a browser's `EventSource`, which cannot send
         *     headers, the player's game token as `?token=<JWT>` (its own tournament only). Credentials are
         *     checked when the stream opens, and again at every heartbeat: a stream ends once they lapse (see
         *     `event: error`). Opening a stream counts as one `results` call of the operator (of the
         *     tournament's owner with a player token), or one call of the internal key; an operator may have a
         *     limited number of streams open at once on one instance (10,000 by default: 429 with `category`
         *     `live_streams` beyond). Every refusal is the usual JSON error, before the stream opens.
         *
         *     Events:
         *     - `event: snapshot`, `id: <version>`, `data: <the leaderboard body>`; the version is the
         *       standings' `last_updated` in milliseconds. A client that stops reading gets only the newest
         *       snapshot once it reads again, and is disconnected after 30 s by default.
         *     - `event: status`, `data: {"tournament_id","status","current_phase"}`, when the tournament starts,
         *       completes or is cancelled. After a completion or cancellation the final snapshot follows, and
         *       the server ends the stream.
         *     - `event: error`, `data: <the JSON error body, as REST answers it>`, when the credentials no longer
         *       hold (a key revoked or expired, a game token expired or its player withdrawn; checked every 15 s
         *       by default); the server ends the stream, without a final snapshot, and the reconnection gets
         *       that 401.
         *     - `: heartbeat` comment lines keep idle connections open; `retry: 3000` sets the reconnection delay.
         *
         *     A reconnecting client sends `Last-Event-ID` (EventSource does): with the current version there is
         *     no snapshot at once. A finished tournament whose final snapshot the client already has answers
         *     204, which tells an EventSource to stop reconnecting.
         *
         *     The same snapshots are available over a WebSocket at `GET /api/ws` (not describable here): the
         *     same credentials at the upgrade (refusals are these JSON errors, before the upgrade); then
         *     `{"type":"subscribe","tournament_id":"…","limit":50,"include_eliminated":false}` and
         *     `{"type":"unsubscribe","tournament_id":"…"}` messages, up to 100 tournaments per connection, each
         *     subscription counted as one stream; the server sends
         *     `{"type":"snapshot"|"status","tournament_id","version","data"}` and
         *     `{"type":"error","code","message","tournament_id"?,"errors"?,"details"?}`, `code` being the `error`
         *     code this route would answer (`invalid_request` for a message that is not a JSON object,
         *     `validation_error` with `errors` for bad fields, `forbidden`, `tournament_not_found`,
         *     `rate_limit_exceeded`). A message over 4 KiB closes the connection (1009); the server pings every
         *     15 s by default and closes a connection that does not answer. When the credentials lapse, the
         *     server sends an `unauthorized` error and closes the connection with 1008 (policy violation).
         */
        get: operations["LeaderboardStreamController_stream"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tournaments/{tournamentId}/players": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the players of a tournament */
        get: operations["TournamentPlayersController_list"];
        put?: never;
        /**
         * Register a player and debit the entry fee
         * @description A seamless-wallet operator is debited through its wallet: 503 when the wallet does not confirm the debit (retry with a new payment_id).
         */
        post: operations["TournamentPlayersController_register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tournaments/{tournamentId}/players/{playerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Player status in a tournament; playerId is the player_id or the internal_player_id */
        get: operations["TournamentPlayersController_status"];
        put?: never;
        post?: never;
        /** Withdraw a registered player before the start, with refund */
        delete: operations["TournamentPlayersController_withdraw"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tournaments/{tournamentId}/players/{playerId}/rebuy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Buy more entries
         * @description A seamless-wallet operator is debited through its wallet: 503 when the wallet does not confirm the debit (retry with a new payment_id).
         */
        post: operations["TournamentPlayersController_rebuy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tournaments/{tournamentId}/players/{playerId}/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A new game JWT and launch URL for a player still in the tournament */
        post: operations["TournamentPlayersController_token"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tournaments/{tournamentId}/results": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Results of a completed tournament
         * @description Final positions, prizes and statistics as fixed at completion. 409 tournament_not_completed before completion. winners lists every player with a prize, best first (inside a tie the player who got a remainder minor unit first).
         */
        get: operations["ResultsController_results"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tournaments/{tournamentId}/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a scheduled tournament now
         * @description 422 when fewer than min_players are registered.
         */
        post: operations["TournamentsController_start"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tournaments/{tournamentId}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Tournament status */
        get: operations["TournamentsController_status"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness: the process is up */
        get: operations["HealthController_live"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness: start-up finished, database reachable and every migration applied */
        get: operations["HealthController_ready"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Prometheus metrics (for the scraper)
         * @description Public unless the service is started with METRICS_TOKEN: then the scraper sends `Authorization: Bearer <METRICS_TOKEN>`, and a missing or wrong token gets 401 `unauthorized` (`code: INVALID_API_KEY`).
         */
        get: operations["MetricsController_scrape"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        ActiveGameDto: {
            /** @example A */
            group: string | null;
            /** @example 8 */
            player_count: number;
            /**
             * Format: uuid
             * @example 019a8f2e-7c4b-7d21-9e3a-5b6c7d8e9f01
             */
            room_id: string;
            /** @example 2 */
            round: number | null;
            /**
             * @example playing
             * @enum {string}
             */
            status: "open" | "playing";
        };
        ApiKeyListResponseDto: {
            api_keys: components["schemas"]["ApiKeyResponseDto"][];
            pagination: components["schemas"]["PaginationDto"];
        };
        ApiKeyResponseDto: {
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            expires_at: string | null;
            /** Format: uuid */
            key_id: string;
            /**
             * @description Public half of the key; safe to show
             * @example pk_live_Xz81Qp0c7LmN2bVt5RwYa9Ke
             */
            key_prefix: string;
            /** Format: date-time */
            last_used_at: string | null;
            /** @example Production backend */
            name: string;
            /** Format: uuid */
            operator_id: string;
            /**
             * @example [
             *       "tournaments.read"
             *     ]
             */
            permissions: string[];
            /** Format: date-time */
            revoked_at: string | null;
            /** @enum {string} */
            role: "full_access" | "tournament_manager" | "read_only" | "player_registration";
        };
        AuditLogEntryDto: {
            /** @enum {string} */
            action: "api.request" | "api_key.created" | "api_key.revoked" | "auth.failed" | "dashboard.login" | "dashboard.login_failed" | "dashboard.logout" | "dashboard_user.created" | "dashboard_user.disabled" | "dashboard_user.enabled" | "dashboard_user.password_reset" | "dashboard_user.role_changed" | "operator.settings_updated" | "series.created" | "series.deleted" | "series.paused" | "series.resumed" | "series.updated" | "tournament.cancelled" | "tournament.completed" | "tournament.created" | "tournament.started" | "tournament.updated";
            /** @example 203.0.113.7 */
            client_ip: string | null;
            details: {
                [key: string]: unknown;
            } | null;
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            key_id: string | null;
            /** @example 4 */
            latency_ms: number | null;
            /** @example GET */
            method: string | null;
            /** @example /api/tournaments */
            path: string | null;
            request_id: string | null;
            /** @example 200 */
            status_code: number | null;
            /** Format: date-time */
            timestamp: string;
        };
        AuditLogListResponseDto: {
            audit_logs: components["schemas"]["AuditLogEntryDto"][];
            pagination: components["schemas"]["PaginationDto"];
        };
        BalanceDto: {
            /** @example 89.5 */
            amount: number;
            /** @example EUR */
            currency: string;
        };
        CancelTournamentDto: {
            /**
             * @description Kept for audit
             * @example Game provider outage
             */
            reason: string;
        };
        CancelTournamentResponseDto: {
            /** @example true */
            cancelled: boolean;
            /** @example Game provider outage */
            reason: string;
            refunds: components["schemas"]["RefundSummaryDto"];
        };
        CloudEventDto: {
            data: {
                [key: string]: unknown;
            };
            /** @enum {string} */
            datacontenttype: "application/json";
            /**
             * Format: uuid
             * @description The event id
             */
            id: string;
            /**
             * Format: uuid
             * @description Extension: the operator id
             */
            operatorid: string;
            /**
             * @description Extension: the per-tournament sequence
             * @example 3
             */
            sequence?: number;
            /** @example /operators/{operatorId}/tournaments/{tournamentId} */
            source: string;
            /** @enum {string} */
            specversion: "1.0";
            /**
             * Format: uuid
             * @description The tournament id (absent for events without a tournament)
             */
            subject?: string;
            /** Format: date-time */
            time: string;
            /**
             * @example tournament.started
             * @enum {string}
             */
            type: "tournament.created" | "tournament.updated" | "tournament.started" | "tournament.cancelled" | "tournament.completed" | "player.registered" | "player.withdrawn" | "player.rebought" | "player.eliminated" | "player.refunded" | "prize.awarded" | "leaderboard.updated" | "series.created" | "series.updated" | "series.deleted" | "series.occurrence_failed";
        };
        CompleteTournamentResponseDto: {
            /**
             * Format: date-time
             * @example 2026-11-29T19:00:00.000Z
             */
            completed_at: string;
            /** @example 42 */
            final_player_count: number;
            /** @example 420 */
            final_prize_pool: number;
            /** @example Tournament completed */
            message: string;
            tournament: components["schemas"]["TournamentDto"];
        };
        CreateApiKeyDto: {
            /**
             * Format: date-time
             * @description Optional expiry (RFC 3339 with offset); must be in the future; absent or null: never expires
             * @example 2099-12-31T23:59:59Z
             */
            expires_at?: string | null;
            /** @example Production backend */
            name: string;
            /**
             * @example full_access
             * @enum {string}
             */
            role: "full_access" | "tournament_manager" | "read_only" | "player_registration";
        };
        CreatedApiKeyResponseDto: {
            /**
             * @description The whole key for `Authorization: Bearer <api_key>`. Shown only in this response.
             * @example pk_live_Xz81Qp0c7LmN2bVt5RwYa9Ke:sk_live_q2b8...
             */
            api_key: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            expires_at: string | null;
            /** Format: uuid */
            key_id: string;
            /**
             * @description Public half of the key; safe to show
             * @example pk_live_Xz81Qp0c7LmN2bVt5RwYa9Ke
             */
            key_prefix: string;
            /** Format: date-time */
            last_used_at: string | null;
            /** @example Production backend */
            name: string;
            /** Format: uuid */
            operator_id: string;
            /**
             * @example [
             *       "tournaments.read"
             *     ]
             */
            permissions: string[];
            /** Format: date-time */
            revoked_at: string | null;
            /** @enum {string} */
            role: "full_access" | "tournament_manager" | "read_only" | "player_registration";
        };
        CreateDashboardUserDto: {
            /**
             * @description Login name; stored in lower case, unique across the platform
             * @example ops@acme.example
             */
            email: string;
            /** @description Hashed with scrypt; never returned */
            password: string;
            /**
             * @description What the user may change: admin when absent (everything, including API keys, wallet settings and dashboard users), manager (tournaments and series) or viewer (reads every page, changes nothing)
             * @enum {string}
             */
            role?: "admin" | "manager" | "viewer";
        };
        CreatedInternalKeyResponseDto: {
            /**
             * @description Shown only in this response
             * @example internal_Vb3...
             */
            api_key: string;
            /** Format: date-time */
            created_at: string;
            /** Format: uuid */
            key_id: string;
            /** Format: date-time */
            last_used_at: string | null;
            name: string;
            /** @description null: every operator */
            operator_ids: string[] | null;
            /** Format: date-time */
            revoked_at: string | null;
        };
        CreateHopOnOffTournamentDto: {
            /**
             * @description The operator’s currency when absent
             * @example EUR
             */
            currency?: string;
            /**
             * @description Completed this long after the start; no time limit when absent
             * @example 10
             */
            durationMinutes?: number;
            /**
             * @description Entry fee in major units, exact to the currency’s minor unit
             * @example 5
             */
            entryFee: number;
            /** @example crash-classic */
            gameSlug: string;
            /**
             * @description With a lobby key, a tournament of this lobby still waiting for players is answered (200) instead of a new one
             * @example crash-classic:5.00:EUR
             */
            lobbyKey?: string;
            /** @example 2 */
            maxEntriesPerPlayer?: number;
            /**
             * @description null or absent: unlimited
             * @example 50
             */
            maxPlayers?: number | null;
            /**
             * @description The registration that brings the count to it starts the tournament
             * @example 5
             */
            minPlayers: number;
            /** @example Crash #1642089600 */
            name: string;
            /**
             * Format: uuid
             * @description The operator the tournament is for: required when the key covers several operators (or all of them)
             * @example 019a8f2e-7c4b-7d21-9e3a-5b6c7d8e9f01
             */
            operatorId?: string;
            /** @description 60/25/15… as the operator default (50/30/20) when absent */
            prizePool?: components["schemas"]["HopOnOffPrizePoolDto"];
            /** @example true */
            rebuyEnabled?: boolean;
            /**
             * @description The entry fee when absent
             * @example 5
             */
            rebuyFee?: number;
            /**
             * @description Only min_players_reached
             * @example min_players_reached
             * @enum {string}
             */
            startCondition?: "min_players_reached";
            /**
             * @example hop_on_off
             * @enum {string}
             */
            type: "hop_on_off";
            /**
             * @description Cancelled with refunds when still below minPlayers this long after creation; 30 when absent
             * @example 30
             */
            waitTimeoutMinutes?: number;
        };
        CreateInternalKeyDto: {
            /** @example Game platform */
            name: string;
            /** @description Operators this key may see; omitted or null means all */
            operator_ids?: string[] | null;
        };
        CreateOperatorDto: {
            /**
             * @description Default currency (ISO 4217); EUR when absent on create
             * @example EUR
             */
            currency?: string;
            /**
             * @description live when absent; test operators get pk_test_/sk_test_ keys
             * @example live
             * @enum {string}
             */
            environment?: "live" | "test";
            /**
             * @description Envelope of the SQS messages; platform when absent on create
             * @example platform
             * @enum {string}
             */
            events_format?: "platform" | "cloudevents";
            /**
             * @description Amazon SQS queue of this operator's events: https://sqs.<region>.amazonaws.com/<account>/<queue> (also <region>.queue.amazonaws.com and the .amazonaws.com.cn forms); no IP address, other host, credentials, query or fragment. With SQS_ENDPOINT set, queues of that endpoint are accepted too. The account must be one the service allows: SQS_ALLOWED_ACCOUNT_IDS, else the account of SQS_QUEUE_URL, else none (every queue is refused); with SQS_OPERATOR_QUEUE_PREFIX, the queue name must start with it. Only the platform administrator sets it (this API or the CLI), never the operator dashboard.
             * @example https://sqs.eu-west-1.amazonaws.com/123456789012/acme-events.fifo
             */
            events_queue_url?: string | null;
            /** @example Acme Casino */
            name: string;
            /** @description Per-operator rate limits. A window is RATE_LIMIT_WINDOW_SECONDS (60 s by default), the burst window RATE_LIMIT_BURST_WINDOW_SECONDS (10 s by default). On update, the limits named here change and the others stay. */
            rate_limits?: components["schemas"]["RateLimitOverridesDto"];
            /**
             * @description transfer when absent on create
             * @example transfer
             * @enum {string}
             */
            wallet_mode?: "transfer" | "seamless";
            /** @description HMAC-SHA256 secret for seamless wallet requests (required with wallet_mode seamless); never returned */
            wallet_secret?: string | null;
            /**
             * @description Base URL of the seamless wallet (the protocol is in docs/wallet-protocol.md): https, a public host name (no IP address, no private or local host), no port other than 443, no credentials, query, fragment, spaces or backslashes. Stored and returned in its canonical spelling (trimmed, lower-case host, no trailing dot, default port or trailing slash). Required with wallet_mode seamless.
             * @example https://wallet.acme.example/tournaments
             */
            wallet_url?: string | null;
        };
        CreateRoomDto: {
            /**
             * @description The player's current_group while in this room
             * @example A
             */
            group?: string | null;
            /**
             * @description Free-form JSON object for the game platform, at most 16 KiB
             * @example {
             *       "table": 7
             *     }
             */
            metadata?: {
                [key: string]: unknown;
            };
            /**
             * @description internal_player_ids of seated players of this tournament (not withdrawn or refunded), distinct, at most 1000
             * @example [
             *       "019a8f2e-7c4b-7d21-9e3a-5b6c7d8e9f01"
             *     ]
             */
            players: string[];
            /** @example 1 */
            round?: number | null;
        };
        CreateSeriesDto: {
            /**
             * @description true when absent; false pauses the series (no new tournaments)
             * @example true
             */
            active?: boolean;
            /**
             * @description The operator's own identifier, unique per operator (a second create with it is 409). Each tournament of the series gets `{external_id}:{start in UTC, ISO 8601}`.
             * @example acme-daily-sprint
             */
            external_id: string;
            /**
             * @description How long before each start its tournament is created (and opens for registration)
             * @example 3600
             */
            lead_time_seconds: number;
            /** @example Daily Slots Sprint */
            name: string;
            /**
             * @description RFC 5545 recurrence: a DTSTART line with a TZID (or a UTC time ending in Z) and one RRULE line, separated by a newline. Occurrences keep their local time in the TZID zone across daylight-saving changes. FREQ=SECONDLY, floating times, rules with no start in the next 10 years (ended, starting later, or never matching a date) and HOURLY/MINUTELY rules whose steps never reach their BYHOUR/BYMINUTE are refused (422 on schedule).
             * @example DTSTART;TZID=Europe/Malta:20261201T200000
             *     RRULE:FREQ=DAILY
             */
            schedule: string;
            template: components["schemas"]["SeriesTemplateDto"];
        };
        CreateTournamentDto: {
            /**
             * @description Free-form object (at most 16 KiB). Keys the service uses: tournament_type (points_based | leaderboard | elimination), start_when_full, duration_minutes, late_registration_minutes, max_entries_per_player, rebuy_enabled, rebuy_fee, rake_percent (0-50), tie_break (earliest | share), game_url (launch URL template). Other keys are kept and returned as gameConfig.
             * @example {
             *       "tournament_type": "points_based",
             *       "duration_minutes": 60,
             *       "reels": 5
             *     }
             */
            config?: {
                [key: string]: unknown;
            };
            /**
             * @description ISO 4217 code (or an extra currency the service is configured with); the operator’s currency when absent
             * @example EUR
             */
            currency?: string;
            /**
             * @description Entry fee in major units, exact to the currency’s minor unit
             * @example 10.5
             */
            entry_fee: number;
            /**
             * @description The operator's own identifier, unique per operator (a second create with it is 409). Swagger UI's Try it out sends a unique one in place of this example.
             * @example acme-sunday-slots-showdown
             */
            external_id: string;
            /**
             * @description Game slug
             * @example book-of-gold
             */
            game: string;
            /**
             * @description null or absent: unlimited capacity
             * @example 100
             */
            max_players?: number | null;
            /**
             * @description 1 when absent. At most max_players; fewer registered at the start cancels the tournament
             * @example 2
             */
            min_players?: number;
            /** @example Sunday Slots Showdown */
            name: string;
            prize_pool?: components["schemas"]["PrizePoolRequestDto"];
            /**
             * Format: date-time
             * @description RFC 3339 with offset; must be in the future
             * @example 2099-11-29T18:00:00.000Z
             */
            scheduled_start: string;
        };
        CreateTournamentResponseDto: {
            /**
             * @description The pool with max_players entries, or the guarantee when unlimited
             * @example 1050
             */
            estimated_prize_pool: number;
            /**
             * @example scheduled
             * @enum {string}
             */
            status: "scheduled" | "in_progress" | "completed" | "cancelled";
            tournament: components["schemas"]["TournamentDto"];
            /**
             * Format: uuid
             * @example 019a8f2e-7c4b-7d21-9e3a-5b6c7d8e9f01
             */
            tournament_id: string;
        };
        DashboardUserDto: {
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            disabled_at: string | null;
            /** @example ops@acme.example */
            email: string;
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            last_login_at: string | null;
            /** Format: uuid */
            operator_id: string;
            /** @enum {string} */
            role: "admin" | "manager" | "viewer";
        };
        DashboardUserListDto: {
            dashboard_users: components["schemas"]["DashboardUserDto"][];
            pagination: components["schemas"]["PaginationDto"];
        };
        EntryPaymentDetailsDto: {
            /**
             * @description Idempotency key of the entry debit (a retry with the same payment_id is not charged twice); required when the entry fee is above 0
             * @example pay-7f3a-0001
             */
            payment_id: string;
        };
        EntrySettingsDto: {
            /** @example 1 */
            max_entries_per_player: number;
            /** @example false */
            rebuy_enabled: boolean;
            /**
             * @description Major units; the entry fee unless set
             * @example 10.5
             */
            rebuy_fee: number;
        };
        EntryStatisticsDto: {
            /** @example 1.19 */
            average_entries_per_player: number;
            /** @example 50 */
            total_entries: number;
            /** @example 42 */
            total_players: number;
        };
        EventListResponseDto: {
            /** @description Oldest first, each in the operator’s events_format */
            events: (components["schemas"]["PlatformEventDto"] | components["schemas"]["CloudEventDto"])[];
            pagination: components["schemas"]["EventsPaginationDto"];
        };
        EventsPaginationDto: {
            /** @example true */
            hasMore: boolean;
            /** @example 20 */
            limit: number;
            /**
             * Format: uuid
             * @description Pass as `after` to continue: the last event of this page (the request’s `after` when the page is empty; null when there is none)
             */
            next_after: string | null;
            /** @example 0 */
            offset: number;
            /** @example 42 */
            total: number;
        };
        FinalStandingDto: {
            /**
             * Format: uuid
             * @example 019a8f2e-7c4b-7d21-9e3a-5b6c7d8e9f01
             */
            internal_player_id: string;
            /**
             * @description Final points, replacing the current ones
             * @example 1250.5
             */
            points?: number | string;
            /**
             * @description Equal positions are ties and share prizes
             * @example 1
             */
            position: number;
        };
        GameAccessDto: {
            /**
             * Format: date-time
             * @example 2026-11-30T18:00:00.000Z
             */
            expires_at: string;
            /** @example https://games.example.com/play/book-of-gold?jwt=eyJ... */
            game_url: string;
            /**
             * @description EdDSA-signed player JWT, audience game-platform
             * @example eyJhbGciOiJFZERTQSIsImtpZCI6Ii4uLiJ9...
             */
            jwt: string;
        };
        GameEventResultDto: {
            /**
             * @description Why a rejected event was refused: invalid_event, unknown_event_type, idempotency_conflict, player_not_found, player_inactive, player_eliminated, tournament_not_started, tournament_started, tournament_completed, tournament_cancelled, or the error code of a refused start or completion (e.g. validation_error for bad final_standings); null otherwise
             * @example null
             */
            error: string | null;
            /**
             * @description As sent; null when the event had no usable event_id
             * @example evt-000123
             */
            event_id: string | null;
            /**
             * @description Human text for a rejected event; null otherwise
             * @example null
             */
            message: string | null;
            /**
             * @example accepted
             * @enum {string}
             */
            status: "accepted" | "duplicate" | "rejected";
        };
        GameEventsBatchDto: {
            /**
             * @description Applied in order, each exactly once
             * @example [
             *       {
             *         "event_id": "evt-1",
             *         "type": "round.started",
             *         "occurred_at": "2026-11-29T18:05:00.000Z",
             *         "round": 1
             *       },
             *       {
             *         "event_id": "evt-2",
             *         "type": "score.updated",
             *         "occurred_at": "2026-11-29T18:05:02.125Z",
             *         "internal_player_id": "019a8f2e-7c4b-7d21-9e3a-5b6c7d8e9f01",
             *         "points_delta": "12.5"
             *       }
             *     ]
             */
            events: (components["schemas"]["TournamentStartedEventDto"] | components["schemas"]["RoundEventDto"] | components["schemas"]["ScoreUpdatedEventDto"] | components["schemas"]["PlayerEliminatedEventDto"] | components["schemas"]["TournamentCompletedEventDto"])[];
        };
        GameEventsBatchResultDto: {
            /**
             * @description Events applied by this request
             * @example 2
             */
            accepted: number;
            /**
             * @description Events applied before (same event_id): nothing changed
             * @example 0
             */
            duplicates: number;
            /**
             * @description Events refused; they were not recorded and may be sent again corrected
             * @example 0
             */
            rejected: number;
            /** @description One per event, in request order */
            results: components["schemas"]["GameEventResultDto"][];
        };
        GameLaunchDto: {
            /** @example https://games.example.com/play/book-of-gold?jwt=eyJ... */
            game_url: string;
            /**
             * @description EdDSA-signed player JWT, audience game-platform
             * @example eyJhbGciOiJFZERTQSIsImtpZCI6Ii4uLiJ9...
             */
            jwt: string;
        };
        HistoryItemDto: {
            /** Format: date-time */
            ended_at: string | null;
            /** @example 3 */
            final_position: number | null;
            /**
             * @example finished
             * @enum {string}
             */
            player_status: "registered" | "active" | "eliminated" | "finished" | "winner" | "withdrawn" | "refunded";
            /** @example 1250.5 */
            points_earned: string;
            /** Format: date-time */
            started_at: string | null;
            /** @example completed */
            status: string;
            /** @example 42 */
            total_players: number;
            /**
             * Format: uuid
             * @example 019a8f2e-7c4b-7d21-9e3a-5b6c7d8e9f01
             */
            tournament_id: string;
            /** @example Sunday Slots Showdown */
            tournament_name: string;
            /** @example points_based */
            tournament_type: string;
        };
        HistoryPageDto: {
            data: components["schemas"]["HistoryItemDto"][];
            pagination: components["schemas"]["PaginationDto"];
        };
        HopOnOffPrizePoolDto: {
            /**
             * @description Percentage of the pool for places 1, 2, 3…; at most 2 decimals each, summing to 100
             * @example [
             *       60,
             *       25,
             *       15
             *     ]
             */
            distribution: number[];
            /**
             * @description Only `percentage`: shares of the pool
             * @example percentage
             * @enum {string}
             */
            type: "percentage";
        };
        HopOnOffTournamentResponseDto: {
            tournament: components["schemas"]["TournamentDto"];
            /**
             * Format: uuid
             * @example 019a8f2e-7c4b-7d21-9e3a-5b6c7d8e9f01
             */
            tournament_id: string;
        };
        InternalKeyListResponseDto: {
            internal_api_keys: components["schemas"]["InternalKeyResponseDto"][];
            pagination: components["schemas"]["PaginationDto"];
        };
        InternalKeyResponseDto: {
            /** Format: date-time */
            created_at: string;
            /** Format: uuid */
            key_id: string;
            /** Format: date-time */
            last_used_at: string | null;
            name: string;
            /** @description null: every operator */
            operator_ids: string[] | null;
            /** Format: date-time */
            revoked_at: string | null;
        };
        InternalPlayerDto: {
            /**
             * @description The current room's group, or its room id when it has none; null outside rooms
             * @example A
             */
            current_group_id: string | null;
            /**
             * @description The current room's round, else the tournament's current round for a player still in, else null
             * @example 2
             */
            current_round_id: string | null;
            /** @example LuckyLuke */
            display_name: string;
            /** @example 1 */
            entry_count: number;
            /**
             * @description The operator's user id
             * @example user-42
             */
            external_id: string;
            /**
             * Format: uuid
             * @description The id of this entry: JWT subject, event and room id of the player
             * @example 019a8f2e-7c4b-7d21-9e3a-5b6c7d8e9f01
             */
            internal_player_id: string;
            /**
             * Format: uuid
             * @description The service's id of the (operator, user) pair
             * @example 019a8f2e-7c4b-7d21-9e3a-5b6c7d8e9f01
             */
            player_id: string;
            /**
             * @description Decimal string
             * @example 1250.5
             */
            points: string;
            /**
             * Format: date-time
             * @example 2026-11-23T10:00:00.000Z
             */
            registered_at: string;
            /**
             * @example active
             * @enum {string}
             */
            status: "registered" | "active" | "eliminated" | "finished" | "winner" | "withdrawn" | "refunded";
        };
        InternalPlayerListDto: {
            /**
             * @description null: unlimited
             * @example 100
             */
            max_players: number | null;
            pagination: components["schemas"]["PaginationDto"];
            /** @description In registration order */
            players: components["schemas"]["InternalPlayerDto"][];
            /**
             * @description Players holding a seat (every status but withdrawn and refunded); pagination.total counts the filtered list
             * @example 42
             */
            total_players: number;
            /**
             * Format: uuid
             * @example 019a8f2e-7c4b-7d21-9e3a-5b6c7d8e9f01
             */
            tournament_id: string;
            /**
             * @example in_progress
             * @enum {string}
             */
            tournament_status: "scheduled" | "in_progress" | "completed" | "cancelled";
        };
        InternalTournamentConfigDto: {
            /**
             * @description Major units of prize_pool_config.currency
             * @example 10.5
             */
            entry_fee: number;
            entry_settings: components["schemas"]["EntrySettingsDto"];
            /**
             * @description The config keys the service does not use itself
             * @example {
             *       "reels": 5
             *     }
             */
            game_config: {
                [key: string]: unknown;
            };
            /** @example book-of-gold */
            game_slug: string;
            /**
             * @description null: unlimited
             * @example 100
             */
            max_players: number | null;
            /** @example 2 */
            min_players: number;
            /** @example Sunday Slots Showdown */
            name: string;
            prize_pool_config: components["schemas"]["PrizePoolConfigDto"];
            /**
             * Format: date-time
             * @example 2026-11-29T18:00:00.000Z
             */
            scheduled_start: string;
            /**
             * @example scheduled
             * @enum {string}
             */
            status: "scheduled" | "in_progress" | "completed" | "cancelled";
            timing: components["schemas"]["TournamentTimingDto"];
            /**
             * Format: uuid
             * @example 019a8f2e-7c4b-7d21-9e3a-5b6c7d8e9f01
             */
            tournament_id: string;
            /**
             * @description As sent; leaderboard is the same type as points_based
             * @example points_based
             * @enum {string}
             */
            tournament_type: "points_based" | "leaderboard" | "elimination";
        };
        InternalTournamentStatusDto: {
            /** @description Open and playing rooms, oldest first (at most 1000); none once the tournament is over */
            active_games: components["schemas"]["ActiveGameDto"][];
            /**
             * @description registration, round_<n>, in_play, finished or cancelled
             * @example round_2
             */
            current_phase: string;
            entry_statistics: components["schemas"]["EntryStatisticsDto"];
            player_counts: components["schemas"]["PlayerCountsDto"];
            /**
             * @example in_progress
             * @enum {string}
             */
            status: "scheduled" | "in_progress" | "completed" | "cancelled";
            timing: components["schemas"]["TournamentTimingDto"];
            /**
             * Format: uuid
             * @example 019a8f2e-7c4b-7d21-9e3a-5b6c7d8e9f01
             */
            tournament_id: string;
        };
        InvalidTokenDto: {
            /**
             * @description token_expired: past `exp`; invalid_signature: wrong signature, unknown `kid`, or an algorithm other than EdDSA (none, HMAC...); malformed_token: not a compact JWS spelled canonically (three segments of unpadded base64url, no unused bits set in a segment's last character: a token with `=` padding or another spelling of the same bytes is refused); invalid_claims: wrong `iss`/`aud`/`typ` or a missing claim; player_inactive: the player withdrew or was refunded
             * @example token_expired
             * @enum {string}
             */
            error: "token_expired" | "invalid_signature" | "malformed_token" | "invalid_claims" | "player_inactive";
            /**
             * @example false
             * @enum {boolean}
             */
            valid: false;
        };
        JwkDto: {
            /**
             * @example EdDSA
             * @enum {string}
             */
            alg: "EdDSA";
            /**
             * @example Ed25519
             * @enum {string}
             */
            crv: "Ed25519";
            /**
             * @description Key id, matched against the `kid` header of a player JWT
             * @example 0198d3a2-6f1e-7c3a-9b1e-2f4a5c6d7e8f
             */
            kid: string;
            /**
             * @example OKP
             * @enum {string}
             */
            kty: "OKP";
            /**
             * @example sig
             * @enum {string}
             */
            use: "sig";
            /**
             * @description The Ed25519 public key, base64url
             * @example 11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo
             */
            x: string;
        };
        JwksDto: {
            /** @description Every key a valid player JWT may be signed with: the current signing key first, then older keys kept until their tokens expire */
            keys: components["schemas"]["JwkDto"][];
        };
        LeaderboardDto: {
            /**
             * Format: date-time
             * @description When the standings last changed (score, elimination, seat); before any change, the start time, else the creation time
             * @example 2026-11-23T10:05:00.000Z
             */
            last_updated: string;
            leaderboard: components["schemas"]["LeaderboardPageDto"];
            /**
             * Format: uuid
             * @example 019a8f2e-7c4b-7d21-9e3a-5b6c7d8e9f01
             */
            tournament_id: string;
        };
        LeaderboardEntryDto: {
            /** @example LuckyLuke */
            display_name: string;
            /**
             * Format: uuid
             * @example 019a8f2e-7c4b-7d21-9e3a-5b6c7d8e9f01
             */
            player_id: string;
            /**
             * @description Decimal string
             * @example 1250.5
             */
            points: string;
            /** @example 1 */
            position: number;
            /** @example active */
            status: string;
        };
        LeaderboardPageDto: {
            /** @description Best first. `position` is the rank among all seated players, eliminated ones included (ties share a position: 1, 2, 2, 4) */
            data: components["schemas"]["LeaderboardEntryDto"][];
            /** @description `total`: the players the list holds (without the eliminated unless includeEliminated=true) */
            pagination: components["schemas"]["PaginationDto"];
        };
        OperatorListResponseDto: {
            operators: components["schemas"]["OperatorResponseDto"][];
            pagination: components["schemas"]["PaginationDto"];
        };
        OperatorResponseDto: {
            /** Format: date-time */
            created_at: string;
            /** @example EUR */
            currency: string;
            /** @enum {string} */
            environment: "live" | "test";
            /** @enum {string} */
            events_format: "platform" | "cloudevents";
            events_queue_url: string | null;
            /** @example Acme Casino */
            name: string;
            /** Format: uuid */
            operator_id: string;
            /** @example {} */
            rate_limits: {
                [key: string]: number;
            };
            /** Format: date-time */
            updated_at: string;
            /** @enum {string} */
            wallet_mode: "transfer" | "seamless";
            /** @description Whether a wallet secret is set (the secret itself is never returned) */
            wallet_secret_set: boolean;
            wallet_url: string | null;
        };
        OutboxEventAdminDto: {
            /**
             * @description Delivery attempts made (SQS refusals and the accepted one)
             * @example 10
             */
            attempts: number;
            /** @description The event data, as in its envelope */
            data: {
                [key: string]: unknown;
            };
            /** Format: date-time */
            delivered_at: string | null;
            /** Format: uuid */
            event_id: string;
            /** @example player.registered */
            event_type: string;
            /** @example QueueDoesNotExist (HTTP 400): The specified queue does not exist. */
            last_error: string | null;
            /**
             * Format: date-time
             * @description When a pending event is tried next
             */
            next_attempt_at: string;
            /** Format: date-time */
            occurred_at: string;
            /** Format: uuid */
            operator_id: string;
            /** @example 7 */
            sequence: number | null;
            /** @enum {string} */
            status: "pending" | "delivered" | "dead" | "coalesced";
            /** Format: uuid */
            tournament_id: string | null;
        };
        OutboxEventListResponseDto: {
            events: components["schemas"]["OutboxEventAdminDto"][];
            pagination: components["schemas"]["PaginationDto"];
        };
        PaginationDto: {
            /** @example true */
            hasMore: boolean;
            /** @example 20 */
            limit: number;
            /** @example 0 */
            offset: number;
            /** @example 42 */
            total: number;
        };
        ParticipationStatsDto: {
            /** @example 40 */
            active_players: number;
            /** @example 2 */
            eliminated_players: number;
            /**
             * @description Percentage of seats taken; null when unlimited
             * @example 42
             */
            fill_rate_percent: number | null;
            /**
             * @description Seats left; null when unlimited
             * @example 58
             */
            seats_available: number | null;
            /**
             * @description Entries including rebuys
             * @example 45
             */
            total_entries: number;
            /** @example 42 */
            total_registered: number;
        };
        PerformanceStatisticsDto: {
            /**
             * @description Over completed tournaments with a final position; null when none
             * @example 4.2
             */
            average_position: number | null;
            /** @example 1 */
            best_position: number | null;
            /** @example 10 */
            completed_tournaments: number;
            /** @example 15230.5 */
            total_points_earned: number;
            /** @example 12 */
            total_tournaments: number;
        };
        PermissionsResponseDto: {
            /** Format: uuid */
            api_key_id: string;
            /**
             * Format: date-time
             * @description null when the key never expires
             */
            expires_at: string | null;
            /** Format: uuid */
            operator_id: string;
            /**
             * @example [
             *       "tournaments.read",
             *       "players.read",
             *       "results.read"
             *     ]
             */
            permissions: ("tournaments.read" | "tournaments.write" | "tournaments.delete" | "players.read" | "players.write" | "results.read")[];
            /**
             * @description The role the key was created with
             * @enum {string}
             */
            role: "full_access" | "tournament_manager" | "read_only" | "player_registration";
        };
        PlatformEventDto: {
            /** @description The resource as the API shows it */
            data: {
                [key: string]: unknown;
            };
            /** Format: uuid */
            eventId: string;
            /**
             * @example tournament.started
             * @enum {string}
             */
            eventType: "tournament.created" | "tournament.updated" | "tournament.started" | "tournament.cancelled" | "tournament.completed" | "player.registered" | "player.withdrawn" | "player.rebought" | "player.eliminated" | "player.refunded" | "prize.awarded" | "leaderboard.updated" | "series.created" | "series.updated" | "series.deleted" | "series.occurrence_failed";
            /** Format: uuid */
            operatorId: string;
            /**
             * @description Increases by one per event of the tournament
             * @example 3
             */
            sequence: number | null;
            /**
             * Format: date-time
             * @example 2026-11-22T10:00:00.000Z
             */
            timestamp: string;
            /** Format: uuid */
            tournamentId: string | null;
        };
        PlayerCountsDto: {
            /** @example 40 */
            active_players: number;
            /** @example 2 */
            eliminated_players: number;
            /** @example 42 */
            total_registered: number;
        };
        PlayerEliminatedEventDto: {
            /**
             * @description Unique per tournament: a repeated event_id is a duplicate and changes nothing
             * @example evt-000123
             */
            event_id: string;
            /**
             * Format: uuid
             * @description Exactly one of internal_player_id and internal_player_ids
             * @example 019a8f2e-7c4b-7d21-9e3a-5b6c7d8e9f01
             */
            internal_player_id?: string;
            /**
             * @description Several players eliminated by the same event: they tie (same eliminated_at)
             * @example [
             *       "019a8f2e-7c4b-7d21-9e3a-5b6c7d8e9f01"
             *     ]
             */
            internal_player_ids?: string[];
            /**
             * Format: date-time
             * @description RFC 3339 with an offset; the time ties are decided by
             * @example 2026-11-29T18:05:00.000Z
             */
            occurred_at: string;
            /**
             * @description Defaults to the current round
             * @example 2
             */
            round?: number;
            /**
             * @example player.eliminated
             * @enum {string}
             */
            type: "player.eliminated";
        };
        PlayerHistoryDto: {
            /** @example LuckyLuke */
            display_name: string;
            /** @example user-42 */
            external_id: string;
            performance_statistics: components["schemas"]["PerformanceStatisticsDto"];
            /**
             * Format: uuid
             * @example 019a8f2e-7c4b-7d21-9e3a-5b6c7d8e9f01
             */
            player_id: string;
            tournament_history: components["schemas"]["HistoryPageDto"];
        };
        PlayerListDto: {
            pagination: components["schemas"]["PaginationDto"];
            players: components["schemas"]["PlayerListItemDto"][];
            /** @example 1 */
            totalCount: number;
        };
        PlayerListItemDto: {
            /** @example 1 */
            currentPosition: number | null;
            /**
             * @description Decimal string
             * @example 0
             */
            currentScore: string;
            /** @example LuckyLuke */
            displayName: string;
            /**
             * Format: date-time
             * @example null
             */
            eliminatedAt: string | null;
            /** @example 1 */
            entryCount: number;
            /** @example user-42 */
            externalId: string;
            /**
             * Format: uuid
             * @example 019a8f2e-7c4b-7d21-9e3a-5b6c7d8e9f01
             */
            internalPlayerId: string;
            /**
             * Format: uuid
             * @example 019a8f2e-7c4b-7d21-9e3a-5b6c7d8e9f01
             */
            playerId: string;
            /** @example null */
            prizeAmount: number | null;
            /**
             * Format: date-time
             * @example 2026-11-23T10:00:00.000Z
             */
            registeredAt: string;
            /**
             * @example registered
             * @enum {string}
             */
            status: "registered" | "active" | "eliminated" | "finished" | "winner" | "withdrawn" | "refunded";
            /** @example 10.5 */
            totalPaid: number;
        };
        PlayerStatusDto: {
            /**
             * @description The group of the player's current room, or that room's id when it has no group; null outside rooms
             * @example A
             */
            current_group: string | null;
            /**
             * @description The round of the player's current room (its latest open or playing room), else the tournament's current round while the player is still in, else null
             * @example 2
             */
            current_round: string | null;
            /** @example LuckyLuke */
            display_name: string;
            /**
             * @description The round in which the player was eliminated, as the game platform reported it
             * @example null
             */
            elimination_round: number | null;
            /** @example 1 */
            entry_count: number;
            /**
             * Format: uuid
             * @example 019a8f2e-7c4b-7d21-9e3a-5b6c7d8e9f01
             */
            internal_player_id: string;
            /**
             * Format: uuid
             * @example 019a8f2e-7c4b-7d21-9e3a-5b6c7d8e9f01
             */
            player_id: string;
            /**
             * @description Decimal string
             * @example 1250.5
             */
            points: string;
            /**
             * @description Current rank; null when not ranked (withdrawn, refunded)
             * @example 3
             */
            position: number | null;
            /** @example null */
            prize_amount: number | null;
            /**
             * Format: date-time
             * @example 2026-11-23T10:00:00.000Z
             */
            registered_at: string;
            /**
             * @example active
             * @enum {string}
             */
            status: "registered" | "active" | "eliminated" | "finished" | "winner" | "withdrawn" | "refunded";
            /** @example 10.5 */
            total_paid: number;
            /**
             * Format: uuid
             * @example 019a8f2e-7c4b-7d21-9e3a-5b6c7d8e9f01
             */
            tournament_id: string;
            /** @example user-42 */
            user_id: string;
        };
        PrizePoolConfigDto: {
            /** @example EUR */
            currency: string;
            /**
             * @description Position key ("1" or a range "4-10") → percentage of the pool
             * @example {
             *       "1": 50,
             *       "2": 30,
             *       "3": 20
             *     }
             */
            distribution: {
                [key: string]: number;
            };
            /**
             * @description Guaranteed prize, major units
             * @example 500
             */
            guaranteed: number;
            /**
             * @description Percentage of the fees kept by the operator (0-50)
             * @example 0
             */
            rake_percent: number;
        };
        PrizePoolDto: {
            /**
             * @description ISO 4217 code (or a configured extra currency)
             * @example EUR
             */
            currency: string;
            /**
             * @description Position key ("1" or a range "4-10") → percentage of the pool
             * @example {
             *       "1": 50,
             *       "2": 30,
             *       "3": 20
             *     }
             */
            distribution: {
                [key: string]: number;
            };
            /**
             * @description The guaranteed prize (prize_pool.total of the request)
             * @example 500
             */
            guaranteedPrize: number;
            /**
             * @description Current pool in major units: max(guarantee, fees × (1 − rake))
             * @example 1000
             */
            totalAmount: number;
        };
        PrizePoolRequestDto: {
            /**
             * @description Position key ("1", "2", or a range "4-10": each of positions 4 to 10 gets that percentage) → percentage of the pool; the percentages of all paid positions sum to 100. {"1":50,"2":30,"3":20} when absent.
             * @example {
             *       "1": 50,
             *       "2": 30,
             *       "3": 20
             *     }
             */
            distribution?: {
                [key: string]: number;
            };
            /**
             * @description Guaranteed prize in major units; the pool never falls below it
             * @example 1000
             */
            total: number;
        };
        RateLimitOverridesDto: {
            /**
             * @description All calls per burst window; null restores the service's setting (RATE_LIMIT_BURST, 100 by default)
             * @example null
             */
            burst?: number | null;
            /**
             * @description Tournament creations per window; null restores the service's setting (RATE_LIMIT_CREATION, 10 by default)
             * @example 20
             */
            creation?: number | null;
            /**
             * @description All calls per window; null restores the service's setting (RATE_LIMIT_GENERAL, 1000 by default)
             * @example null
             */
            general?: number | null;
            /**
             * @description Registrations, rebuys, withdrawals, player tokens and wallet transfers per window; null restores the service's setting (RATE_LIMIT_REGISTRATION, 200 by default)
             * @example 400
             */
            registration?: number | null;
            /**
             * @description Leaderboard and results reads per window; null restores the service's setting (RATE_LIMIT_RESULTS, 500 by default)
             * @example null
             */
            results?: number | null;
            /**
             * @description Other calls under /api/tournaments per window; null restores the service's setting (RATE_LIMIT_TOURNAMENT_OPS, 100 by default)
             * @example null
             */
            tournament_ops?: number | null;
        };
        RebuyDto: {
            /**
             * @description Entries to buy; 1 when absent
             * @example 1
             */
            additional_entries?: number;
            /**
             * @description Makes the rebuy idempotent: a retry with the same payment_id is not charged twice
             * @example pay-7f3a-0002
             */
            payment_id?: string;
        };
        RebuyResultDto: {
            /** @example 1 */
            additional_entries: number;
            entry_statistics: components["schemas"]["EntryStatisticsDto"];
            /** @example Rebuy approved */
            message: string;
            /** @example 2 */
            new_entry_count: number;
            /** @example true */
            rebuy_approved: boolean;
            /** @example 21 */
            total_paid: number;
        };
        RefundDto: {
            /** @example 10.5 */
            amount: number;
            /** @example EUR */
            currency: string;
        };
        RefundSummaryDto: {
            /** @example 0 */
            playersRefunded: number;
            /**
             * @description Sum of refunded entry and rebuy fees, major units
             * @example 0
             */
            totalRefunded: number;
        };
        RegisterPlayerDto: {
            /**
             * @description Defaults to user_id
             * @example LuckyLuke
             */
            display_name?: string;
            /** @description Required when the entry fee is above 0 (422 without it); may be left out of a free tournament */
            entry_payment_details?: components["schemas"]["EntryPaymentDetailsDto"];
            /**
             * @description The operator's user id
             * @example user-42
             */
            user_id: string;
        };
        RegistrationDto: {
            /** @example LuckyLuke */
            display_name: string;
            /** @example 1 */
            entry_count: number;
            /** @description The same jwt and game_url as the property named by the game slug */
            game_access: components["schemas"]["GameAccessDto"];
            /**
             * Format: uuid
             * @description The id of this entry; the JWT subject
             * @example 019a8f2e-7c4b-7d21-9e3a-5b6c7d8e9f01
             */
            internal_player_id: string;
            /** @example Player registered */
            message: string;
            /**
             * Format: uuid
             * @description The service's id of the (operator, user) pair
             * @example 019a8f2e-7c4b-7d21-9e3a-5b6c7d8e9f01
             */
            player_id: string;
            /**
             * Format: date-time
             * @example 2026-11-23T10:00:00.000Z
             */
            registered_at: string;
            /**
             * @example registered
             * @enum {string}
             */
            status: "registered" | "active" | "eliminated" | "finished" | "winner" | "withdrawn" | "refunded";
            /** @example 10.5 */
            total_paid: number;
            /**
             * Format: uuid
             * @example 019a8f2e-7c4b-7d21-9e3a-5b6c7d8e9f01
             */
            tournament_id: string;
            /** @example user-42 */
            user_id: string;
        };
        ReplayEventsDto: {
            event_ids?: string[];
            /** Format: uuid */
            operator_id?: string;
            /** Format: uuid */
            tournament_id?: string;
        };
        ReplayEventsResponseDto: {
            event_ids: string[];
            /**
             * @description Dead events made pending again (attempts reset to 0)
             * @example 3
             */
            replayed: number;
        };
        ReplayPlatformNotificationsDto: {
            /** @description Only these notifications (their ids are the outbox event ids, X-Event-Id) */
            ids?: string[];
            /**
             * Format: uuid
             * @description Only the dead notifications of this tournament
             */
            tournament_id?: string;
        };
        ReplayPlatformNotificationsResponseDto: {
            /**
             * @description Dead notifications made pending again, with fresh attempts
             * @example 2
             */
            replayed: number;
        };
        ResultsDto: {
            /**
             * Format: date-time
             * @example 2026-11-29T19:00:00.000Z
             */
            completedAt: string;
            /**
             * @description Seconds from the actual start to completion
             * @example 3600
             */
            duration: number;
            /** @example Sunday Slots Showdown */
            name: string;
            /** @description The pool that was paid out */
            prizePool: components["schemas"]["PrizePoolDto"];
            statistics: components["schemas"]["ResultsStatisticsDto"];
            /**
             * @example completed
             * @enum {string}
             */
            status: "completed";
            /**
             * @description Players holding a seat at completion
             * @example 42
             */
            totalPlayers: number;
            /**
             * @description Rounds reported by the game platform (0 when none)
             * @example 3
             */
            totalRounds: number;
            /**
             * Format: uuid
             * @example 019a8f2e-7c4b-7d21-9e3a-5b6c7d8e9f01
             */
            tournamentId: string;
            /** @description Every player with a prize, best first */
            winners: components["schemas"]["ResultWinnerDto"][];
        };
        ResultsStatisticsDto: {
            /**
             * @description Mean of all players' final points, two decimals
             * @example 842.17
             */
            averageScore: number;
            /**
             * @description totalEntryFees − prizes paid; negative when a guarantee overlays the fees
             * @example 50
             */
            operatorRevenue: number;
            /**
             * @description Entry and rebuy fees held (net of refunds to withdrawn players)
             * @example 1050
             */
            totalEntryFees: number;
            /**
             * @description Re-entries bought (a rebuy of 2 entries counts 2)
             * @example 5
             */
            totalRebuys: number;
        };
        ResultWinnerDto: {
            /** @example LuckyLuke */
            displayName: string;
            /**
             * @description Entries bought: 1 plus rebuys
             * @example 2
             */
            entryCount: number;
            /**
             * @description Final points
             * @example 1250.5
             */
            finalScore: number;
            /**
             * @description prizeAmount − totalPaid (negative when the prize is below what the player paid)
             * @example 479
             */
            netWinnings: number;
            /**
             * Format: uuid
             * @example 019a8f2e-7c4b-7d21-9e3a-5b6c7d8e9f01
             */
            playerId: string;
            /**
             * @description Final position, competition ranking (1, 2, 2, 4)
             * @example 1
             */
            position: number;
            /**
             * @description Major units, exact to the minor unit
             * @example 500
             */
            prizeAmount: number;
            /**
             * @description Entry fee and rebuy fees paid
             * @example 21
             */
            totalPaid: number;
        };
        RoomDto: {
            /**
             * Format: date-time
             * @example 2026-11-29T18:00:05.000Z
             */
            created_at: string;
            /** @example A */
            group: string | null;
            /**
             * @example {
             *       "table": 7
             *     }
             */
            metadata: {
                [key: string]: unknown;
            };
            /** @example 1 */
            player_count: number;
            /**
             * @description internal_player_ids, in the order they joined
             * @example [
             *       "019a8f2e-7c4b-7d21-9e3a-5b6c7d8e9f01"
             *     ]
             */
            players: string[];
            /**
             * Format: uuid
             * @example 019a8f2e-7c4b-7d21-9e3a-5b6c7d8e9f01
             */
            room_id: string;
            /** @example 1 */
            round: number | null;
            /**
             * @example open
             * @enum {string}
             */
            status: "open" | "playing" | "closed";
            /**
             * Format: uuid
             * @example 019a8f2e-7c4b-7d21-9e3a-5b6c7d8e9f01
             */
            tournament_id: string;
            /**
             * Format: date-time
             * @example 2026-11-29T18:00:05.000Z
             */
            updated_at: string;
        };
        RoomListDto: {
            pagination: components["schemas"]["PaginationDto"];
            /** @description Oldest first */
            rooms: components["schemas"]["RoomDto"][];
        };
        RoundEventDto: {
            /**
             * @description Unique per tournament: a repeated event_id is a duplicate and changes nothing
             * @example evt-000123
             */
            event_id: string;
            /**
             * Format: date-time
             * @description RFC 3339 with an offset; the time ties are decided by
             * @example 2026-11-29T18:05:00.000Z
             */
            occurred_at: string;
            /** @example 2 */
            round: number;
            /**
             * @example round.started
             * @enum {string}
             */
            type: "round.started" | "round.completed";
        };
        ScoreUpdatedEventDto: {
            /**
             * @description Unique per tournament: a repeated event_id is a duplicate and changes nothing
             * @example evt-000123
             */
            event_id: string;
            /**
             * Format: uuid
             * @example 019a8f2e-7c4b-7d21-9e3a-5b6c7d8e9f01
             */
            internal_player_id: string;
            /**
             * Format: date-time
             * @description RFC 3339 with an offset; the time ties are decided by
             * @example 2026-11-29T18:05:00.000Z
             */
            occurred_at: string;
            /**
             * @description The new total (exactly one of points and points_delta); at most 8 decimals
             * @example 1250.5
             */
            points?: number | string;
            /**
             * @description Added to the total (may be negative); at most 8 decimals
             * @example 25
             */
            points_delta?: number | string;
            /**
             * @example score.updated
             * @enum {string}
             */
            type: "score.updated";
        };
        SeriesDeletedDto: {
            /** @example true */
            deleted: boolean;
            /** Format: uuid */
            series_id: string;
        };
        SeriesDetailsDto: {
            /** @example true */
            active: boolean;
            /** Format: date-time */
            created_at: string;
            /** @example acme-daily-sprint */
            external_id: string;
            /** @description The last occurrence whose tournament the scheduler could not create (no tournament exists for it); null when there is none. Kept until a later occurrence’s tournament is created. */
            last_failure: {
                /**
                 * Format: date-time
                 * @description When the scheduler found it
                 * @example 2026-12-01T18:00:00.000Z
                 */
                at: string;
                /**
                 * @description `template_invalid`: the template no longer passes the create-tournament rules (currency, limits, ...); `external_id_taken`: another tournament already has the occurrence’s external_id
                 * @example external_id_taken
                 * @enum {string}
                 */
                code: "template_invalid" | "external_id_taken";
                /**
                 * @description What went wrong, in words
                 * @example another tournament already has the external_id 'acme-daily:2026-12-01T19:00:00.000Z'
                 */
                message: string;
                /**
                 * Format: date-time
                 * @description The start of the occurrence
                 * @example 2026-12-01T19:00:00.000Z
                 */
                occurrence_start: string;
            } | null;
            /** @example 3600 */
            lead_time_seconds: number;
            /** @example Daily Slots Sprint */
            name: string;
            /**
             * Format: date-time
             * @description The next start whose tournament is still to be created; null when the rule has ended
             */
            next_start: string | null;
            /**
             * @description The next (at most five) start times after now, UTC; empty while the series is paused
             * @example [
             *       "2026-12-01T19:00:00.000Z",
             *       "2026-12-02T19:00:00.000Z"
             *     ]
             */
            next_starts: string[];
            /**
             * @example DTSTART;TZID=Europe/Malta:20261201T200000
             *     RRULE:FREQ=DAILY
             */
            schedule: string;
            /** Format: uuid */
            series_id: string;
            /** @description The template as accepted (create-tournament fields) */
            template: {
                [key: string]: unknown;
            };
            /**
             * @description The TZID of DTSTART, or UTC
             * @example Europe/Malta
             */
            time_zone: string;
            /** @description The tournaments the series created, latest start first (at most 20) */
            tournaments: components["schemas"]["SeriesTournamentDto"][];
            /** Format: date-time */
            updated_at: string;
        };
        SeriesDto: {
            /** @example true */
            active: boolean;
            /** Format: date-time */
            created_at: string;
            /** @example acme-daily-sprint */
            external_id: string;
            /** @description The last occurrence whose tournament the scheduler could not create (no tournament exists for it); null when there is none. Kept until a later occurrence’s tournament is created. */
            last_failure: {
                /**
                 * Format: date-time
                 * @description When the scheduler found it
                 * @example 2026-12-01T18:00:00.000Z
                 */
                at: string;
                /**
                 * @description `template_invalid`: the template no longer passes the create-tournament rules (currency, limits, ...); `external_id_taken`: another tournament already has the occurrence’s external_id
                 * @example external_id_taken
                 * @enum {string}
                 */
                code: "template_invalid" | "external_id_taken";
                /**
                 * @description What went wrong, in words
                 * @example another tournament already has the external_id 'acme-daily:2026-12-01T19:00:00.000Z'
                 */
                message: string;
                /**
                 * Format: date-time
                 * @description The start of the occurrence
                 * @example 2026-12-01T19:00:00.000Z
                 */
                occurrence_start: string;
            } | null;
            /** @example 3600 */
            lead_time_seconds: number;
            /** @example Daily Slots Sprint */
            name: string;
            /**
             * Format: date-time
             * @description The next start whose tournament is still to be created; null when the rule has ended
             */
            next_start: string | null;
            /**
             * @example DTSTART;TZID=Europe/Malta:20261201T200000
             *     RRULE:FREQ=DAILY
             */
            schedule: string;
            /** Format: uuid */
            series_id: string;
            /** @description The template as accepted (create-tournament fields) */
            template: {
                [key: string]: unknown;
            };
            /**
             * @description The TZID of DTSTART, or UTC
             * @example Europe/Malta
             */
            time_zone: string;
            /** Format: date-time */
            updated_at: string;
        };
        SeriesListDto: {
            pagination: components["schemas"]["PaginationDto"];
            series: components["schemas"]["SeriesDto"][];
        };
        SeriesTemplateDto: {
            /**
             * @description Free-form object (at most 16 KiB). Keys the service uses: tournament_type (points_based | leaderboard | elimination), start_when_full, duration_minutes, late_registration_minutes, max_entries_per_player, rebuy_enabled, rebuy_fee, rake_percent (0-50), tie_break (earliest | share), game_url (launch URL template). Other keys are kept and returned as gameConfig.
             * @example {
             *       "tournament_type": "points_based",
             *       "duration_minutes": 60,
             *       "reels": 5
             *     }
             */
            config?: {
                [key: string]: unknown;
            };
            /**
             * @description ISO 4217 code (or an extra currency the service is configured with); the operator’s currency when absent
             * @example EUR
             */
            currency?: string;
            /**
             * @description Entry fee in major units, exact to the currency’s minor unit
             * @example 10.5
             */
            entry_fee: number;
            /**
             * @description Game slug
             * @example book-of-gold
             */
            game: string;
            /**
             * @description null or absent: unlimited capacity
             * @example 100
             */
            max_players?: number | null;
            /**
             * @description 1 when absent. At most max_players; fewer registered at the start cancels the tournament
             * @example 2
             */
            min_players?: number;
            /** @example Sunday Slots Showdown */
            name: string;
            prize_pool?: components["schemas"]["PrizePoolRequestDto"];
        };
        SeriesTournamentDto: {
            /**
             * Format: date-time
             * @example 2026-12-01T19:00:00.000Z
             */
            scheduled_start: string;
            /**
             * @example scheduled
             * @enum {string}
             */
            status: "scheduled" | "in_progress" | "completed" | "cancelled";
            /** Format: uuid */
            tournament_id: string;
        };
        StartTournamentResponseDto: {
            /**
             * Format: date-time
             * @example 2026-11-29T18:00:00.000Z
             */
            actual_start_time: string;
            /** @example 42 */
            final_player_count: number;
            /** @example 420 */
            final_prize_pool: number;
            /** @example Tournament started */
            message: string;
            tournament: components["schemas"]["TournamentDto"];
        };
        TokenPlayerContextDto: {
            /**
             * @description Entries bought: 1 plus rebuys
             * @example 1
             */
            entry_count: number;
            /**
             * @description Decimal string
             * @example 1250.5
             */
            points: string;
            /**
             * @description Current rank (the final one once completed)
             * @example 3
             */
            position: number | null;
            /**
             * @example active
             * @enum {string}
             */
            status: "registered" | "active" | "eliminated" | "finished" | "winner" | "withdrawn" | "refunded";
        };
        TokenTournamentContextDto: {
            /**
             * Format: date-time
             * @example 2026-11-29T18:00:02.000Z
             */
            actual_start_time: string | null;
            /** @example Sunday Slots Showdown */
            name: string;
            /**
             * Format: date-time
             * @example 2026-11-29T18:00:00.000Z
             */
            scheduled_start: string;
            /**
             * @example in_progress
             * @enum {string}
             */
            status: "scheduled" | "in_progress" | "completed" | "cancelled";
        };
        TournamentCompletedEventDto: {
            /**
             * @description Unique per tournament: a repeated event_id is a duplicate and changes nothing
             * @example evt-000123
             */
            event_id: string;
            /** @description Absent: the current standings decide */
            final_standings?: components["schemas"]["FinalStandingDto"][];
            /**
             * Format: date-time
             * @description RFC 3339 with an offset; the time ties are decided by
             * @example 2026-11-29T18:05:00.000Z
             */
            occurred_at: string;
            /**
             * @example tournament.completed
             * @enum {string}
             */
            type: "tournament.completed";
        };
        TournamentDetailsDto: {
            /** @description Top 10 */
            leaderboard_preview: components["schemas"]["LeaderboardEntryDto"][];
            participation_stats: components["schemas"]["ParticipationStatsDto"];
            /** @example 42 */
            player_count: number;
            prize_pool: components["schemas"]["PrizePoolDto"];
            tournament: components["schemas"]["TournamentDto"];
        };
        TournamentDto: {
            /**
             * Format: date-time
             * @example null
             */
            actualStartTime: string | null;
            /** @example null */
            cancellationReason: string | null;
            /**
             * Format: date-time
             * @example null
             */
            cancelledAt: string | null;
            /**
             * Format: date-time
             * @example null
             */
            completedAt: string | null;
            /**
             * Format: date-time
             * @example 2026-11-22T10:00:00.000Z
             */
            createdAt: string;
            /** @example EUR */
            currency: string;
            /** @example 0 */
            currentPlayers: number;
            /**
             * @description Major units, exact to the currency’s minor unit
             * @example 10.5
             */
            entryFee: number;
            /**
             * @description external_id of the create request
             * @example acme-2026-11-29-sunday
             */
            externalId: string;
            /**
             * @description The config keys the service does not use itself
             * @example {
             *       "reels": 5
             *     }
             */
            gameConfig: {
                [key: string]: unknown;
            };
            /** @example book-of-gold */
            gameSlug: string;
            /**
             * @description The game platform lobby of a hop_on_off tournament
             * @example null
             */
            lobbyKey: string | null;
            /**
             * @description null: unlimited
             * @example 100
             */
            maxPlayers: number | null;
            /** @example 2 */
            minPlayers: number;
            /** @example Sunday Slots Showdown */
            name: string;
            prizePool: components["schemas"]["PrizePoolDto"];
            /**
             * Format: date-time
             * @example 2026-11-29T18:00:00.000Z
             */
            scheduledStart: string;
            /**
             * Format: uuid
             * @description The tournament series that created it; null when created directly
             * @example null
             */
            seriesId: string | null;
            /** @description Effective values of the tournament config keys, defaults applied */
            settings: components["schemas"]["TournamentSettingsDto"];
            /**
             * @example scheduled
             * @enum {string}
             */
            status: "scheduled" | "in_progress" | "completed" | "cancelled";
            /**
             * Format: uuid
             * @example 019a8f2e-7c4b-7d21-9e3a-5b6c7d8e9f01
             */
            tournamentId: string;
            /**
             * @description config.tournament_type as sent (default points_based)
             * @example points_based
             */
            tournamentType: string;
            /**
             * @description scheduled: created by the operator, starts at scheduledStart; hop_on_off: created by the game platform, starts when minPlayers are registered (scheduledStart is then the end of the wait for players)
             * @example scheduled
             * @enum {string}
             */
            type: "scheduled" | "hop_on_off";
            /**
             * Format: date-time
             * @example 2026-11-22T10:00:00.000Z
             */
            updatedAt: string;
        };
        TournamentEnvelopeDto: {
            tournament: components["schemas"]["TournamentDto"];
        };
        /** @description The tournament list when the request pages with limit/offset, or sends no paging parameter */
        TournamentListDto: {
            pagination: components["schemas"]["PaginationDto"];
            tournaments: components["schemas"]["TournamentDto"][];
        };
        TournamentPageItemDto: {
            /**
             * Format: date-time
             * @example null
             */
            actualStartTime: string | null;
            /** @example null */
            cancellationReason: string | null;
            /**
             * Format: date-time
             * @example null
             */
            cancelledAt: string | null;
            /**
             * Format: date-time
             * @example null
             */
            completedAt: string | null;
            /**
             * Format: date-time
             * @example 2026-11-22T10:00:00.000Z
             */
            createdAt: string;
            /** @example EUR */
            currency: string;
            /** @example 0 */
            currentPlayers: number;
            /**
             * @description Major units, exact to the currency’s minor unit
             * @example 10.5
             */
            entryFee: number;
            /**
             * @description external_id of the create request
             * @example acme-2026-11-29-sunday
             */
            externalId: string;
            /**
             * @description The config keys the service does not use itself
             * @example {
             *       "reels": 5
             *     }
             */
            gameConfig: {
                [key: string]: unknown;
            };
            /** @example book-of-gold */
            gameSlug: string;
            /**
             * Format: uuid
             * @description Same as tournamentId
             * @example 019a8f2e-7c4b-7d21-9e3a-5b6c7d8e9f01
             */
            id: string;
            /**
             * @description The game platform lobby of a hop_on_off tournament
             * @example null
             */
            lobbyKey: string | null;
            /**
             * @description null: unlimited
             * @example 100
             */
            maxPlayers: number | null;
            /** @example 2 */
            minPlayers: number;
            /** @example Sunday Slots Showdown */
            name: string;
            prizePool: components["schemas"]["PrizePoolDto"];
            /**
             * Format: date-time
             * @description Same as scheduledStart
             * @example 2026-11-29T18:00:00.000Z
             */
            scheduled_start: string;
            /**
             * Format: date-time
             * @example 2026-11-29T18:00:00.000Z
             */
            scheduledStart: string;
            /**
             * Format: uuid
             * @description The tournament series that created it; null when created directly
             * @example null
             */
            seriesId: string | null;
            /** @description Effective values of the tournament config keys, defaults applied */
            settings: components["schemas"]["TournamentSettingsDto"];
            /**
             * @example scheduled
             * @enum {string}
             */
            status: "scheduled" | "in_progress" | "completed" | "cancelled";
            /**
             * Format: uuid
             * @example 019a8f2e-7c4b-7d21-9e3a-5b6c7d8e9f01
             */
            tournamentId: string;
            /**
             * @description config.tournament_type as sent (default points_based)
             * @example points_based
             */
            tournamentType: string;
            /**
             * @description scheduled: created by the operator, starts at scheduledStart; hop_on_off: created by the game platform, starts when minPlayers are registered (scheduledStart is then the end of the wait for players)
             * @example scheduled
             * @enum {string}
             */
            type: "scheduled" | "hop_on_off";
            /**
             * Format: date-time
             * @example 2026-11-22T10:00:00.000Z
             */
            updatedAt: string;
        };
        /** @description The tournament list when the request sends page and/or per_page */
        TournamentPageListDto: {
            /** @example 1 */
            current_page: number;
            data: components["schemas"]["TournamentPageItemDto"][];
            /** @example 20 */
            per_page: number;
            /** @example 42 */
            total: number;
        };
        TournamentSettingsDto: {
            /**
             * @description points_based: completed this long after the start
             * @example 60
             */
            duration_minutes: number | null;
            /** @example https://games.example.com/launch/{game}?token={jwt} */
            game_url: string | null;
            /**
             * @description Registration stays open this long after the start
             * @example 0
             */
            late_registration_minutes: number;
            /** @example 1 */
            max_entries_per_player: number;
            /** @example 0 */
            rake_percent: number;
            /** @example false */
            rebuy_enabled: boolean;
            /**
             * @description Defaults to the entry fee
             * @example 10.5
             */
            rebuy_fee: number;
            /**
             * @description Start as soon as the last seat is taken
             * @example false
             */
            start_when_full: boolean;
            /**
             * @example earliest
             * @enum {string}
             */
            tie_break: "earliest" | "share";
            /**
             * @description As sent; `leaderboard` is the same type as points_based
             * @example points_based
             * @enum {string}
             */
            tournament_type: "points_based" | "leaderboard" | "elimination";
        };
        TournamentStartedEventDto: {
            /**
             * @description Unique per tournament: a repeated event_id is a duplicate and changes nothing
             * @example evt-000123
             */
            event_id: string;
            /**
             * Format: date-time
             * @description RFC 3339 with an offset; the time ties are decided by
             * @example 2026-11-29T18:05:00.000Z
             */
            occurred_at: string;
            /**
             * @example tournament.started
             * @enum {string}
             */
            type: "tournament.started";
        };
        TournamentStatusDto: {
            active_games: components["schemas"]["ActiveGameDto"][];
            /**
             * @description registration, round_<n>, in_play, finished or cancelled
             * @example round_2
             */
            current_phase: string;
            player_counts: components["schemas"]["PlayerCountsDto"];
            /**
             * Format: date-time
             * @description When late registration ends; null while scheduled (open until the start) and when there is none
             * @example 2026-11-29T18:15:00.000Z
             */
            registration_closes_at: string | null;
            /**
             * @description Registration is open: scheduled, or in progress within late_registration_minutes of the start
             * @example true
             */
            registration_open: boolean;
            /**
             * @example in_progress
             * @enum {string}
             */
            status: "scheduled" | "in_progress" | "completed" | "cancelled";
            /**
             * Format: uuid
             * @example 019a8f2e-7c4b-7d21-9e3a-5b6c7d8e9f01
             */
            tournament_id: string;
        };
        TournamentTimingDto: {
            /**
             * Format: date-time
             * @example 2026-11-29T18:00:02.000Z
             */
            actual_start: string | null;
            /**
             * Format: date-time
             * @example null
             */
            completed_at: string | null;
            /**
             * @description points_based: completed this long after the start; null: no time limit
             * @example 60
             */
            duration_minutes: number | null;
            /**
             * @description Registration stays open this long after the start
             * @example 0
             */
            late_registration_minutes: number;
            /**
             * Format: date-time
             * @example 2026-11-29T18:00:00.000Z
             */
            scheduled_start: string;
        };
        TransferResultDto: {
            /** @example 50 */
            amount: number;
            /**
             * @description Balance right after this transfer
             * @example 89.5
             */
            balance: number;
            /**
             * Format: date-time
             * @example 2026-11-23T10:00:00.000Z
             */
            created_at: string;
            /** @example EUR */
            currency: string;
            /**
             * @example in
             * @enum {string}
             */
            direction: "in" | "out";
            /** @example tr-2026-11-23-0001 */
            transfer_id: string;
            /** @example user-42 */
            user_id: string;
        };
        UpdateOperatorDto: {
            /**
             * @description Default currency (ISO 4217); EUR when absent on create
             * @example EUR
             */
            currency?: string;
            /**
             * @description Envelope of the SQS messages; platform when absent on create
             * @example platform
             * @enum {string}
             */
            events_format?: "platform" | "cloudevents";
            /**
             * @description Amazon SQS queue of this operator's events: https://sqs.<region>.amazonaws.com/<account>/<queue> (also <region>.queue.amazonaws.com and the .amazonaws.com.cn forms); no IP address, other host, credentials, query or fragment. With SQS_ENDPOINT set, queues of that endpoint are accepted too. The account must be one the service allows: SQS_ALLOWED_ACCOUNT_IDS, else the account of SQS_QUEUE_URL, else none (every queue is refused); with SQS_OPERATOR_QUEUE_PREFIX, the queue name must start with it. Only the platform administrator sets it (this API or the CLI), never the operator dashboard.
             * @example https://sqs.eu-west-1.amazonaws.com/123456789012/acme-events.fifo
             */
            events_queue_url?: string | null;
            /** @example Acme Casino */
            name?: string;
            /** @description Per-operator rate limits. A window is RATE_LIMIT_WINDOW_SECONDS (60 s by default), the burst window RATE_LIMIT_BURST_WINDOW_SECONDS (10 s by default). On update, the limits named here change and the others stay. */
            rate_limits?: components["schemas"]["RateLimitOverridesDto"];
            /**
             * @description transfer when absent on create
             * @example transfer
             * @enum {string}
             */
            wallet_mode?: "transfer" | "seamless";
            /** @description HMAC-SHA256 secret for seamless wallet requests (required with wallet_mode seamless); never returned */
            wallet_secret?: string | null;
            /**
             * @description Base URL of the seamless wallet (the protocol is in docs/wallet-protocol.md): https, a public host name (no IP address, no private or local host), no port other than 443, no credentials, query, fragment, spaces or backslashes. Stored and returned in its canonical spelling (trimmed, lower-case host, no trailing dot, default port or trailing slash). Required with wallet_mode seamless.
             * @example https://wallet.acme.example/tournaments
             */
            wallet_url?: string | null;
        };
        UpdateRoomDto: {
            /**
             * @description internal_player_ids of seated players of this tournament (not withdrawn or refunded), distinct, at most 1000; players already in the room stay
             * @example [
             *       "019a8f2e-7c4b-7d21-9e3a-5b6c7d8e9f01"
             *     ]
             */
            add_players?: string[];
            /**
             * @description Free-form JSON object for the game platform, at most 16 KiB; replaces the stored metadata whole
             * @example {
             *       "table": 7
             *     }
             */
            metadata?: {
                [key: string]: unknown;
            };
            /**
             * @description internal_player_ids to take out of the room; ids not in it are ignored
             * @example [
             *       "019a8f2e-7c4b-7d21-9e3a-5b6c7d8e9f01"
             *     ]
             */
            remove_players?: string[];
            /**
             * @description open → playing → closed (or open → closed); closed is final
             * @example playing
             * @enum {string}
             */
            status?: "open" | "playing" | "closed";
        };
        UpdateSeriesDto: {
            /**
             * @description false pauses the series; true resumes it
             * @example false
             */
            active?: boolean;
            /** @example 7200 */
            lead_time_seconds?: number;
            /** @example Daily Slots Sprint XL */
            name?: string;
            /**
             * @description RFC 5545 recurrence: a DTSTART line with a TZID (or a UTC time ending in Z) and one RRULE line, separated by a newline. Occurrences keep their local time in the TZID zone across daylight-saving changes. FREQ=SECONDLY, floating times, rules with no start in the next 10 years (ended, starting later, or never matching a date) and HOURLY/MINUTELY rules whose steps never reach their BYHOUR/BYMINUTE are refused (422 on schedule).
             * @example DTSTART;TZID=Europe/Malta:20261201T210000
             *     RRULE:FREQ=DAILY
             */
            schedule?: string;
            /** @description Replaces the whole template; tournaments already created keep theirs */
            template?: components["schemas"]["SeriesTemplateDto"];
        };
        UpdateTournamentDto: {
            /**
             * @description Merged key by key into the current config; a key set to null is removed. Free-form object (at most 16 KiB). Keys the service uses: tournament_type (points_based | leaderboard | elimination), start_when_full, duration_minutes, late_registration_minutes, max_entries_per_player, rebuy_enabled, rebuy_fee, rake_percent (0-50), tie_break (earliest | share), game_url (launch URL template). Other keys are kept and returned as gameConfig.
             * @example {
             *       "duration_minutes": 90,
             *       "reels": null
             *     }
             */
            config?: {
                [key: string]: unknown;
            };
            /**
             * @description Only while nobody is registered
             * @example 12.5
             */
            entry_fee?: number;
            /**
             * @description Not below the number of registered players; null: unlimited
             * @example 200
             */
            max_players?: number | null;
            /** @example 4 */
            min_players?: number;
            /** @example Sunday Slots Showdown XL */
            name?: string;
            prize_pool?: components["schemas"]["PrizePoolRequestDto"];
            /**
             * Format: date-time
             * @description RFC 3339 with offset; must be in the future
             * @example 2099-11-29T19:00:00.000Z
             */
            scheduled_start?: string;
        };
        ValidateTokenDto: {
            /**
             * @description The player JWT of the registration (or of a reissued token)
             * @example eyJhbGciOiJFZERTQSIsInR5cCI6IkpXVCIsImtpZCI6Ii4uLiJ9...
             */
            token: string;
        };
        ValidTokenDto: {
            /** @example LuckyLuke */
            display_name: string;
            /**
             * @description The operator's user id
             * @example user-42
             */
            external_user_id: string;
            /** @example book-of-gold */
            game_slug: string;
            /**
             * Format: uuid
             * @description The JWT subject: the id of this entry
             * @example 019a8f2e-7c4b-7d21-9e3a-5b6c7d8e9f01
             */
            internal_player_id: string;
            /**
             * Format: uuid
             * @example 019a8f2e-7c4b-7d21-9e3a-5b6c7d8e9f01
             */
            operator_id: string;
            /**
             * @description `play` always; `rebuy` when a rebuy is allowed for this player now (rebuy_enabled, tournament scheduled or in progress, entries below max_entries_per_player)
             * @example [
             *       "play",
             *       "rebuy"
             *     ]
             */
            permissions: ("play" | "rebuy")[];
            player_context: components["schemas"]["TokenPlayerContextDto"];
            /**
             * Format: uuid
             * @example 019a8f2e-7c4b-7d21-9e3a-5b6c7d8e9f01
             */
            player_id: string;
            /**
             * @example active
             * @enum {string}
             */
            player_status: "registered" | "active" | "eliminated" | "finished" | "winner" | "withdrawn" | "refunded";
            /**
             * Format: uuid
             * @description The player's current room (latest open or playing room holding it), or null
             * @example 019a8f2e-7c4b-7d21-9e3a-5b6c7d8e9f01
             */
            room_assignment: string | null;
            /**
             * Format: date-time
             * @description The `exp` of the token
             * @example 2026-11-30T18:00:00.000Z
             */
            token_expires_at: string;
            tournament_context: components["schemas"]["TokenTournamentContextDto"];
            /**
             * Format: uuid
             * @example 019a8f2e-7c4b-7d21-9e3a-5b6c7d8e9f01
             */
            tournament_id: string;
            /**
             * @example true
             * @enum {boolean}
             */
            valid: true;
        };
        WalletDto: {
            balances: components["schemas"]["BalanceDto"][];
            /** @example user-42 */
            user_id: string;
        };
        WalletTransferDto: {
            /**
             * @description Major units, exact to the currency’s minor unit
             * @example 50
             */
            amount: number;
            /**
             * @description Defaults to the operator’s currency
             * @example EUR
             */
            currency?: string;
            /**
             * @description in: the operator funds the player; out: the operator takes money back
             * @example in
             * @enum {string}
             */
            direction: "in" | "out";
            /**
             * @description Idempotency key of the transfer: a retry with the same transfer_id moves no money twice
             * @example tr-2026-11-23-0001
             */
            transfer_id: string;
        };
        WithdrawalDto: {
            /**
             * Format: uuid
             * @example 019a8f2e-7c4b-7d21-9e3a-5b6c7d8e9f01
             */
            internal_player_id: string;
            /** @example Player withdrawn and refunded */
            message: string;
            /**
             * Format: uuid
             * @example 019a8f2e-7c4b-7d21-9e3a-5b6c7d8e9f01
             */
            player_id: string;
            refund: components["schemas"]["RefundDto"];
            /** @example withdrawn */
            status: string;
            /**
             * Format: uuid
             * @example 019a8f2e-7c4b-7d21-9e3a-5b6c7d8e9f01
             */
            tournament_id: string;
            /** @example true */
            withdrawn: boolean;
        };
        WithdrawPlayerDto: {
            /**
             * @description Kept for audit
             * @example Player request
             */
            reason?: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: {
        /** @description The API version that answered: always `1.0.0` */
        "API-Version": string;
        /** @description The request's id, also in the service's logs: the caller's X-Request-Id when it is 1-128 characters of letters, digits and `._:-`, else a new UUID */
        "X-Request-Id": string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    OutboxAdminController_list: {
        parameters: {
            query?: {
                /** @description Items per page */
                limit?: number;
                /** @description Items to skip */
                offset?: number;
                operator_id?: string;
                status?: "pending" | "delivered" | "dead" | "coalesced";
                tournament_id?: string;
            };
            header?: {
                /** @description Optional; `1` or `1.0.0` */
                "API-Version"?: "1" | "1.0.0";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OutboxEventListResponseDto"];
                };
            };
            /**
             * @description The request cannot be read:
             *     - `invalid_request`: the request cannot be read: malformed JSON, a body that is not an object, a Content-Type other than application/json, a bad query parameter or a malformed Idempotency-Key
             *     - `unsupported_api_version`: the API-Version header names a version other than 1 or 1.0.0
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            /** @description With a bad query parameter or Idempotency-Key: parameter → messages */
                            errors?: {
                                [key: string]: string[];
                            };
                            /**
                             * @description With unsupported_api_version
                             * @example [
                             *       "1.0.0"
                             *     ]
                             */
                            supported_versions?: string[];
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "invalid_request" | "unsupported_api_version";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Authentication failed:
             *     - `INVALID_API_KEY`: the key is missing, malformed, unknown, revoked, expired or of the wrong kind
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "INVALID_API_KEY";
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "unauthorized";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Not found:
             *     - `not_found`: no such resource, or a path that names none (undecodable, or a parameter longer than 256 characters)
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "not_found";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Body too large:
             *     - `payload_too_large`: the body exceeds 1 MiB
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "payload_too_large";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Rate limit exceeded:
             *     - `rate_limit_exceeded`: a rate limit refused the call; retry after Retry-After seconds
             */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window of the limit that refused the call */
                    "X-RateLimit-Limit"?: number;
                    /** @description Always 0 on a 429 */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which that window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /**
                             * @description The limit that refused the call
                             * @enum {string}
                             */
                            category: "failed_auth";
                            /** @description Requests (or failed authentications) allowed per window */
                            limit: number;
                            /** @description Seconds until a call can pass again (also in Retry-After) */
                            retry_after: number;
                            /** @description Length of the window, in seconds */
                            window_seconds: number;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "rate_limit_exceeded";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Internal error:
             *     - `internal_error`: an unexpected error; quote details.request_id
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "internal_error";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Service unavailable:
             *     - `service_unavailable`: a dependency (the database, or the operator’s wallet) is unavailable; retry after Retry-After seconds
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description Readiness only: the result of each check */
                            checks?: {
                                [key: string]: unknown;
                            };
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "service_unavailable";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
        };
    };
    OutboxAdminController_replay: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; `1` or `1.0.0` */
                "API-Version"?: "1" | "1.0.0";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReplayEventsDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReplayEventsResponseDto"];
                };
            };
            /**
             * @description The request cannot be read:
             *     - `invalid_request`: the request cannot be read: malformed JSON, a body that is not an object, a Content-Type other than application/json, a bad query parameter or a malformed Idempotency-Key
             *     - `unsupported_api_version`: the API-Version header names a version other than 1 or 1.0.0
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            /** @description With a bad query parameter or Idempotency-Key: parameter → messages */
                            errors?: {
                                [key: string]: string[];
                            };
                            /**
                             * @description With unsupported_api_version
                             * @example [
                             *       "1.0.0"
                             *     ]
                             */
                            supported_versions?: string[];
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "invalid_request" | "unsupported_api_version";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Authentication failed:
             *     - `INVALID_API_KEY`: the key is missing, malformed, unknown, revoked, expired or of the wrong kind
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "INVALID_API_KEY";
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "unauthorized";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Not found:
             *     - `not_found`: no such resource, or a path that names none (undecodable, or a parameter longer than 256 characters)
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "not_found";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Body too large:
             *     - `payload_too_large`: the body exceeds 1 MiB
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "payload_too_large";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Validation failed:
             *     - `validation_error`: a field is missing, wrong, unknown or breaks a business rule; `errors` names each field
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "validation_error";
                        /** @description Field path → messages */
                        errors: {
                            [key: string]: string[];
                        };
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Rate limit exceeded:
             *     - `rate_limit_exceeded`: a rate limit refused the call; retry after Retry-After seconds
             */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window of the limit that refused the call */
                    "X-RateLimit-Limit"?: number;
                    /** @description Always 0 on a 429 */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which that window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /**
                             * @description The limit that refused the call
                             * @enum {string}
                             */
                            category: "failed_auth";
                            /** @description Requests (or failed authentications) allowed per window */
                            limit: number;
                            /** @description Seconds until a call can pass again (also in Retry-After) */
                            retry_after: number;
                            /** @description Length of the window, in seconds */
                            window_seconds: number;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "rate_limit_exceeded";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Internal error:
             *     - `internal_error`: an unexpected error; quote details.request_id
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "internal_error";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Service unavailable:
             *     - `service_unavailable`: a dependency (the database, or the operator’s wallet) is unavailable; retry after Retry-After seconds
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description Readiness only: the result of each check */
                            checks?: {
                                [key: string]: unknown;
                            };
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "service_unavailable";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
        };
    };
    AdminController_listInternalKeys: {
        parameters: {
            query?: {
                /** @description Items per page */
                limit?: number;
                /** @description Items to skip */
                offset?: number;
            };
            header?: {
                /** @description Optional; `1` or `1.0.0` */
                "API-Version"?: "1" | "1.0.0";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalKeyListResponseDto"];
                };
            };
            /**
             * @description The request cannot be read:
             *     - `invalid_request`: the request cannot be read: malformed JSON, a body that is not an object, a Content-Type other than application/json, a bad query parameter or a malformed Idempotency-Key
             *     - `unsupported_api_version`: the API-Version header names a version other than 1 or 1.0.0
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            /** @description With a bad query parameter or Idempotency-Key: parameter → messages */
                            errors?: {
                                [key: string]: string[];
                            };
                            /**
                             * @description With unsupported_api_version
                             * @example [
                             *       "1.0.0"
                             *     ]
                             */
                            supported_versions?: string[];
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "invalid_request" | "unsupported_api_version";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Authentication failed:
             *     - `INVALID_API_KEY`: the key is missing, malformed, unknown, revoked, expired or of the wrong kind
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "INVALID_API_KEY";
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "unauthorized";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Not found:
             *     - `not_found`: no such resource, or a path that names none (undecodable, or a parameter longer than 256 characters)
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "not_found";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Body too large:
             *     - `payload_too_large`: the body exceeds 1 MiB
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "payload_too_large";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Rate limit exceeded:
             *     - `rate_limit_exceeded`: a rate limit refused the call; retry after Retry-After seconds
             */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window of the limit that refused the call */
                    "X-RateLimit-Limit"?: number;
                    /** @description Always 0 on a 429 */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which that window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /**
                             * @description The limit that refused the call
                             * @enum {string}
                             */
                            category: "failed_auth";
                            /** @description Requests (or failed authentications) allowed per window */
                            limit: number;
                            /** @description Seconds until a call can pass again (also in Retry-After) */
                            retry_after: number;
                            /** @description Length of the window, in seconds */
                            window_seconds: number;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "rate_limit_exceeded";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Internal error:
             *     - `internal_error`: an unexpected error; quote details.request_id
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "internal_error";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Service unavailable:
             *     - `service_unavailable`: a dependency (the database, or the operator’s wallet) is unavailable; retry after Retry-After seconds
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description Readiness only: the result of each check */
                            checks?: {
                                [key: string]: unknown;
                            };
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "service_unavailable";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
        };
    };
    AdminController_createInternalKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; `1` or `1.0.0` */
                "API-Version"?: "1" | "1.0.0";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateInternalKeyDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedInternalKeyResponseDto"];
                };
            };
            /**
             * @description The request cannot be read:
             *     - `invalid_request`: the request cannot be read: malformed JSON, a body that is not an object, a Content-Type other than application/json, a bad query parameter or a malformed Idempotency-Key
             *     - `unsupported_api_version`: the API-Version header names a version other than 1 or 1.0.0
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            /** @description With a bad query parameter or Idempotency-Key: parameter → messages */
                            errors?: {
                                [key: string]: string[];
                            };
                            /**
                             * @description With unsupported_api_version
                             * @example [
                             *       "1.0.0"
                             *     ]
                             */
                            supported_versions?: string[];
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "invalid_request" | "unsupported_api_version";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Authentication failed:
             *     - `INVALID_API_KEY`: the key is missing, malformed, unknown, revoked, expired or of the wrong kind
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "INVALID_API_KEY";
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "unauthorized";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Not found:
             *     - `not_found`: no such resource, or a path that names none (undecodable, or a parameter longer than 256 characters)
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "not_found";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Body too large:
             *     - `payload_too_large`: the body exceeds 1 MiB
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "payload_too_large";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Validation failed:
             *     - `validation_error`: a field is missing, wrong, unknown or breaks a business rule; `errors` names each field
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "validation_error";
                        /** @description Field path → messages */
                        errors: {
                            [key: string]: string[];
                        };
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Rate limit exceeded:
             *     - `rate_limit_exceeded`: a rate limit refused the call; retry after Retry-After seconds
             */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window of the limit that refused the call */
                    "X-RateLimit-Limit"?: number;
                    /** @description Always 0 on a 429 */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which that window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /**
                             * @description The limit that refused the call
                             * @enum {string}
                             */
                            category: "failed_auth";
                            /** @description Requests (or failed authentications) allowed per window */
                            limit: number;
                            /** @description Seconds until a call can pass again (also in Retry-After) */
                            retry_after: number;
                            /** @description Length of the window, in seconds */
                            window_seconds: number;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "rate_limit_exceeded";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Internal error:
             *     - `internal_error`: an unexpected error; quote details.request_id
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "internal_error";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Service unavailable:
             *     - `service_unavailable`: a dependency (the database, or the operator’s wallet) is unavailable; retry after Retry-After seconds
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description Readiness only: the result of each check */
                            checks?: {
                                [key: string]: unknown;
                            };
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "service_unavailable";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
        };
    };
    AdminController_revokeInternalKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; `1` or `1.0.0` */
                "API-Version"?: "1" | "1.0.0";
            };
            path: {
                keyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalKeyResponseDto"];
                };
            };
            /**
             * @description The request cannot be read:
             *     - `invalid_request`: the request cannot be read: malformed JSON, a body that is not an object, a Content-Type other than application/json, a bad query parameter or a malformed Idempotency-Key
             *     - `unsupported_api_version`: the API-Version header names a version other than 1 or 1.0.0
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            /** @description With a bad query parameter or Idempotency-Key: parameter → messages */
                            errors?: {
                                [key: string]: string[];
                            };
                            /**
                             * @description With unsupported_api_version
                             * @example [
                             *       "1.0.0"
                             *     ]
                             */
                            supported_versions?: string[];
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "invalid_request" | "unsupported_api_version";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Authentication failed:
             *     - `INVALID_API_KEY`: the key is missing, malformed, unknown, revoked, expired or of the wrong kind
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "INVALID_API_KEY";
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "unauthorized";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Not found:
             *     - `not_found`: no such resource, or a path that names none (undecodable, or a parameter longer than 256 characters)
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "not_found";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Body too large:
             *     - `payload_too_large`: the body exceeds 1 MiB
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "payload_too_large";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Rate limit exceeded:
             *     - `rate_limit_exceeded`: a rate limit refused the call; retry after Retry-After seconds
             */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window of the limit that refused the call */
                    "X-RateLimit-Limit"?: number;
                    /** @description Always 0 on a 429 */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which that window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /**
                             * @description The limit that refused the call
                             * @enum {string}
                             */
                            category: "failed_auth";
                            /** @description Requests (or failed authentications) allowed per window */
                            limit: number;
                            /** @description Seconds until a call can pass again (also in Retry-After) */
                            retry_after: number;
                            /** @description Length of the window, in seconds */
                            window_seconds: number;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "rate_limit_exceeded";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Internal error:
             *     - `internal_error`: an unexpected error; quote details.request_id
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "internal_error";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Service unavailable:
             *     - `service_unavailable`: a dependency (the database, or the operator’s wallet) is unavailable; retry after Retry-After seconds
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description Readiness only: the result of each check */
                            checks?: {
                                [key: string]: unknown;
                            };
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "service_unavailable";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
        };
    };
    AdminController_listOperators: {
        parameters: {
            query?: {
                /** @description Items per page */
                limit?: number;
                /** @description Items to skip */
                offset?: number;
            };
            header?: {
                /** @description Optional; `1` or `1.0.0` */
                "API-Version"?: "1" | "1.0.0";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperatorListResponseDto"];
                };
            };
            /**
             * @description The request cannot be read:
             *     - `invalid_request`: the request cannot be read: malformed JSON, a body that is not an object, a Content-Type other than application/json, a bad query parameter or a malformed Idempotency-Key
             *     - `unsupported_api_version`: the API-Version header names a version other than 1 or 1.0.0
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            /** @description With a bad query parameter or Idempotency-Key: parameter → messages */
                            errors?: {
                                [key: string]: string[];
                            };
                            /**
                             * @description With unsupported_api_version
                             * @example [
                             *       "1.0.0"
                             *     ]
                             */
                            supported_versions?: string[];
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "invalid_request" | "unsupported_api_version";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Authentication failed:
             *     - `INVALID_API_KEY`: the key is missing, malformed, unknown, revoked, expired or of the wrong kind
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "INVALID_API_KEY";
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "unauthorized";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Not found:
             *     - `not_found`: no such resource, or a path that names none (undecodable, or a parameter longer than 256 characters)
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "not_found";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Body too large:
             *     - `payload_too_large`: the body exceeds 1 MiB
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "payload_too_large";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Rate limit exceeded:
             *     - `rate_limit_exceeded`: a rate limit refused the call; retry after Retry-After seconds
             */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window of the limit that refused the call */
                    "X-RateLimit-Limit"?: number;
                    /** @description Always 0 on a 429 */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which that window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /**
                             * @description The limit that refused the call
                             * @enum {string}
                             */
                            category: "failed_auth";
                            /** @description Requests (or failed authentications) allowed per window */
                            limit: number;
                            /** @description Seconds until a call can pass again (also in Retry-After) */
                            retry_after: number;
                            /** @description Length of the window, in seconds */
                            window_seconds: number;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "rate_limit_exceeded";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Internal error:
             *     - `internal_error`: an unexpected error; quote details.request_id
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "internal_error";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Service unavailable:
             *     - `service_unavailable`: a dependency (the database, or the operator’s wallet) is unavailable; retry after Retry-After seconds
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description Readiness only: the result of each check */
                            checks?: {
                                [key: string]: unknown;
                            };
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "service_unavailable";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
        };
    };
    AdminController_createOperator: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; `1` or `1.0.0` */
                "API-Version"?: "1" | "1.0.0";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateOperatorDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperatorResponseDto"];
                };
            };
            /**
             * @description The request cannot be read:
             *     - `invalid_request`: the request cannot be read: malformed JSON, a body that is not an object, a Content-Type other than application/json, a bad query parameter or a malformed Idempotency-Key
             *     - `unsupported_api_version`: the API-Version header names a version other than 1 or 1.0.0
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            /** @description With a bad query parameter or Idempotency-Key: parameter → messages */
                            errors?: {
                                [key: string]: string[];
                            };
                            /**
                             * @description With unsupported_api_version
                             * @example [
                             *       "1.0.0"
                             *     ]
                             */
                            supported_versions?: string[];
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "invalid_request" | "unsupported_api_version";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Authentication failed:
             *     - `INVALID_API_KEY`: the key is missing, malformed, unknown, revoked, expired or of the wrong kind
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "INVALID_API_KEY";
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "unauthorized";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Not found:
             *     - `not_found`: no such resource, or a path that names none (undecodable, or a parameter longer than 256 characters)
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "not_found";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Body too large:
             *     - `payload_too_large`: the body exceeds 1 MiB
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "payload_too_large";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Validation failed:
             *     - `validation_error`: a field is missing, wrong, unknown or breaks a business rule; `errors` names each field
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "validation_error";
                        /** @description Field path → messages */
                        errors: {
                            [key: string]: string[];
                        };
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Rate limit exceeded:
             *     - `rate_limit_exceeded`: a rate limit refused the call; retry after Retry-After seconds
             */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window of the limit that refused the call */
                    "X-RateLimit-Limit"?: number;
                    /** @description Always 0 on a 429 */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which that window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /**
                             * @description The limit that refused the call
                             * @enum {string}
                             */
                            category: "failed_auth";
                            /** @description Requests (or failed authentications) allowed per window */
                            limit: number;
                            /** @description Seconds until a call can pass again (also in Retry-After) */
                            retry_after: number;
                            /** @description Length of the window, in seconds */
                            window_seconds: number;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "rate_limit_exceeded";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Internal error:
             *     - `internal_error`: an unexpected error; quote details.request_id
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "internal_error";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Service unavailable:
             *     - `service_unavailable`: a dependency (the database, or the operator’s wallet) is unavailable; retry after Retry-After seconds
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description Readiness only: the result of each check */
                            checks?: {
                                [key: string]: unknown;
                            };
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "service_unavailable";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
        };
    };
    AdminController_getOperator: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; `1` or `1.0.0` */
                "API-Version"?: "1" | "1.0.0";
            };
            path: {
                operatorId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperatorResponseDto"];
                };
            };
            /**
             * @description The request cannot be read:
             *     - `invalid_request`: the request cannot be read: malformed JSON, a body that is not an object, a Content-Type other than application/json, a bad query parameter or a malformed Idempotency-Key
             *     - `unsupported_api_version`: the API-Version header names a version other than 1 or 1.0.0
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            /** @description With a bad query parameter or Idempotency-Key: parameter → messages */
                            errors?: {
                                [key: string]: string[];
                            };
                            /**
                             * @description With unsupported_api_version
                             * @example [
                             *       "1.0.0"
                             *     ]
                             */
                            supported_versions?: string[];
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "invalid_request" | "unsupported_api_version";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Authentication failed:
             *     - `INVALID_API_KEY`: the key is missing, malformed, unknown, revoked, expired or of the wrong kind
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "INVALID_API_KEY";
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "unauthorized";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Not found:
             *     - `not_found`: no such resource, or a path that names none (undecodable, or a parameter longer than 256 characters)
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "not_found";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Body too large:
             *     - `payload_too_large`: the body exceeds 1 MiB
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "payload_too_large";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Rate limit exceeded:
             *     - `rate_limit_exceeded`: a rate limit refused the call; retry after Retry-After seconds
             */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window of the limit that refused the call */
                    "X-RateLimit-Limit"?: number;
                    /** @description Always 0 on a 429 */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which that window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /**
                             * @description The limit that refused the call
                             * @enum {string}
                             */
                            category: "failed_auth";
                            /** @description Requests (or failed authentications) allowed per window */
                            limit: number;
                            /** @description Seconds until a call can pass again (also in Retry-After) */
                            retry_after: number;
                            /** @description Length of the window, in seconds */
                            window_seconds: number;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "rate_limit_exceeded";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Internal error:
             *     - `internal_error`: an unexpected error; quote details.request_id
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "internal_error";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Service unavailable:
             *     - `service_unavailable`: a dependency (the database, or the operator’s wallet) is unavailable; retry after Retry-After seconds
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description Readiness only: the result of each check */
                            checks?: {
                                [key: string]: unknown;
                            };
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "service_unavailable";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
        };
    };
    AdminController_updateOperator: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; `1` or `1.0.0` */
                "API-Version"?: "1" | "1.0.0";
            };
            path: {
                operatorId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateOperatorDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperatorResponseDto"];
                };
            };
            /**
             * @description The request cannot be read:
             *     - `invalid_request`: the request cannot be read: malformed JSON, a body that is not an object, a Content-Type other than application/json, a bad query parameter or a malformed Idempotency-Key
             *     - `unsupported_api_version`: the API-Version header names a version other than 1 or 1.0.0
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            /** @description With a bad query parameter or Idempotency-Key: parameter → messages */
                            errors?: {
                                [key: string]: string[];
                            };
                            /**
                             * @description With unsupported_api_version
                             * @example [
                             *       "1.0.0"
                             *     ]
                             */
                            supported_versions?: string[];
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "invalid_request" | "unsupported_api_version";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Authentication failed:
             *     - `INVALID_API_KEY`: the key is missing, malformed, unknown, revoked, expired or of the wrong kind
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "INVALID_API_KEY";
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "unauthorized";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Not found:
             *     - `not_found`: no such resource, or a path that names none (undecodable, or a parameter longer than 256 characters)
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "not_found";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Body too large:
             *     - `payload_too_large`: the body exceeds 1 MiB
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "payload_too_large";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Validation failed:
             *     - `validation_error`: a field is missing, wrong, unknown or breaks a business rule; `errors` names each field
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "validation_error";
                        /** @description Field path → messages */
                        errors: {
                            [key: string]: string[];
                        };
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Rate limit exceeded:
             *     - `rate_limit_exceeded`: a rate limit refused the call; retry after Retry-After seconds
             */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window of the limit that refused the call */
                    "X-RateLimit-Limit"?: number;
                    /** @description Always 0 on a 429 */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which that window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /**
                             * @description The limit that refused the call
                             * @enum {string}
                             */
                            category: "failed_auth";
                            /** @description Requests (or failed authentications) allowed per window */
                            limit: number;
                            /** @description Seconds until a call can pass again (also in Retry-After) */
                            retry_after: number;
                            /** @description Length of the window, in seconds */
                            window_seconds: number;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "rate_limit_exceeded";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Internal error:
             *     - `internal_error`: an unexpected error; quote details.request_id
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "internal_error";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Service unavailable:
             *     - `service_unavailable`: a dependency (the database, or the operator’s wallet) is unavailable; retry after Retry-After seconds
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description Readiness only: the result of each check */
                            checks?: {
                                [key: string]: unknown;
                            };
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "service_unavailable";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
        };
    };
    AdminController_listApiKeys: {
        parameters: {
            query?: {
                /** @description Items per page */
                limit?: number;
                /** @description Items to skip */
                offset?: number;
            };
            header?: {
                /** @description Optional; `1` or `1.0.0` */
                "API-Version"?: "1" | "1.0.0";
            };
            path: {
                operatorId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeyListResponseDto"];
                };
            };
            /**
             * @description The request cannot be read:
             *     - `invalid_request`: the request cannot be read: malformed JSON, a body that is not an object, a Content-Type other than application/json, a bad query parameter or a malformed Idempotency-Key
             *     - `unsupported_api_version`: the API-Version header names a version other than 1 or 1.0.0
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            /** @description With a bad query parameter or Idempotency-Key: parameter → messages */
                            errors?: {
                                [key: string]: string[];
                            };
                            /**
                             * @description With unsupported_api_version
                             * @example [
                             *       "1.0.0"
                             *     ]
                             */
                            supported_versions?: string[];
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "invalid_request" | "unsupported_api_version";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Authentication failed:
             *     - `INVALID_API_KEY`: the key is missing, malformed, unknown, revoked, expired or of the wrong kind
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "INVALID_API_KEY";
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "unauthorized";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Not found:
             *     - `not_found`: no such resource, or a path that names none (undecodable, or a parameter longer than 256 characters)
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "not_found";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Body too large:
             *     - `payload_too_large`: the body exceeds 1 MiB
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "payload_too_large";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Rate limit exceeded:
             *     - `rate_limit_exceeded`: a rate limit refused the call; retry after Retry-After seconds
             */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window of the limit that refused the call */
                    "X-RateLimit-Limit"?: number;
                    /** @description Always 0 on a 429 */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which that window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /**
                             * @description The limit that refused the call
                             * @enum {string}
                             */
                            category: "failed_auth";
                            /** @description Requests (or failed authentications) allowed per window */
                            limit: number;
                            /** @description Seconds until a call can pass again (also in Retry-After) */
                            retry_after: number;
                            /** @description Length of the window, in seconds */
                            window_seconds: number;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "rate_limit_exceeded";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Internal error:
             *     - `internal_error`: an unexpected error; quote details.request_id
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "internal_error";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Service unavailable:
             *     - `service_unavailable`: a dependency (the database, or the operator’s wallet) is unavailable; retry after Retry-After seconds
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description Readiness only: the result of each check */
                            checks?: {
                                [key: string]: unknown;
                            };
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "service_unavailable";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
        };
    };
    AdminController_createApiKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; `1` or `1.0.0` */
                "API-Version"?: "1" | "1.0.0";
            };
            path: {
                operatorId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateApiKeyDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedApiKeyResponseDto"];
                };
            };
            /**
             * @description The request cannot be read:
             *     - `invalid_request`: the request cannot be read: malformed JSON, a body that is not an object, a Content-Type other than application/json, a bad query parameter or a malformed Idempotency-Key
             *     - `unsupported_api_version`: the API-Version header names a version other than 1 or 1.0.0
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            /** @description With a bad query parameter or Idempotency-Key: parameter → messages */
                            errors?: {
                                [key: string]: string[];
                            };
                            /**
                             * @description With unsupported_api_version
                             * @example [
                             *       "1.0.0"
                             *     ]
                             */
                            supported_versions?: string[];
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "invalid_request" | "unsupported_api_version";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Authentication failed:
             *     - `INVALID_API_KEY`: the key is missing, malformed, unknown, revoked, expired or of the wrong kind
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "INVALID_API_KEY";
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "unauthorized";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Not found:
             *     - `not_found`: no such resource, or a path that names none (undecodable, or a parameter longer than 256 characters)
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "not_found";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Body too large:
             *     - `payload_too_large`: the body exceeds 1 MiB
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "payload_too_large";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Validation failed:
             *     - `validation_error`: a field is missing, wrong, unknown or breaks a business rule; `errors` names each field
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "validation_error";
                        /** @description Field path → messages */
                        errors: {
                            [key: string]: string[];
                        };
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Rate limit exceeded:
             *     - `rate_limit_exceeded`: a rate limit refused the call; retry after Retry-After seconds
             */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window of the limit that refused the call */
                    "X-RateLimit-Limit"?: number;
                    /** @description Always 0 on a 429 */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which that window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /**
                             * @description The limit that refused the call
                             * @enum {string}
                             */
                            category: "failed_auth";
                            /** @description Requests (or failed authentications) allowed per window */
                            limit: number;
                            /** @description Seconds until a call can pass again (also in Retry-After) */
                            retry_after: number;
                            /** @description Length of the window, in seconds */
                            window_seconds: number;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "rate_limit_exceeded";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Internal error:
             *     - `internal_error`: an unexpected error; quote details.request_id
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "internal_error";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Service unavailable:
             *     - `service_unavailable`: a dependency (the database, or the operator’s wallet) is unavailable; retry after Retry-After seconds
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description Readiness only: the result of each check */
                            checks?: {
                                [key: string]: unknown;
                            };
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "service_unavailable";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
        };
    };
    AdminController_revokeApiKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; `1` or `1.0.0` */
                "API-Version"?: "1" | "1.0.0";
            };
            path: {
                keyId: string;
                operatorId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeyResponseDto"];
                };
            };
            /**
             * @description The request cannot be read:
             *     - `invalid_request`: the request cannot be read: malformed JSON, a body that is not an object, a Content-Type other than application/json, a bad query parameter or a malformed Idempotency-Key
             *     - `unsupported_api_version`: the API-Version header names a version other than 1 or 1.0.0
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            /** @description With a bad query parameter or Idempotency-Key: parameter → messages */
                            errors?: {
                                [key: string]: string[];
                            };
                            /**
                             * @description With unsupported_api_version
                             * @example [
                             *       "1.0.0"
                             *     ]
                             */
                            supported_versions?: string[];
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "invalid_request" | "unsupported_api_version";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Authentication failed:
             *     - `INVALID_API_KEY`: the key is missing, malformed, unknown, revoked, expired or of the wrong kind
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "INVALID_API_KEY";
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "unauthorized";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Not found:
             *     - `not_found`: no such resource, or a path that names none (undecodable, or a parameter longer than 256 characters)
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "not_found";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Body too large:
             *     - `payload_too_large`: the body exceeds 1 MiB
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "payload_too_large";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Rate limit exceeded:
             *     - `rate_limit_exceeded`: a rate limit refused the call; retry after Retry-After seconds
             */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window of the limit that refused the call */
                    "X-RateLimit-Limit"?: number;
                    /** @description Always 0 on a 429 */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which that window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /**
                             * @description The limit that refused the call
                             * @enum {string}
                             */
                            category: "failed_auth";
                            /** @description Requests (or failed authentications) allowed per window */
                            limit: number;
                            /** @description Seconds until a call can pass again (also in Retry-After) */
                            retry_after: number;
                            /** @description Length of the window, in seconds */
                            window_seconds: number;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "rate_limit_exceeded";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Internal error:
             *     - `internal_error`: an unexpected error; quote details.request_id
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "internal_error";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Service unavailable:
             *     - `service_unavailable`: a dependency (the database, or the operator’s wallet) is unavailable; retry after Retry-After seconds
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description Readiness only: the result of each check */
                            checks?: {
                                [key: string]: unknown;
                            };
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "service_unavailable";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
        };
    };
    DashboardUsersAdminController_list: {
        parameters: {
            query?: {
                /** @description Items per page */
                limit?: number;
                /** @description Items to skip */
                offset?: number;
            };
            header?: {
                /** @description Optional; `1` or `1.0.0` */
                "API-Version"?: "1" | "1.0.0";
            };
            path: {
                operatorId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardUserListDto"];
                };
            };
            /**
             * @description The request cannot be read:
             *     - `invalid_request`: the request cannot be read: malformed JSON, a body that is not an object, a Content-Type other than application/json, a bad query parameter or a malformed Idempotency-Key
             *     - `unsupported_api_version`: the API-Version header names a version other than 1 or 1.0.0
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            /** @description With a bad query parameter or Idempotency-Key: parameter → messages */
                            errors?: {
                                [key: string]: string[];
                            };
                            /**
                             * @description With unsupported_api_version
                             * @example [
                             *       "1.0.0"
                             *     ]
                             */
                            supported_versions?: string[];
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "invalid_request" | "unsupported_api_version";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Authentication failed:
             *     - `INVALID_API_KEY`: the key is missing, malformed, unknown, revoked, expired or of the wrong kind
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "INVALID_API_KEY";
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "unauthorized";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Not found:
             *     - `not_found`: no such resource, or a path that names none (undecodable, or a parameter longer than 256 characters)
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "not_found";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Body too large:
             *     - `payload_too_large`: the body exceeds 1 MiB
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "payload_too_large";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Rate limit exceeded:
             *     - `rate_limit_exceeded`: a rate limit refused the call; retry after Retry-After seconds
             */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window of the limit that refused the call */
                    "X-RateLimit-Limit"?: number;
                    /** @description Always 0 on a 429 */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which that window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /**
                             * @description The limit that refused the call
                             * @enum {string}
                             */
                            category: "failed_auth";
                            /** @description Requests (or failed authentications) allowed per window */
                            limit: number;
                            /** @description Seconds until a call can pass again (also in Retry-After) */
                            retry_after: number;
                            /** @description Length of the window, in seconds */
                            window_seconds: number;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "rate_limit_exceeded";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Internal error:
             *     - `internal_error`: an unexpected error; quote details.request_id
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "internal_error";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Service unavailable:
             *     - `service_unavailable`: a dependency (the database, or the operator’s wallet) is unavailable; retry after Retry-After seconds
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description Readiness only: the result of each check */
                            checks?: {
                                [key: string]: unknown;
                            };
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "service_unavailable";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
        };
    };
    DashboardUsersAdminController_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; `1` or `1.0.0` */
                "API-Version"?: "1" | "1.0.0";
            };
            path: {
                operatorId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateDashboardUserDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardUserDto"];
                };
            };
            /**
             * @description The request cannot be read:
             *     - `invalid_request`: the request cannot be read: malformed JSON, a body that is not an object, a Content-Type other than application/json, a bad query parameter or a malformed Idempotency-Key
             *     - `unsupported_api_version`: the API-Version header names a version other than 1 or 1.0.0
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            /** @description With a bad query parameter or Idempotency-Key: parameter → messages */
                            errors?: {
                                [key: string]: string[];
                            };
                            /**
                             * @description With unsupported_api_version
                             * @example [
                             *       "1.0.0"
                             *     ]
                             */
                            supported_versions?: string[];
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "invalid_request" | "unsupported_api_version";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Authentication failed:
             *     - `INVALID_API_KEY`: the key is missing, malformed, unknown, revoked, expired or of the wrong kind
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "INVALID_API_KEY";
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "unauthorized";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Not found:
             *     - `not_found`: no such resource, or a path that names none (undecodable, or a parameter longer than 256 characters)
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "not_found";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Conflict with the current state:
             *     - `conflict`: the request conflicts with the current state
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "conflict";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Body too large:
             *     - `payload_too_large`: the body exceeds 1 MiB
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "payload_too_large";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Validation failed:
             *     - `validation_error`: a field is missing, wrong, unknown or breaks a business rule; `errors` names each field
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "validation_error";
                        /** @description Field path → messages */
                        errors: {
                            [key: string]: string[];
                        };
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Rate limit exceeded:
             *     - `rate_limit_exceeded`: a rate limit refused the call; retry after Retry-After seconds
             */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window of the limit that refused the call */
                    "X-RateLimit-Limit"?: number;
                    /** @description Always 0 on a 429 */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which that window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /**
                             * @description The limit that refused the call
                             * @enum {string}
                             */
                            category: "failed_auth";
                            /** @description Requests (or failed authentications) allowed per window */
                            limit: number;
                            /** @description Seconds until a call can pass again (also in Retry-After) */
                            retry_after: number;
                            /** @description Length of the window, in seconds */
                            window_seconds: number;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "rate_limit_exceeded";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Internal error:
             *     - `internal_error`: an unexpected error; quote details.request_id
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "internal_error";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Service unavailable:
             *     - `service_unavailable`: a dependency (the database, or the operator’s wallet) is unavailable; retry after Retry-After seconds
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description Readiness only: the result of each check */
                            checks?: {
                                [key: string]: unknown;
                            };
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "service_unavailable";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
        };
    };
    DashboardUsersAdminController_disable: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; `1` or `1.0.0` */
                "API-Version"?: "1" | "1.0.0";
            };
            path: {
                operatorId: string;
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardUserDto"];
                };
            };
            /**
             * @description The request cannot be read:
             *     - `invalid_request`: the request cannot be read: malformed JSON, a body that is not an object, a Content-Type other than application/json, a bad query parameter or a malformed Idempotency-Key
             *     - `unsupported_api_version`: the API-Version header names a version other than 1 or 1.0.0
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            /** @description With a bad query parameter or Idempotency-Key: parameter → messages */
                            errors?: {
                                [key: string]: string[];
                            };
                            /**
                             * @description With unsupported_api_version
                             * @example [
                             *       "1.0.0"
                             *     ]
                             */
                            supported_versions?: string[];
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "invalid_request" | "unsupported_api_version";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Authentication failed:
             *     - `INVALID_API_KEY`: the key is missing, malformed, unknown, revoked, expired or of the wrong kind
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "INVALID_API_KEY";
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "unauthorized";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Not found:
             *     - `not_found`: no such resource, or a path that names none (undecodable, or a parameter longer than 256 characters)
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "not_found";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Body too large:
             *     - `payload_too_large`: the body exceeds 1 MiB
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "payload_too_large";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Rate limit exceeded:
             *     - `rate_limit_exceeded`: a rate limit refused the call; retry after Retry-After seconds
             */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window of the limit that refused the call */
                    "X-RateLimit-Limit"?: number;
                    /** @description Always 0 on a 429 */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which that window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /**
                             * @description The limit that refused the call
                             * @enum {string}
                             */
                            category: "failed_auth";
                            /** @description Requests (or failed authentications) allowed per window */
                            limit: number;
                            /** @description Seconds until a call can pass again (also in Retry-After) */
                            retry_after: number;
                            /** @description Length of the window, in seconds */
                            window_seconds: number;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "rate_limit_exceeded";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Internal error:
             *     - `internal_error`: an unexpected error; quote details.request_id
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "internal_error";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Service unavailable:
             *     - `service_unavailable`: a dependency (the database, or the operator’s wallet) is unavailable; retry after Retry-After seconds
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description Readiness only: the result of each check */
                            checks?: {
                                [key: string]: unknown;
                            };
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "service_unavailable";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
        };
    };
    PlatformNotificationsAdminController_replay: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; `1` or `1.0.0` */
                "API-Version"?: "1" | "1.0.0";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReplayPlatformNotificationsDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReplayPlatformNotificationsResponseDto"];
                };
            };
            /**
             * @description The request cannot be read:
             *     - `invalid_request`: the request cannot be read: malformed JSON, a body that is not an object, a Content-Type other than application/json, a bad query parameter or a malformed Idempotency-Key
             *     - `unsupported_api_version`: the API-Version header names a version other than 1 or 1.0.0
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            /** @description With a bad query parameter or Idempotency-Key: parameter → messages */
                            errors?: {
                                [key: string]: string[];
                            };
                            /**
                             * @description With unsupported_api_version
                             * @example [
                             *       "1.0.0"
                             *     ]
                             */
                            supported_versions?: string[];
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "invalid_request" | "unsupported_api_version";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Authentication failed:
             *     - `INVALID_API_KEY`: the key is missing, malformed, unknown, revoked, expired or of the wrong kind
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "INVALID_API_KEY";
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "unauthorized";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Not found:
             *     - `not_found`: no such resource, or a path that names none (undecodable, or a parameter longer than 256 characters)
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "not_found";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Body too large:
             *     - `payload_too_large`: the body exceeds 1 MiB
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "payload_too_large";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Validation failed:
             *     - `validation_error`: a field is missing, wrong, unknown or breaks a business rule; `errors` names each field
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "validation_error";
                        /** @description Field path → messages */
                        errors: {
                            [key: string]: string[];
                        };
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Rate limit exceeded:
             *     - `rate_limit_exceeded`: a rate limit refused the call; retry after Retry-After seconds
             */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window of the limit that refused the call */
                    "X-RateLimit-Limit"?: number;
                    /** @description Always 0 on a 429 */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which that window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /**
                             * @description The limit that refused the call
                             * @enum {string}
                             */
                            category: "failed_auth";
                            /** @description Requests (or failed authentications) allowed per window */
                            limit: number;
                            /** @description Seconds until a call can pass again (also in Retry-After) */
                            retry_after: number;
                            /** @description Length of the window, in seconds */
                            window_seconds: number;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "rate_limit_exceeded";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Internal error:
             *     - `internal_error`: an unexpected error; quote details.request_id
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "internal_error";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Service unavailable:
             *     - `service_unavailable`: a dependency (the database, or the operator’s wallet) is unavailable; retry after Retry-After seconds
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description Readiness only: the result of each check */
                            checks?: {
                                [key: string]: unknown;
                            };
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "service_unavailable";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
        };
    };
    AuditLogController_list: {
        parameters: {
            query?: {
                action?: "api.request" | "api_key.created" | "api_key.revoked" | "auth.failed" | "dashboard.login" | "dashboard.login_failed" | "dashboard.logout" | "dashboard_user.created" | "dashboard_user.disabled" | "dashboard_user.enabled" | "dashboard_user.password_reset" | "dashboard_user.role_changed" | "operator.settings_updated" | "series.created" | "series.deleted" | "series.paused" | "series.resumed" | "series.updated" | "tournament.cancelled" | "tournament.completed" | "tournament.created" | "tournament.started" | "tournament.updated";
                /** @description Entries at or after this time */
                from?: string;
                key_id?: string;
                /** @description Items per page */
                limit?: number;
                /** @description Items to skip */
                offset?: number;
                /** @description Entries at or before this time */
                to?: string;
            };
            header?: {
                /** @description Optional; `1` or `1.0.0` */
                "API-Version"?: "1" | "1.0.0";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    /** @description Calls allowed in the window of the most constraining limit that applied to this call */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which that window ends */
                    "X-RateLimit-Reset"?: number;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditLogListResponseDto"];
                };
            };
            /**
             * @description The request cannot be read:
             *     - `invalid_request`: the request cannot be read: malformed JSON, a body that is not an object, a Content-Type other than application/json, a bad query parameter or a malformed Idempotency-Key
             *     - `unsupported_api_version`: the API-Version header names a version other than 1 or 1.0.0
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            /** @description With a bad query parameter or Idempotency-Key: parameter → messages */
                            errors?: {
                                [key: string]: string[];
                            };
                            /**
                             * @description With unsupported_api_version
                             * @example [
                             *       "1.0.0"
                             *     ]
                             */
                            supported_versions?: string[];
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "invalid_request" | "unsupported_api_version";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Authentication failed:
             *     - `INVALID_API_KEY`: the key is missing, malformed, unknown, revoked, expired or of the wrong kind
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "INVALID_API_KEY";
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "unauthorized";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Body too large:
             *     - `payload_too_large`: the body exceeds 1 MiB
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "payload_too_large";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Rate limit exceeded:
             *     - `rate_limit_exceeded`: a rate limit refused the call; retry after Retry-After seconds
             */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window of the limit that refused the call */
                    "X-RateLimit-Limit"?: number;
                    /** @description Always 0 on a 429 */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which that window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /**
                             * @description The limit that refused the call
                             * @enum {string}
                             */
                            category: "creation" | "registration" | "results" | "tournament_ops" | "general" | "burst" | "failed_auth";
                            /** @description Requests (or failed authentications) allowed per window */
                            limit: number;
                            /** @description Seconds until a call can pass again (also in Retry-After) */
                            retry_after: number;
                            /** @description Length of the window, in seconds */
                            window_seconds: number;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "rate_limit_exceeded";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Internal error:
             *     - `internal_error`: an unexpected error; quote details.request_id
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "internal_error";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Service unavailable:
             *     - `service_unavailable`: a dependency (the database, or the operator’s wallet) is unavailable; retry after Retry-After seconds
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description Readiness only: the result of each check */
                            checks?: {
                                [key: string]: unknown;
                            };
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "service_unavailable";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
        };
    };
    PermissionsController_permissions: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; `1` or `1.0.0` */
                "API-Version"?: "1" | "1.0.0";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    /** @description Calls allowed in the window of the most constraining limit that applied to this call */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which that window ends */
                    "X-RateLimit-Reset"?: number;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PermissionsResponseDto"];
                };
            };
            /**
             * @description The request cannot be read:
             *     - `invalid_request`: the request cannot be read: malformed JSON, a body that is not an object, a Content-Type other than application/json, a bad query parameter or a malformed Idempotency-Key
             *     - `unsupported_api_version`: the API-Version header names a version other than 1 or 1.0.0
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            /** @description With a bad query parameter or Idempotency-Key: parameter → messages */
                            errors?: {
                                [key: string]: string[];
                            };
                            /**
                             * @description With unsupported_api_version
                             * @example [
                             *       "1.0.0"
                             *     ]
                             */
                            supported_versions?: string[];
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "invalid_request" | "unsupported_api_version";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Authentication failed:
             *     - `INVALID_API_KEY`: the key is missing, malformed, unknown, revoked, expired or of the wrong kind
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "INVALID_API_KEY";
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "unauthorized";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Body too large:
             *     - `payload_too_large`: the body exceeds 1 MiB
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "payload_too_large";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Rate limit exceeded:
             *     - `rate_limit_exceeded`: a rate limit refused the call; retry after Retry-After seconds
             */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window of the limit that refused the call */
                    "X-RateLimit-Limit"?: number;
                    /** @description Always 0 on a 429 */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which that window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /**
                             * @description The limit that refused the call
                             * @enum {string}
                             */
                            category: "creation" | "registration" | "results" | "tournament_ops" | "general" | "burst" | "failed_auth";
                            /** @description Requests (or failed authentications) allowed per window */
                            limit: number;
                            /** @description Seconds until a call can pass again (also in Retry-After) */
                            retry_after: number;
                            /** @description Length of the window, in seconds */
                            window_seconds: number;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "rate_limit_exceeded";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Internal error:
             *     - `internal_error`: an unexpected error; quote details.request_id
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "internal_error";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Service unavailable:
             *     - `service_unavailable`: a dependency (the database, or the operator’s wallet) is unavailable; retry after Retry-After seconds
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description Readiness only: the result of each check */
                            checks?: {
                                [key: string]: unknown;
                            };
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "service_unavailable";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
        };
    };
    EventsController_list: {
        parameters: {
            query?: {
                /** @description Only events after this event id (exclusive): the `next_after` of the previous page. Ids are UUID v7, so their order is creation order. */
                after?: string;
                /** @description Items per page */
                limit?: number;
                /** @description Items to skip */
                offset?: number;
                /** @description Only the events of this tournament */
                tournament_id?: string;
                /** @description Only events of this type */
                type?: "tournament.created" | "tournament.updated" | "tournament.started" | "tournament.cancelled" | "tournament.completed" | "player.registered" | "player.withdrawn" | "player.rebought" | "player.eliminated" | "player.refunded" | "prize.awarded" | "leaderboard.updated" | "series.created" | "series.updated" | "series.deleted" | "series.occurrence_failed";
            };
            header?: {
                /** @description Optional; `1` or `1.0.0` */
                "API-Version"?: "1" | "1.0.0";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    /** @description Calls allowed in the window of the most constraining limit that applied to this call */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which that window ends */
                    "X-RateLimit-Reset"?: number;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventListResponseDto"];
                };
            };
            /**
             * @description The request cannot be read:
             *     - `invalid_request`: the request cannot be read: malformed JSON, a body that is not an object, a Content-Type other than application/json, a bad query parameter or a malformed Idempotency-Key
             *     - `unsupported_api_version`: the API-Version header names a version other than 1 or 1.0.0
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            /** @description With a bad query parameter or Idempotency-Key: parameter → messages */
                            errors?: {
                                [key: string]: string[];
                            };
                            /**
                             * @description With unsupported_api_version
                             * @example [
                             *       "1.0.0"
                             *     ]
                             */
                            supported_versions?: string[];
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "invalid_request" | "unsupported_api_version";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Authentication failed:
             *     - `INVALID_API_KEY`: the key is missing, malformed, unknown, revoked, expired or of the wrong kind
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "INVALID_API_KEY";
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "unauthorized";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Body too large:
             *     - `payload_too_large`: the body exceeds 1 MiB
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "payload_too_large";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Rate limit exceeded:
             *     - `rate_limit_exceeded`: a rate limit refused the call; retry after Retry-After seconds
             */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window of the limit that refused the call */
                    "X-RateLimit-Limit"?: number;
                    /** @description Always 0 on a 429 */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which that window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /**
                             * @description The limit that refused the call
                             * @enum {string}
                             */
                            category: "creation" | "registration" | "results" | "tournament_ops" | "general" | "burst" | "failed_auth";
                            /** @description Requests (or failed authentications) allowed per window */
                            limit: number;
                            /** @description Seconds until a call can pass again (also in Retry-After) */
                            retry_after: number;
                            /** @description Length of the window, in seconds */
                            window_seconds: number;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "rate_limit_exceeded";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Internal error:
             *     - `internal_error`: an unexpected error; quote details.request_id
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "internal_error";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Service unavailable:
             *     - `service_unavailable`: a dependency (the database, or the operator’s wallet) is unavailable; retry after Retry-After seconds
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description Readiness only: the result of each check */
                            checks?: {
                                [key: string]: unknown;
                            };
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "service_unavailable";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
        };
    };
    JwksController_jwks: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; `1` or `1.0.0` */
                "API-Version"?: "1" | "1.0.0";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    /** @description public, max-age=300 */
                    "Cache-Control"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JwksDto"];
                };
            };
            /**
             * @description The request cannot be read:
             *     - `invalid_request`: the request cannot be read: malformed JSON, a body that is not an object, a Content-Type other than application/json, a bad query parameter or a malformed Idempotency-Key
             *     - `unsupported_api_version`: the API-Version header names a version other than 1 or 1.0.0
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            /** @description With a bad query parameter or Idempotency-Key: parameter → messages */
                            errors?: {
                                [key: string]: string[];
                            };
                            /**
                             * @description With unsupported_api_version
                             * @example [
                             *       "1.0.0"
                             *     ]
                             */
                            supported_versions?: string[];
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "invalid_request" | "unsupported_api_version";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Body too large:
             *     - `payload_too_large`: the body exceeds 1 MiB
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "payload_too_large";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Internal error:
             *     - `internal_error`: an unexpected error; quote details.request_id
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "internal_error";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
        };
    };
    ValidateTokenController_validate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; `1` or `1.0.0` */
                "API-Version"?: "1" | "1.0.0";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ValidateTokenDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    /** @description Calls allowed in the window of the most constraining limit that applied to this call */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which that window ends */
                    "X-RateLimit-Reset"?: number;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidTokenDto"] | components["schemas"]["InvalidTokenDto"];
                };
            };
            /**
             * @description The request cannot be read:
             *     - `invalid_request`: the request cannot be read: malformed JSON, a body that is not an object, a Content-Type other than application/json, a bad query parameter or a malformed Idempotency-Key
             *     - `unsupported_api_version`: the API-Version header names a version other than 1 or 1.0.0
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            /** @description With a bad query parameter or Idempotency-Key: parameter → messages */
                            errors?: {
                                [key: string]: string[];
                            };
                            /**
                             * @description With unsupported_api_version
                             * @example [
                             *       "1.0.0"
                             *     ]
                             */
                            supported_versions?: string[];
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "invalid_request" | "unsupported_api_version";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Authentication failed:
             *     - `INVALID_API_KEY`: the key is missing, malformed, unknown, revoked, expired or of the wrong kind
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "INVALID_API_KEY";
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "unauthorized";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Not allowed:
             *     - `RESOURCE_FORBIDDEN`: the resource belongs to an operator the key does not act for
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "RESOURCE_FORBIDDEN";
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "forbidden";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Body too large:
             *     - `payload_too_large`: the body exceeds 1 MiB
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "payload_too_large";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Validation failed:
             *     - `validation_error`: a field is missing, wrong, unknown or breaks a business rule; `errors` names each field
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "validation_error";
                        /** @description Field path → messages */
                        errors: {
                            [key: string]: string[];
                        };
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Rate limit exceeded:
             *     - `rate_limit_exceeded`: a rate limit refused the call; retry after Retry-After seconds
             */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window of the limit that refused the call */
                    "X-RateLimit-Limit"?: number;
                    /** @description Always 0 on a 429 */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which that window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /**
                             * @description The limit that refused the call
                             * @enum {string}
                             */
                            category: "internal" | "internal_burst" | "failed_auth";
                            /** @description Requests (or failed authentications) allowed per window */
                            limit: number;
                            /** @description Seconds until a call can pass again (also in Retry-After) */
                            retry_after: number;
                            /** @description Length of the window, in seconds */
                            window_seconds: number;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "rate_limit_exceeded";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Internal error:
             *     - `internal_error`: an unexpected error; quote details.request_id
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "internal_error";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Service unavailable:
             *     - `service_unavailable`: a dependency (the database, or the operator’s wallet) is unavailable; retry after Retry-After seconds
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description Readiness only: the result of each check */
                            checks?: {
                                [key: string]: unknown;
                            };
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "service_unavailable";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
        };
    };
    HopOnOffController_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; `1` or `1.0.0` */
                "API-Version"?: "1" | "1.0.0";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateHopOnOffTournamentDto"];
            };
        };
        responses: {
            /** @description The tournament of the lobby still waiting for players */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    /** @description Calls allowed in the window of the most constraining limit that applied to this call */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which that window ends */
                    "X-RateLimit-Reset"?: number;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HopOnOffTournamentResponseDto"];
                };
            };
            /** @description A new tournament */
            201: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    /** @description Calls allowed in the window of the most constraining limit that applied to this call */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which that window ends */
                    "X-RateLimit-Reset"?: number;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HopOnOffTournamentResponseDto"];
                };
            };
            /**
             * @description The request cannot be read:
             *     - `invalid_request`: the request cannot be read: malformed JSON, a body that is not an object, a Content-Type other than application/json, a bad query parameter or a malformed Idempotency-Key
             *     - `unsupported_api_version`: the API-Version header names a version other than 1 or 1.0.0
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            /** @description With a bad query parameter or Idempotency-Key: parameter → messages */
                            errors?: {
                                [key: string]: string[];
                            };
                            /**
                             * @description With unsupported_api_version
                             * @example [
                             *       "1.0.0"
                             *     ]
                             */
                            supported_versions?: string[];
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "invalid_request" | "unsupported_api_version";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Authentication failed:
             *     - `INVALID_API_KEY`: the key is missing, malformed, unknown, revoked, expired or of the wrong kind
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "INVALID_API_KEY";
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "unauthorized";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Not allowed:
             *     - `RESOURCE_FORBIDDEN`: the resource belongs to an operator the key does not act for
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "RESOURCE_FORBIDDEN";
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "forbidden";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Conflict with the current state:
             *     - `conflict`: the request conflicts with the current state
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "conflict";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Body too large:
             *     - `payload_too_large`: the body exceeds 1 MiB
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "payload_too_large";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Validation failed:
             *     - `validation_error`: a field is missing, wrong, unknown or breaks a business rule; `errors` names each field
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "validation_error";
                        /** @description Field path → messages */
                        errors: {
                            [key: string]: string[];
                        };
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Rate limit exceeded:
             *     - `rate_limit_exceeded`: a rate limit refused the call; retry after Retry-After seconds
             */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window of the limit that refused the call */
                    "X-RateLimit-Limit"?: number;
                    /** @description Always 0 on a 429 */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which that window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /**
                             * @description The limit that refused the call
                             * @enum {string}
                             */
                            category: "internal" | "internal_burst" | "failed_auth";
                            /** @description Requests (or failed authentications) allowed per window */
                            limit: number;
                            /** @description Seconds until a call can pass again (also in Retry-After) */
                            retry_after: number;
                            /** @description Length of the window, in seconds */
                            window_seconds: number;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "rate_limit_exceeded";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Internal error:
             *     - `internal_error`: an unexpected error; quote details.request_id
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "internal_error";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Service unavailable:
             *     - `service_unavailable`: a dependency (the database, or the operator’s wallet) is unavailable; retry after Retry-After seconds
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description Readiness only: the result of each check */
                            checks?: {
                                [key: string]: unknown;
                            };
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "service_unavailable";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
        };
    };
    InternalTournamentsController_config: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; `1` or `1.0.0` */
                "API-Version"?: "1" | "1.0.0";
            };
            path: {
                tournamentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    /** @description Calls allowed in the window of the most constraining limit that applied to this call */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which that window ends */
                    "X-RateLimit-Reset"?: number;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalTournamentConfigDto"];
                };
            };
            /**
             * @description The request cannot be read:
             *     - `invalid_request`: the request cannot be read: malformed JSON, a body that is not an object, a Content-Type other than application/json, a bad query parameter or a malformed Idempotency-Key
             *     - `unsupported_api_version`: the API-Version header names a version other than 1 or 1.0.0
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            /** @description With a bad query parameter or Idempotency-Key: parameter → messages */
                            errors?: {
                                [key: string]: string[];
                            };
                            /**
                             * @description With unsupported_api_version
                             * @example [
                             *       "1.0.0"
                             *     ]
                             */
                            supported_versions?: string[];
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "invalid_request" | "unsupported_api_version";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Authentication failed:
             *     - `INVALID_API_KEY`: the key is missing, malformed, unknown, revoked, expired or of the wrong kind
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "INVALID_API_KEY";
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "unauthorized";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Not allowed:
             *     - `RESOURCE_FORBIDDEN`: the resource belongs to an operator the key does not act for
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "RESOURCE_FORBIDDEN";
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "forbidden";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Not found:
             *     - `not_found`: no such resource, or a path that names none (undecodable, or a parameter longer than 256 characters)
             *     - `tournament_not_found`: no tournament with this id
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "not_found" | "tournament_not_found";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Body too large:
             *     - `payload_too_large`: the body exceeds 1 MiB
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "payload_too_large";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Rate limit exceeded:
             *     - `rate_limit_exceeded`: a rate limit refused the call; retry after Retry-After seconds
             */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window of the limit that refused the call */
                    "X-RateLimit-Limit"?: number;
                    /** @description Always 0 on a 429 */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which that window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /**
                             * @description The limit that refused the call
                             * @enum {string}
                             */
                            category: "internal" | "internal_burst" | "failed_auth";
                            /** @description Requests (or failed authentications) allowed per window */
                            limit: number;
                            /** @description Seconds until a call can pass again (also in Retry-After) */
                            retry_after: number;
                            /** @description Length of the window, in seconds */
                            window_seconds: number;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "rate_limit_exceeded";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Internal error:
             *     - `internal_error`: an unexpected error; quote details.request_id
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "internal_error";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Service unavailable:
             *     - `service_unavailable`: a dependency (the database, or the operator’s wallet) is unavailable; retry after Retry-After seconds
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description Readiness only: the result of each check */
                            checks?: {
                                [key: string]: unknown;
                            };
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "service_unavailable";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
        };
    };
    GameEventsController_report: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; `1` or `1.0.0` */
                "API-Version"?: "1" | "1.0.0";
            };
            path: {
                tournamentId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GameEventsBatchDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    /** @description Calls allowed in the window of the most constraining limit that applied to this call */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which that window ends */
                    "X-RateLimit-Reset"?: number;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GameEventsBatchResultDto"];
                };
            };
            /**
             * @description The request cannot be read:
             *     - `invalid_request`: the request cannot be read: malformed JSON, a body that is not an object, a Content-Type other than application/json, a bad query parameter or a malformed Idempotency-Key
             *     - `unsupported_api_version`: the API-Version header names a version other than 1 or 1.0.0
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            /** @description With a bad query parameter or Idempotency-Key: parameter → messages */
                            errors?: {
                                [key: string]: string[];
                            };
                            /**
                             * @description With unsupported_api_version
                             * @example [
                             *       "1.0.0"
                             *     ]
                             */
                            supported_versions?: string[];
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "invalid_request" | "unsupported_api_version";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Authentication failed:
             *     - `INVALID_API_KEY`: the key is missing, malformed, unknown, revoked, expired or of the wrong kind
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "INVALID_API_KEY";
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "unauthorized";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Not allowed:
             *     - `RESOURCE_FORBIDDEN`: the resource belongs to an operator the key does not act for
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "RESOURCE_FORBIDDEN";
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "forbidden";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Not found:
             *     - `not_found`: no such resource, or a path that names none (undecodable, or a parameter longer than 256 characters)
             *     - `tournament_not_found`: no tournament with this id
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "not_found" | "tournament_not_found";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Body too large:
             *     - `payload_too_large`: the body exceeds 1 MiB
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "payload_too_large";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Validation failed:
             *     - `validation_error`: a field is missing, wrong, unknown or breaks a business rule; `errors` names each field
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "validation_error";
                        /** @description Field path → messages */
                        errors: {
                            [key: string]: string[];
                        };
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Rate limit exceeded:
             *     - `rate_limit_exceeded`: a rate limit refused the call; retry after Retry-After seconds
             */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window of the limit that refused the call */
                    "X-RateLimit-Limit"?: number;
                    /** @description Always 0 on a 429 */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which that window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /**
                             * @description The limit that refused the call
                             * @enum {string}
                             */
                            category: "internal" | "internal_burst" | "failed_auth";
                            /** @description Requests (or failed authentications) allowed per window */
                            limit: number;
                            /** @description Seconds until a call can pass again (also in Retry-After) */
                            retry_after: number;
                            /** @description Length of the window, in seconds */
                            window_seconds: number;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "rate_limit_exceeded";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Internal error:
             *     - `internal_error`: an unexpected error; quote details.request_id
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "internal_error";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Service unavailable:
             *     - `service_unavailable`: a dependency (the database, or the operator’s wallet) is unavailable; retry after Retry-After seconds
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description Readiness only: the result of each check */
                            checks?: {
                                [key: string]: unknown;
                            };
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "service_unavailable";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
        };
    };
    InternalTournamentsController_players: {
        parameters: {
            query?: {
                /** @description Items per page */
                limit?: number;
                /** @description Items to skip */
                offset?: number;
                /** @description One status or a comma-separated list of them (registered, active, eliminated, finished, winner, withdrawn, refunded); all when absent */
                status?: string;
            };
            header?: {
                /** @description Optional; `1` or `1.0.0` */
                "API-Version"?: "1" | "1.0.0";
            };
            path: {
                tournamentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    /** @description Calls allowed in the window of the most constraining limit that applied to this call */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which that window ends */
                    "X-RateLimit-Reset"?: number;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalPlayerListDto"];
                };
            };
            /**
             * @description The request cannot be read:
             *     - `invalid_request`: the request cannot be read: malformed JSON, a body that is not an object, a Content-Type other than application/json, a bad query parameter or a malformed Idempotency-Key
             *     - `unsupported_api_version`: the API-Version header names a version other than 1 or 1.0.0
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            /** @description With a bad query parameter or Idempotency-Key: parameter → messages */
                            errors?: {
                                [key: string]: string[];
                            };
                            /**
                             * @description With unsupported_api_version
                             * @example [
                             *       "1.0.0"
                             *     ]
                             */
                            supported_versions?: string[];
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "invalid_request" | "unsupported_api_version";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Authentication failed:
             *     - `INVALID_API_KEY`: the key is missing, malformed, unknown, revoked, expired or of the wrong kind
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "INVALID_API_KEY";
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "unauthorized";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Not allowed:
             *     - `RESOURCE_FORBIDDEN`: the resource belongs to an operator the key does not act for
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "RESOURCE_FORBIDDEN";
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "forbidden";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Not found:
             *     - `not_found`: no such resource, or a path that names none (undecodable, or a parameter longer than 256 characters)
             *     - `tournament_not_found`: no tournament with this id
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "not_found" | "tournament_not_found";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Body too large:
             *     - `payload_too_large`: the body exceeds 1 MiB
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "payload_too_large";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Rate limit exceeded:
             *     - `rate_limit_exceeded`: a rate limit refused the call; retry after Retry-After seconds
             */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window of the limit that refused the call */
                    "X-RateLimit-Limit"?: number;
                    /** @description Always 0 on a 429 */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which that window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /**
                             * @description The limit that refused the call
                             * @enum {string}
                             */
                            category: "internal" | "internal_burst" | "failed_auth";
                            /** @description Requests (or failed authentications) allowed per window */
                            limit: number;
                            /** @description Seconds until a call can pass again (also in Retry-After) */
                            retry_after: number;
                            /** @description Length of the window, in seconds */
                            window_seconds: number;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "rate_limit_exceeded";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Internal error:
             *     - `internal_error`: an unexpected error; quote details.request_id
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "internal_error";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Service unavailable:
             *     - `service_unavailable`: a dependency (the database, or the operator’s wallet) is unavailable; retry after Retry-After seconds
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description Readiness only: the result of each check */
                            checks?: {
                                [key: string]: unknown;
                            };
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "service_unavailable";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
        };
    };
    HopOnOffController_leave: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; `1` or `1.0.0` */
                "API-Version"?: "1" | "1.0.0";
            };
            path: {
                playerId: string;
                tournamentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    /** @description Calls allowed in the window of the most constraining limit that applied to this call */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which that window ends */
                    "X-RateLimit-Reset"?: number;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WithdrawalDto"];
                };
            };
            /**
             * @description The request cannot be read:
             *     - `invalid_request`: the request cannot be read: malformed JSON, a body that is not an object, a Content-Type other than application/json, a bad query parameter or a malformed Idempotency-Key
             *     - `unsupported_api_version`: the API-Version header names a version other than 1 or 1.0.0
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            /** @description With a bad query parameter or Idempotency-Key: parameter → messages */
                            errors?: {
                                [key: string]: string[];
                            };
                            /**
                             * @description With unsupported_api_version
                             * @example [
                             *       "1.0.0"
                             *     ]
                             */
                            supported_versions?: string[];
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "invalid_request" | "unsupported_api_version";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Authentication failed:
             *     - `INVALID_API_KEY`: the key is missing, malformed, unknown, revoked, expired or of the wrong kind
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "INVALID_API_KEY";
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "unauthorized";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Not allowed:
             *     - `RESOURCE_FORBIDDEN`: the resource belongs to an operator the key does not act for
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "RESOURCE_FORBIDDEN";
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "forbidden";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Not found:
             *     - `not_found`: no such resource, or a path that names none (undecodable, or a parameter longer than 256 characters)
             *     - `player_not_found`: no such player
             *     - `tournament_not_found`: no tournament with this id
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "not_found" | "player_not_found" | "tournament_not_found";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Conflict with the current state:
             *     - `conflict`: the request conflicts with the current state
             *     - `tournament_cancelled`: the tournament is cancelled
             *     - `tournament_started`: the tournament has started; this is allowed only before
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "conflict" | "tournament_cancelled" | "tournament_started";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Body too large:
             *     - `payload_too_large`: the body exceeds 1 MiB
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "payload_too_large";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Rate limit exceeded:
             *     - `rate_limit_exceeded`: a rate limit refused the call; retry after Retry-After seconds
             */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window of the limit that refused the call */
                    "X-RateLimit-Limit"?: number;
                    /** @description Always 0 on a 429 */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which that window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /**
                             * @description The limit that refused the call
                             * @enum {string}
                             */
                            category: "internal" | "internal_burst" | "failed_auth";
                            /** @description Requests (or failed authentications) allowed per window */
                            limit: number;
                            /** @description Seconds until a call can pass again (also in Retry-After) */
                            retry_after: number;
                            /** @description Length of the window, in seconds */
                            window_seconds: number;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "rate_limit_exceeded";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Internal error:
             *     - `internal_error`: an unexpected error; quote details.request_id
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "internal_error";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Service unavailable:
             *     - `service_unavailable`: a dependency (the database, or the operator’s wallet) is unavailable; retry after Retry-After seconds
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description Readiness only: the result of each check */
                            checks?: {
                                [key: string]: unknown;
                            };
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "service_unavailable";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
        };
    };
    RoomsController_list: {
        parameters: {
            query?: {
                /** @description Items per page */
                limit?: number;
                /** @description Items to skip */
                offset?: number;
                /** @description One status or a comma-separated list of them (open, playing, closed); all when absent */
                status?: string;
            };
            header?: {
                /** @description Optional; `1` or `1.0.0` */
                "API-Version"?: "1" | "1.0.0";
            };
            path: {
                tournamentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    /** @description Calls allowed in the window of the most constraining limit that applied to this call */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which that window ends */
                    "X-RateLimit-Reset"?: number;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoomListDto"];
                };
            };
            /**
             * @description The request cannot be read:
             *     - `invalid_request`: the request cannot be read: malformed JSON, a body that is not an object, a Content-Type other than application/json, a bad query parameter or a malformed Idempotency-Key
             *     - `unsupported_api_version`: the API-Version header names a version other than 1 or 1.0.0
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            /** @description With a bad query parameter or Idempotency-Key: parameter → messages */
                            errors?: {
                                [key: string]: string[];
                            };
                            /**
                             * @description With unsupported_api_version
                             * @example [
                             *       "1.0.0"
                             *     ]
                             */
                            supported_versions?: string[];
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "invalid_request" | "unsupported_api_version";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Authentication failed:
             *     - `INVALID_API_KEY`: the key is missing, malformed, unknown, revoked, expired or of the wrong kind
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "INVALID_API_KEY";
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "unauthorized";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Not allowed:
             *     - `RESOURCE_FORBIDDEN`: the resource belongs to an operator the key does not act for
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "RESOURCE_FORBIDDEN";
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "forbidden";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Not found:
             *     - `not_found`: no such resource, or a path that names none (undecodable, or a parameter longer than 256 characters)
             *     - `tournament_not_found`: no tournament with this id
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "not_found" | "tournament_not_found";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Body too large:
             *     - `payload_too_large`: the body exceeds 1 MiB
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "payload_too_large";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Rate limit exceeded:
             *     - `rate_limit_exceeded`: a rate limit refused the call; retry after Retry-After seconds
             */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window of the limit that refused the call */
                    "X-RateLimit-Limit"?: number;
                    /** @description Always 0 on a 429 */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which that window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /**
                             * @description The limit that refused the call
                             * @enum {string}
                             */
                            category: "internal" | "internal_burst" | "failed_auth";
                            /** @description Requests (or failed authentications) allowed per window */
                            limit: number;
                            /** @description Seconds until a call can pass again (also in Retry-After) */
                            retry_after: number;
                            /** @description Length of the window, in seconds */
                            window_seconds: number;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "rate_limit_exceeded";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Internal error:
             *     - `internal_error`: an unexpected error; quote details.request_id
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "internal_error";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Service unavailable:
             *     - `service_unavailable`: a dependency (the database, or the operator’s wallet) is unavailable; retry after Retry-After seconds
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description Readiness only: the result of each check */
                            checks?: {
                                [key: string]: unknown;
                            };
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "service_unavailable";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
        };
    };
    RoomsController_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; `1` or `1.0.0` */
                "API-Version"?: "1" | "1.0.0";
            };
            path: {
                tournamentId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateRoomDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    /** @description Calls allowed in the window of the most constraining limit that applied to this call */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which that window ends */
                    "X-RateLimit-Reset"?: number;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoomDto"];
                };
            };
            /**
             * @description The request cannot be read:
             *     - `invalid_request`: the request cannot be read: malformed JSON, a body that is not an object, a Content-Type other than application/json, a bad query parameter or a malformed Idempotency-Key
             *     - `unsupported_api_version`: the API-Version header names a version other than 1 or 1.0.0
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            /** @description With a bad query parameter or Idempotency-Key: parameter → messages */
                            errors?: {
                                [key: string]: string[];
                            };
                            /**
                             * @description With unsupported_api_version
                             * @example [
                             *       "1.0.0"
                             *     ]
                             */
                            supported_versions?: string[];
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "invalid_request" | "unsupported_api_version";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Authentication failed:
             *     - `INVALID_API_KEY`: the key is missing, malformed, unknown, revoked, expired or of the wrong kind
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "INVALID_API_KEY";
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "unauthorized";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Not allowed:
             *     - `RESOURCE_FORBIDDEN`: the resource belongs to an operator the key does not act for
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "RESOURCE_FORBIDDEN";
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "forbidden";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Not found:
             *     - `not_found`: no such resource, or a path that names none (undecodable, or a parameter longer than 256 characters)
             *     - `tournament_not_found`: no tournament with this id
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "not_found" | "tournament_not_found";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Conflict with the current state:
             *     - `tournament_cancelled`: the tournament is cancelled
             *     - `tournament_completed`: the tournament is completed
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "tournament_cancelled" | "tournament_completed";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Body too large:
             *     - `payload_too_large`: the body exceeds 1 MiB
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "payload_too_large";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Validation failed:
             *     - `validation_error`: a field is missing, wrong, unknown or breaks a business rule; `errors` names each field
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "validation_error";
                        /** @description Field path → messages */
                        errors: {
                            [key: string]: string[];
                        };
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Rate limit exceeded:
             *     - `rate_limit_exceeded`: a rate limit refused the call; retry after Retry-After seconds
             */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window of the limit that refused the call */
                    "X-RateLimit-Limit"?: number;
                    /** @description Always 0 on a 429 */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which that window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /**
                             * @description The limit that refused the call
                             * @enum {string}
                             */
                            category: "internal" | "internal_burst" | "failed_auth";
                            /** @description Requests (or failed authentications) allowed per window */
                            limit: number;
                            /** @description Seconds until a call can pass again (also in Retry-After) */
                            retry_after: number;
                            /** @description Length of the window, in seconds */
                            window_seconds: number;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "rate_limit_exceeded";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Internal error:
             *     - `internal_error`: an unexpected error; quote details.request_id
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "internal_error";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Service unavailable:
             *     - `service_unavailable`: a dependency (the database, or the operator’s wallet) is unavailable; retry after Retry-After seconds
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description Readiness only: the result of each check */
                            checks?: {
                                [key: string]: unknown;
                            };
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "service_unavailable";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
        };
    };
    RoomsController_get: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; `1` or `1.0.0` */
                "API-Version"?: "1" | "1.0.0";
            };
            path: {
                roomId: string;
                tournamentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    /** @description Calls allowed in the window of the most constraining limit that applied to this call */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which that window ends */
                    "X-RateLimit-Reset"?: number;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoomDto"];
                };
            };
            /**
             * @description The request cannot be read:
             *     - `invalid_request`: the request cannot be read: malformed JSON, a body that is not an object, a Content-Type other than application/json, a bad query parameter or a malformed Idempotency-Key
             *     - `unsupported_api_version`: the API-Version header names a version other than 1 or 1.0.0
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            /** @description With a bad query parameter or Idempotency-Key: parameter → messages */
                            errors?: {
                                [key: string]: string[];
                            };
                            /**
                             * @description With unsupported_api_version
                             * @example [
                             *       "1.0.0"
                             *     ]
                             */
                            supported_versions?: string[];
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "invalid_request" | "unsupported_api_version";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Authentication failed:
             *     - `INVALID_API_KEY`: the key is missing, malformed, unknown, revoked, expired or of the wrong kind
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "INVALID_API_KEY";
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "unauthorized";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Not allowed:
             *     - `RESOURCE_FORBIDDEN`: the resource belongs to an operator the key does not act for
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "RESOURCE_FORBIDDEN";
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "forbidden";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Not found:
             *     - `not_found`: no such resource, or a path that names none (undecodable, or a parameter longer than 256 characters)
             *     - `room_not_found`: no room with this id in the tournament
             *     - `tournament_not_found`: no tournament with this id
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "not_found" | "room_not_found" | "tournament_not_found";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Body too large:
             *     - `payload_too_large`: the body exceeds 1 MiB
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "payload_too_large";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Rate limit exceeded:
             *     - `rate_limit_exceeded`: a rate limit refused the call; retry after Retry-After seconds
             */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window of the limit that refused the call */
                    "X-RateLimit-Limit"?: number;
                    /** @description Always 0 on a 429 */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which that window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /**
                             * @description The limit that refused the call
                             * @enum {string}
                             */
                            category: "internal" | "internal_burst" | "failed_auth";
                            /** @description Requests (or failed authentications) allowed per window */
                            limit: number;
                            /** @description Seconds until a call can pass again (also in Retry-After) */
                            retry_after: number;
                            /** @description Length of the window, in seconds */
                            window_seconds: number;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "rate_limit_exceeded";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Internal error:
             *     - `internal_error`: an unexpected error; quote details.request_id
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "internal_error";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Service unavailable:
             *     - `service_unavailable`: a dependency (the database, or the operator’s wallet) is unavailable; retry after Retry-After seconds
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description Readiness only: the result of each check */
                            checks?: {
                                [key: string]: unknown;
                            };
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "service_unavailable";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
        };
    };
    RoomsController_update: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; `1` or `1.0.0` */
                "API-Version"?: "1" | "1.0.0";
            };
            path: {
                roomId: string;
                tournamentId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateRoomDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    /** @description Calls allowed in the window of the most constraining limit that applied to this call */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which that window ends */
                    "X-RateLimit-Reset"?: number;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoomDto"];
                };
            };
            /**
             * @description The request cannot be read:
             *     - `invalid_request`: the request cannot be read: malformed JSON, a body that is not an object, a Content-Type other than application/json, a bad query parameter or a malformed Idempotency-Key
             *     - `unsupported_api_version`: the API-Version header names a version other than 1 or 1.0.0
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            /** @description With a bad query parameter or Idempotency-Key: parameter → messages */
                            errors?: {
                                [key: string]: string[];
                            };
                            /**
                             * @description With unsupported_api_version
                             * @example [
                             *       "1.0.0"
                             *     ]
                             */
                            supported_versions?: string[];
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "invalid_request" | "unsupported_api_version";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Authentication failed:
             *     - `INVALID_API_KEY`: the key is missing, malformed, unknown, revoked, expired or of the wrong kind
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "INVALID_API_KEY";
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "unauthorized";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Not allowed:
             *     - `RESOURCE_FORBIDDEN`: the resource belongs to an operator the key does not act for
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "RESOURCE_FORBIDDEN";
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "forbidden";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Not found:
             *     - `not_found`: no such resource, or a path that names none (undecodable, or a parameter longer than 256 characters)
             *     - `room_not_found`: no room with this id in the tournament
             *     - `tournament_not_found`: no tournament with this id
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "not_found" | "room_not_found" | "tournament_not_found";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Conflict with the current state:
             *     - `invalid_room_transition`: rooms move open → playing → closed, never back
             *     - `room_closed`: the room is closed and can no longer change
             *     - `tournament_cancelled`: the tournament is cancelled
             *     - `tournament_completed`: the tournament is completed
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "invalid_room_transition" | "room_closed" | "tournament_cancelled" | "tournament_completed";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Body too large:
             *     - `payload_too_large`: the body exceeds 1 MiB
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "payload_too_large";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Validation failed:
             *     - `validation_error`: a field is missing, wrong, unknown or breaks a business rule; `errors` names each field
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "validation_error";
                        /** @description Field path → messages */
                        errors: {
                            [key: string]: string[];
                        };
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Rate limit exceeded:
             *     - `rate_limit_exceeded`: a rate limit refused the call; retry after Retry-After seconds
             */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window of the limit that refused the call */
                    "X-RateLimit-Limit"?: number;
                    /** @description Always 0 on a 429 */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which that window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /**
                             * @description The limit that refused the call
                             * @enum {string}
                             */
                            category: "internal" | "internal_burst" | "failed_auth";
                            /** @description Requests (or failed authentications) allowed per window */
                            limit: number;
                            /** @description Seconds until a call can pass again (also in Retry-After) */
                            retry_after: number;
                            /** @description Length of the window, in seconds */
                            window_seconds: number;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "rate_limit_exceeded";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Internal error:
             *     - `internal_error`: an unexpected error; quote details.request_id
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "internal_error";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Service unavailable:
             *     - `service_unavailable`: a dependency (the database, or the operator’s wallet) is unavailable; retry after Retry-After seconds
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description Readiness only: the result of each check */
                            checks?: {
                                [key: string]: unknown;
                            };
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "service_unavailable";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
        };
    };
    InternalTournamentsController_status: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; `1` or `1.0.0` */
                "API-Version"?: "1" | "1.0.0";
            };
            path: {
                tournamentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    /** @description Calls allowed in the window of the most constraining limit that applied to this call */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which that window ends */
                    "X-RateLimit-Reset"?: number;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalTournamentStatusDto"];
                };
            };
            /**
             * @description The request cannot be read:
             *     - `invalid_request`: the request cannot be read: malformed JSON, a body that is not an object, a Content-Type other than application/json, a bad query parameter or a malformed Idempotency-Key
             *     - `unsupported_api_version`: the API-Version header names a version other than 1 or 1.0.0
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            /** @description With a bad query parameter or Idempotency-Key: parameter → messages */
                            errors?: {
                                [key: string]: string[];
                            };
                            /**
                             * @description With unsupported_api_version
                             * @example [
                             *       "1.0.0"
                             *     ]
                             */
                            supported_versions?: string[];
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "invalid_request" | "unsupported_api_version";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Authentication failed:
             *     - `INVALID_API_KEY`: the key is missing, malformed, unknown, revoked, expired or of the wrong kind
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "INVALID_API_KEY";
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "unauthorized";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Not allowed:
             *     - `RESOURCE_FORBIDDEN`: the resource belongs to an operator the key does not act for
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "RESOURCE_FORBIDDEN";
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "forbidden";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Not found:
             *     - `not_found`: no such resource, or a path that names none (undecodable, or a parameter longer than 256 characters)
             *     - `tournament_not_found`: no tournament with this id
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "not_found" | "tournament_not_found";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Body too large:
             *     - `payload_too_large`: the body exceeds 1 MiB
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "payload_too_large";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Rate limit exceeded:
             *     - `rate_limit_exceeded`: a rate limit refused the call; retry after Retry-After seconds
             */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window of the limit that refused the call */
                    "X-RateLimit-Limit"?: number;
                    /** @description Always 0 on a 429 */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which that window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /**
                             * @description The limit that refused the call
                             * @enum {string}
                             */
                            category: "internal" | "internal_burst" | "failed_auth";
                            /** @description Requests (or failed authentications) allowed per window */
                            limit: number;
                            /** @description Seconds until a call can pass again (also in Retry-After) */
                            retry_after: number;
                            /** @description Length of the window, in seconds */
                            window_seconds: number;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "rate_limit_exceeded";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Internal error:
             *     - `internal_error`: an unexpected error; quote details.request_id
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "internal_error";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Service unavailable:
             *     - `service_unavailable`: a dependency (the database, or the operator’s wallet) is unavailable; retry after Retry-After seconds
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description Readiness only: the result of each check */
                            checks?: {
                                [key: string]: unknown;
                            };
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "service_unavailable";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
        };
    };
    PlayerAccountsController_history: {
        parameters: {
            query?: {
                /** @description Items per page */
                limit?: number;
                /** @description Items to skip */
                offset?: number;
            };
            header?: {
                /** @description Optional; `1` or `1.0.0` */
                "API-Version"?: "1" | "1.0.0";
            };
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    /** @description Calls allowed in the window of the most constraining limit that applied to this call */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which that window ends */
                    "X-RateLimit-Reset"?: number;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlayerHistoryDto"];
                };
            };
            /**
             * @description The request cannot be read:
             *     - `invalid_request`: the request cannot be read: malformed JSON, a body that is not an object, a Content-Type other than application/json, a bad query parameter or a malformed Idempotency-Key
             *     - `unsupported_api_version`: the API-Version header names a version other than 1 or 1.0.0
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            /** @description With a bad query parameter or Idempotency-Key: parameter → messages */
                            errors?: {
                                [key: string]: string[];
                            };
                            /**
                             * @description With unsupported_api_version
                             * @example [
                             *       "1.0.0"
                             *     ]
                             */
                            supported_versions?: string[];
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "invalid_request" | "unsupported_api_version";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Authentication failed:
             *     - `INVALID_API_KEY`: the key is missing, malformed, unknown, revoked, expired or of the wrong kind
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "INVALID_API_KEY";
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "unauthorized";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Not allowed:
             *     - `INSUFFICIENT_PERMISSIONS`: the key’s role lacks the permission the route needs (named in required_permission); this route needs 'players.read' (This API key lacks the 'players.read' permission)
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "INSUFFICIENT_PERMISSIONS";
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "forbidden";
                        /** @description For people; do not parse */
                        message: string;
                        /**
                         * @description The permission the key lacks (with INSUFFICIENT_PERMISSIONS)
                         * @enum {string}
                         */
                        required_permission?: "players.read";
                    };
                };
            };
            /**
             * @description Not found:
             *     - `not_found`: no such resource, or a path that names none (undecodable, or a parameter longer than 256 characters)
             *     - `player_not_found`: no such player
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "not_found" | "player_not_found";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Body too large:
             *     - `payload_too_large`: the body exceeds 1 MiB
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "payload_too_large";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Rate limit exceeded:
             *     - `rate_limit_exceeded`: a rate limit refused the call; retry after Retry-After seconds
             */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window of the limit that refused the call */
                    "X-RateLimit-Limit"?: number;
                    /** @description Always 0 on a 429 */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which that window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /**
                             * @description The limit that refused the call
                             * @enum {string}
                             */
                            category: "creation" | "registration" | "results" | "tournament_ops" | "general" | "burst" | "failed_auth";
                            /** @description Requests (or failed authentications) allowed per window */
                            limit: number;
                            /** @description Seconds until a call can pass again (also in Retry-After) */
                            retry_after: number;
                            /** @description Length of the window, in seconds */
                            window_seconds: number;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "rate_limit_exceeded";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Internal error:
             *     - `internal_error`: an unexpected error; quote details.request_id
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "internal_error";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Service unavailable:
             *     - `service_unavailable`: a dependency (the database, or the operator’s wallet) is unavailable; retry after Retry-After seconds
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description Readiness only: the result of each check */
                            checks?: {
                                [key: string]: unknown;
                            };
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "service_unavailable";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
        };
    };
    PlayerAccountsController_wallet: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; `1` or `1.0.0` */
                "API-Version"?: "1" | "1.0.0";
            };
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    /** @description Calls allowed in the window of the most constraining limit that applied to this call */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which that window ends */
                    "X-RateLimit-Reset"?: number;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WalletDto"];
                };
            };
            /**
             * @description The request cannot be read:
             *     - `invalid_request`: the request cannot be read: malformed JSON, a body that is not an object, a Content-Type other than application/json, a bad query parameter or a malformed Idempotency-Key
             *     - `unsupported_api_version`: the API-Version header names a version other than 1 or 1.0.0
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            /** @description With a bad query parameter or Idempotency-Key: parameter → messages */
                            errors?: {
                                [key: string]: string[];
                            };
                            /**
                             * @description With unsupported_api_version
                             * @example [
                             *       "1.0.0"
                             *     ]
                             */
                            supported_versions?: string[];
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "invalid_request" | "unsupported_api_version";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Authentication failed:
             *     - `INVALID_API_KEY`: the key is missing, malformed, unknown, revoked, expired or of the wrong kind
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "INVALID_API_KEY";
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "unauthorized";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Not allowed:
             *     - `INSUFFICIENT_PERMISSIONS`: the key’s role lacks the permission the route needs (named in required_permission); this route needs 'players.read' (This API key lacks the 'players.read' permission)
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "INSUFFICIENT_PERMISSIONS";
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "forbidden";
                        /** @description For people; do not parse */
                        message: string;
                        /**
                         * @description The permission the key lacks (with INSUFFICIENT_PERMISSIONS)
                         * @enum {string}
                         */
                        required_permission?: "players.read";
                    };
                };
            };
            /**
             * @description Not found:
             *     - `not_found`: no such resource, or a path that names none (undecodable, or a parameter longer than 256 characters)
             *     - `player_not_found`: no such player
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "not_found" | "player_not_found";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Body too large:
             *     - `payload_too_large`: the body exceeds 1 MiB
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "payload_too_large";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Rate limit exceeded:
             *     - `rate_limit_exceeded`: a rate limit refused the call; retry after Retry-After seconds
             */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window of the limit that refused the call */
                    "X-RateLimit-Limit"?: number;
                    /** @description Always 0 on a 429 */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which that window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /**
                             * @description The limit that refused the call
                             * @enum {string}
                             */
                            category: "creation" | "registration" | "results" | "tournament_ops" | "general" | "burst" | "failed_auth";
                            /** @description Requests (or failed authentications) allowed per window */
                            limit: number;
                            /** @description Seconds until a call can pass again (also in Retry-After) */
                            retry_after: number;
                            /** @description Length of the window, in seconds */
                            window_seconds: number;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "rate_limit_exceeded";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Internal error:
             *     - `internal_error`: an unexpected error; quote details.request_id
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "internal_error";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Service unavailable:
             *     - `service_unavailable`: a dependency (the database, or the operator’s wallet) is unavailable; retry after Retry-After seconds
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description Readiness only: the result of each check */
                            checks?: {
                                [key: string]: unknown;
                            };
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "service_unavailable";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
        };
    };
    PlayerAccountsController_transfer: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; `1` or `1.0.0` */
                "API-Version"?: "1" | "1.0.0";
                /** @description Optional. 1-255 visible ASCII characters; any other value is 400 `invalid_request`. Keys are scoped to the operator. The first request with a key runs and its response (status and body, 4xx included, 5xx and 429 excepted) is kept for 24 h. A retry with the same key and the same request (method, path, query and JSON body, key order ignored) gets that response again, with `Idempotent-Replayed: true`, without running again. The same key with a different request is 409 `idempotency_conflict`; a retry while the first request still runs is 409 `idempotency_key_in_use`. After a 5xx the key is free again, so a retry runs. */
                "Idempotency-Key"?: string;
            };
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WalletTransferDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    /** @description Calls allowed in the window of the most constraining limit that applied to this call */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which that window ends */
                    "X-RateLimit-Reset"?: number;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransferResultDto"];
                };
            };
            /**
             * @description The request cannot be read:
             *     - `invalid_request`: the request cannot be read: malformed JSON, a body that is not an object, a Content-Type other than application/json, a bad query parameter or a malformed Idempotency-Key
             *     - `unsupported_api_version`: the API-Version header names a version other than 1 or 1.0.0
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            /** @description With a bad query parameter or Idempotency-Key: parameter → messages */
                            errors?: {
                                [key: string]: string[];
                            };
                            /**
                             * @description With unsupported_api_version
                             * @example [
                             *       "1.0.0"
                             *     ]
                             */
                            supported_versions?: string[];
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "invalid_request" | "unsupported_api_version";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Authentication failed:
             *     - `INVALID_API_KEY`: the key is missing, malformed, unknown, revoked, expired or of the wrong kind
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "INVALID_API_KEY";
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "unauthorized";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Not allowed:
             *     - `INSUFFICIENT_PERMISSIONS`: the key’s role lacks the permission the route needs (named in required_permission); this route needs 'players.write' (This API key lacks the 'players.write' permission)
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "INSUFFICIENT_PERMISSIONS";
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "forbidden";
                        /** @description For people; do not parse */
                        message: string;
                        /**
                         * @description The permission the key lacks (with INSUFFICIENT_PERMISSIONS)
                         * @enum {string}
                         */
                        required_permission?: "players.write";
                    };
                };
            };
            /**
             * @description Not found:
             *     - `not_found`: no such resource, or a path that names none (undecodable, or a parameter longer than 256 characters)
             *     - `player_not_found`: no such player
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "not_found" | "player_not_found";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Conflict with the current state:
             *     - `conflict`: the request conflicts with the current state
             *     - `idempotency_conflict`: the Idempotency-Key (or the payment_id / transfer_id) was already used for a different request
             *     - `idempotency_key_in_use`: a request with this Idempotency-Key is still running; retry after it completes
             *     - `insufficient_balance`: the player's balance (or the operator's seamless wallet) does not cover the amount
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "conflict" | "idempotency_conflict" | "idempotency_key_in_use" | "insufficient_balance";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Body too large:
             *     - `payload_too_large`: the body exceeds 1 MiB
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "payload_too_large";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Validation failed:
             *     - `validation_error`: a field is missing, wrong, unknown or breaks a business rule; `errors` names each field
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "validation_error";
                        /** @description Field path → messages */
                        errors: {
                            [key: string]: string[];
                        };
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Rate limit exceeded:
             *     - `rate_limit_exceeded`: a rate limit refused the call; retry after Retry-After seconds
             */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window of the limit that refused the call */
                    "X-RateLimit-Limit"?: number;
                    /** @description Always 0 on a 429 */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which that window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /**
                             * @description The limit that refused the call
                             * @enum {string}
                             */
                            category: "creation" | "registration" | "results" | "tournament_ops" | "general" | "burst" | "failed_auth";
                            /** @description Requests (or failed authentications) allowed per window */
                            limit: number;
                            /** @description Seconds until a call can pass again (also in Retry-After) */
                            retry_after: number;
                            /** @description Length of the window, in seconds */
                            window_seconds: number;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "rate_limit_exceeded";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Internal error:
             *     - `internal_error`: an unexpected error; quote details.request_id
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "internal_error";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Service unavailable:
             *     - `service_unavailable`: a dependency (the database, or the operator’s wallet) is unavailable; retry after Retry-After seconds
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description Readiness only: the result of each check */
                            checks?: {
                                [key: string]: unknown;
                            };
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "service_unavailable";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
        };
    };
    SeriesController_list: {
        parameters: {
            query?: {
                /** @description Items per page */
                limit?: number;
                /** @description Items to skip */
                offset?: number;
            };
            header?: {
                /** @description Optional; `1` or `1.0.0` */
                "API-Version"?: "1" | "1.0.0";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    /** @description Calls allowed in the window of the most constraining limit that applied to this call */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which that window ends */
                    "X-RateLimit-Reset"?: number;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SeriesListDto"];
                };
            };
            /**
             * @description The request cannot be read:
             *     - `invalid_request`: the request cannot be read: malformed JSON, a body that is not an object, a Content-Type other than application/json, a bad query parameter or a malformed Idempotency-Key
             *     - `unsupported_api_version`: the API-Version header names a version other than 1 or 1.0.0
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            /** @description With a bad query parameter or Idempotency-Key: parameter → messages */
                            errors?: {
                                [key: string]: string[];
                            };
                            /**
                             * @description With unsupported_api_version
                             * @example [
                             *       "1.0.0"
                             *     ]
                             */
                            supported_versions?: string[];
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "invalid_request" | "unsupported_api_version";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Authentication failed:
             *     - `INVALID_API_KEY`: the key is missing, malformed, unknown, revoked, expired or of the wrong kind
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "INVALID_API_KEY";
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "unauthorized";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Not allowed:
             *     - `INSUFFICIENT_PERMISSIONS`: the key’s role lacks the permission the route needs (named in required_permission); this route needs 'tournaments.read' (This API key lacks the 'tournaments.read' permission)
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "INSUFFICIENT_PERMISSIONS";
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "forbidden";
                        /** @description For people; do not parse */
                        message: string;
                        /**
                         * @description The permission the key lacks (with INSUFFICIENT_PERMISSIONS)
                         * @enum {string}
                         */
                        required_permission?: "tournaments.read";
                    };
                };
            };
            /**
             * @description Body too large:
             *     - `payload_too_large`: the body exceeds 1 MiB
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "payload_too_large";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Rate limit exceeded:
             *     - `rate_limit_exceeded`: a rate limit refused the call; retry after Retry-After seconds
             */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window of the limit that refused the call */
                    "X-RateLimit-Limit"?: number;
                    /** @description Always 0 on a 429 */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which that window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /**
                             * @description The limit that refused the call
                             * @enum {string}
                             */
                            category: "creation" | "registration" | "results" | "tournament_ops" | "general" | "burst" | "failed_auth";
                            /** @description Requests (or failed authentications) allowed per window */
                            limit: number;
                            /** @description Seconds until a call can pass again (also in Retry-After) */
                            retry_after: number;
                            /** @description Length of the window, in seconds */
                            window_seconds: number;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "rate_limit_exceeded";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Internal error:
             *     - `internal_error`: an unexpected error; quote details.request_id
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "internal_error";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Service unavailable:
             *     - `service_unavailable`: a dependency (the database, or the operator’s wallet) is unavailable; retry after Retry-After seconds
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description Readiness only: the result of each check */
                            checks?: {
                                [key: string]: unknown;
                            };
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "service_unavailable";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
        };
    };
    SeriesController_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; `1` or `1.0.0` */
                "API-Version"?: "1" | "1.0.0";
                /** @description Optional. 1-255 visible ASCII characters; any other value is 400 `invalid_request`. Keys are scoped to the operator. The first request with a key runs and its response (status and body, 4xx included, 5xx and 429 excepted) is kept for 24 h. A retry with the same key and the same request (method, path, query and JSON body, key order ignored) gets that response again, with `Idempotent-Replayed: true`, without running again. The same key with a different request is 409 `idempotency_conflict`; a retry while the first request still runs is 409 `idempotency_key_in_use`. After a 5xx the key is free again, so a retry runs. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateSeriesDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    /** @description Calls allowed in the window of the most constraining limit that applied to this call */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which that window ends */
                    "X-RateLimit-Reset"?: number;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SeriesDetailsDto"];
                };
            };
            /**
             * @description The request cannot be read:
             *     - `invalid_request`: the request cannot be read: malformed JSON, a body that is not an object, a Content-Type other than application/json, a bad query parameter or a malformed Idempotency-Key
             *     - `unsupported_api_version`: the API-Version header names a version other than 1 or 1.0.0
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            /** @description With a bad query parameter or Idempotency-Key: parameter → messages */
                            errors?: {
                                [key: string]: string[];
                            };
                            /**
                             * @description With unsupported_api_version
                             * @example [
                             *       "1.0.0"
                             *     ]
                             */
                            supported_versions?: string[];
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "invalid_request" | "unsupported_api_version";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Authentication failed:
             *     - `INVALID_API_KEY`: the key is missing, malformed, unknown, revoked, expired or of the wrong kind
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "INVALID_API_KEY";
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "unauthorized";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Not allowed:
             *     - `INSUFFICIENT_PERMISSIONS`: the key’s role lacks the permission the route needs (named in required_permission); this route needs 'tournaments.write' (This API key lacks the 'tournaments.write' permission)
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "INSUFFICIENT_PERMISSIONS";
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "forbidden";
                        /** @description For people; do not parse */
                        message: string;
                        /**
                         * @description The permission the key lacks (with INSUFFICIENT_PERMISSIONS)
                         * @enum {string}
                         */
                        required_permission?: "tournaments.write";
                    };
                };
            };
            /**
             * @description Conflict with the current state:
             *     - `duplicate_external_id`: the operator already has a tournament with this external_id
             *     - `idempotency_conflict`: the Idempotency-Key (or the payment_id / transfer_id) was already used for a different request
             *     - `idempotency_key_in_use`: a request with this Idempotency-Key is still running; retry after it completes
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "duplicate_external_id" | "idempotency_conflict" | "idempotency_key_in_use";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Body too large:
             *     - `payload_too_large`: the body exceeds 1 MiB
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "payload_too_large";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Validation failed:
             *     - `validation_error`: a field is missing, wrong, unknown or breaks a business rule; `errors` names each field
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "validation_error";
                        /** @description Field path → messages */
                        errors: {
                            [key: string]: string[];
                        };
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Rate limit exceeded:
             *     - `rate_limit_exceeded`: a rate limit refused the call; retry after Retry-After seconds
             */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window of the limit that refused the call */
                    "X-RateLimit-Limit"?: number;
                    /** @description Always 0 on a 429 */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which that window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /**
                             * @description The limit that refused the call
                             * @enum {string}
                             */
                            category: "creation" | "registration" | "results" | "tournament_ops" | "general" | "burst" | "failed_auth";
                            /** @description Requests (or failed authentications) allowed per window */
                            limit: number;
                            /** @description Seconds until a call can pass again (also in Retry-After) */
                            retry_after: number;
                            /** @description Length of the window, in seconds */
                            window_seconds: number;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "rate_limit_exceeded";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Internal error:
             *     - `internal_error`: an unexpected error; quote details.request_id
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "internal_error";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Service unavailable:
             *     - `service_unavailable`: a dependency (the database, or the operator’s wallet) is unavailable; retry after Retry-After seconds
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description Readiness only: the result of each check */
                            checks?: {
                                [key: string]: unknown;
                            };
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "service_unavailable";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
        };
    };
    SeriesController_details: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; `1` or `1.0.0` */
                "API-Version"?: "1" | "1.0.0";
            };
            path: {
                seriesId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    /** @description Calls allowed in the window of the most constraining limit that applied to this call */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which that window ends */
                    "X-RateLimit-Reset"?: number;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SeriesDetailsDto"];
                };
            };
            /**
             * @description The request cannot be read:
             *     - `invalid_request`: the request cannot be read: malformed JSON, a body that is not an object, a Content-Type other than application/json, a bad query parameter or a malformed Idempotency-Key
             *     - `unsupported_api_version`: the API-Version header names a version other than 1 or 1.0.0
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            /** @description With a bad query parameter or Idempotency-Key: parameter → messages */
                            errors?: {
                                [key: string]: string[];
                            };
                            /**
                             * @description With unsupported_api_version
                             * @example [
                             *       "1.0.0"
                             *     ]
                             */
                            supported_versions?: string[];
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "invalid_request" | "unsupported_api_version";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Authentication failed:
             *     - `INVALID_API_KEY`: the key is missing, malformed, unknown, revoked, expired or of the wrong kind
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "INVALID_API_KEY";
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "unauthorized";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Not allowed:
             *     - `INSUFFICIENT_PERMISSIONS`: the key’s role lacks the permission the route needs (named in required_permission); this route needs 'tournaments.read' (This API key lacks the 'tournaments.read' permission)
             *     - `RESOURCE_FORBIDDEN`: the resource belongs to an operator the key does not act for
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "INSUFFICIENT_PERMISSIONS" | "RESOURCE_FORBIDDEN";
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "forbidden";
                        /** @description For people; do not parse */
                        message: string;
                        /**
                         * @description The permission the key lacks (with INSUFFICIENT_PERMISSIONS)
                         * @enum {string}
                         */
                        required_permission?: "tournaments.read";
                    };
                };
            };
            /**
             * @description Not found:
             *     - `not_found`: no such resource, or a path that names none (undecodable, or a parameter longer than 256 characters)
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "not_found";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Body too large:
             *     - `payload_too_large`: the body exceeds 1 MiB
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "payload_too_large";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Rate limit exceeded:
             *     - `rate_limit_exceeded`: a rate limit refused the call; retry after Retry-After seconds
             */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window of the limit that refused the call */
                    "X-RateLimit-Limit"?: number;
                    /** @description Always 0 on a 429 */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which that window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /**
                             * @description The limit that refused the call
                             * @enum {string}
                             */
                            category: "creation" | "registration" | "results" | "tournament_ops" | "general" | "burst" | "failed_auth";
                            /** @description Requests (or failed authentications) allowed per window */
                            limit: number;
                            /** @description Seconds until a call can pass again (also in Retry-After) */
                            retry_after: number;
                            /** @description Length of the window, in seconds */
                            window_seconds: number;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "rate_limit_exceeded";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Internal error:
             *     - `internal_error`: an unexpected error; quote details.request_id
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "internal_error";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Service unavailable:
             *     - `service_unavailable`: a dependency (the database, or the operator’s wallet) is unavailable; retry after Retry-After seconds
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description Readiness only: the result of each check */
                            checks?: {
                                [key: string]: unknown;
                            };
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "service_unavailable";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
        };
    };
    SeriesController_remove: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; `1` or `1.0.0` */
                "API-Version"?: "1" | "1.0.0";
                /** @description Optional. 1-255 visible ASCII characters; any other value is 400 `invalid_request`. Keys are scoped to the operator. The first request with a key runs and its response (status and body, 4xx included, 5xx and 429 excepted) is kept for 24 h. A retry with the same key and the same request (method, path, query and JSON body, key order ignored) gets that response again, with `Idempotent-Replayed: true`, without running again. The same key with a different request is 409 `idempotency_conflict`; a retry while the first request still runs is 409 `idempotency_key_in_use`. After a 5xx the key is free again, so a retry runs. */
                "Idempotency-Key"?: string;
            };
            path: {
                seriesId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    /** @description Calls allowed in the window of the most constraining limit that applied to this call */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which that window ends */
                    "X-RateLimit-Reset"?: number;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SeriesDeletedDto"];
                };
            };
            /**
             * @description The request cannot be read:
             *     - `invalid_request`: the request cannot be read: malformed JSON, a body that is not an object, a Content-Type other than application/json, a bad query parameter or a malformed Idempotency-Key
             *     - `unsupported_api_version`: the API-Version header names a version other than 1 or 1.0.0
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            /** @description With a bad query parameter or Idempotency-Key: parameter → messages */
                            errors?: {
                                [key: string]: string[];
                            };
                            /**
                             * @description With unsupported_api_version
                             * @example [
                             *       "1.0.0"
                             *     ]
                             */
                            supported_versions?: string[];
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "invalid_request" | "unsupported_api_version";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Authentication failed:
             *     - `INVALID_API_KEY`: the key is missing, malformed, unknown, revoked, expired or of the wrong kind
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "INVALID_API_KEY";
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "unauthorized";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Not allowed:
             *     - `INSUFFICIENT_PERMISSIONS`: the key’s role lacks the permission the route needs (named in required_permission); this route needs 'tournaments.write' (This API key lacks the 'tournaments.write' permission)
             *     - `RESOURCE_FORBIDDEN`: the resource belongs to an operator the key does not act for
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "INSUFFICIENT_PERMISSIONS" | "RESOURCE_FORBIDDEN";
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "forbidden";
                        /** @description For people; do not parse */
                        message: string;
                        /**
                         * @description The permission the key lacks (with INSUFFICIENT_PERMISSIONS)
                         * @enum {string}
                         */
                        required_permission?: "tournaments.write";
                    };
                };
            };
            /**
             * @description Not found:
             *     - `not_found`: no such resource, or a path that names none (undecodable, or a parameter longer than 256 characters)
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "not_found";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Conflict with the current state:
             *     - `idempotency_conflict`: the Idempotency-Key (or the payment_id / transfer_id) was already used for a different request
             *     - `idempotency_key_in_use`: a request with this Idempotency-Key is still running; retry after it completes
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "idempotency_conflict" | "idempotency_key_in_use";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Body too large:
             *     - `payload_too_large`: the body exceeds 1 MiB
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "payload_too_large";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Rate limit exceeded:
             *     - `rate_limit_exceeded`: a rate limit refused the call; retry after Retry-After seconds
             */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window of the limit that refused the call */
                    "X-RateLimit-Limit"?: number;
                    /** @description Always 0 on a 429 */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which that window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /**
                             * @description The limit that refused the call
                             * @enum {string}
                             */
                            category: "creation" | "registration" | "results" | "tournament_ops" | "general" | "burst" | "failed_auth";
                            /** @description Requests (or failed authentications) allowed per window */
                            limit: number;
                            /** @description Seconds until a call can pass again (also in Retry-After) */
                            retry_after: number;
                            /** @description Length of the window, in seconds */
                            window_seconds: number;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "rate_limit_exceeded";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Internal error:
             *     - `internal_error`: an unexpected error; quote details.request_id
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "internal_error";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Service unavailable:
             *     - `service_unavailable`: a dependency (the database, or the operator’s wallet) is unavailable; retry after Retry-After seconds
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description Readiness only: the result of each check */
                            checks?: {
                                [key: string]: unknown;
                            };
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "service_unavailable";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
        };
    };
    SeriesController_update: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; `1` or `1.0.0` */
                "API-Version"?: "1" | "1.0.0";
                /** @description Optional. 1-255 visible ASCII characters; any other value is 400 `invalid_request`. Keys are scoped to the operator. The first request with a key runs and its response (status and body, 4xx included, 5xx and 429 excepted) is kept for 24 h. A retry with the same key and the same request (method, path, query and JSON body, key order ignored) gets that response again, with `Idempotent-Replayed: true`, without running again. The same key with a different request is 409 `idempotency_conflict`; a retry while the first request still runs is 409 `idempotency_key_in_use`. After a 5xx the key is free again, so a retry runs. */
                "Idempotency-Key"?: string;
            };
            path: {
                seriesId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateSeriesDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    /** @description Calls allowed in the window of the most constraining limit that applied to this call */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which that window ends */
                    "X-RateLimit-Reset"?: number;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SeriesDetailsDto"];
                };
            };
            /**
             * @description The request cannot be read:
             *     - `invalid_request`: the request cannot be read: malformed JSON, a body that is not an object, a Content-Type other than application/json, a bad query parameter or a malformed Idempotency-Key
             *     - `unsupported_api_version`: the API-Version header names a version other than 1 or 1.0.0
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            /** @description With a bad query parameter or Idempotency-Key: parameter → messages */
                            errors?: {
                                [key: string]: string[];
                            };
                            /**
                             * @description With unsupported_api_version
                             * @example [
                             *       "1.0.0"
                             *     ]
                             */
                            supported_versions?: string[];
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "invalid_request" | "unsupported_api_version";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Authentication failed:
             *     - `INVALID_API_KEY`: the key is missing, malformed, unknown, revoked, expired or of the wrong kind
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "INVALID_API_KEY";
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "unauthorized";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Not allowed:
             *     - `INSUFFICIENT_PERMISSIONS`: the key’s role lacks the permission the route needs (named in required_permission); this route needs 'tournaments.write' (This API key lacks the 'tournaments.write' permission)
             *     - `RESOURCE_FORBIDDEN`: the resource belongs to an operator the key does not act for
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "INSUFFICIENT_PERMISSIONS" | "RESOURCE_FORBIDDEN";
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "forbidden";
                        /** @description For people; do not parse */
                        message: string;
                        /**
                         * @description The permission the key lacks (with INSUFFICIENT_PERMISSIONS)
                         * @enum {string}
                         */
                        required_permission?: "tournaments.write";
                    };
                };
            };
            /**
             * @description Not found:
             *     - `not_found`: no such resource, or a path that names none (undecodable, or a parameter longer than 256 characters)
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "not_found";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Conflict with the current state:
             *     - `idempotency_conflict`: the Idempotency-Key (or the payment_id / transfer_id) was already used for a different request
             *     - `idempotency_key_in_use`: a request with this Idempotency-Key is still running; retry after it completes
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "idempotency_conflict" | "idempotency_key_in_use";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Body too large:
             *     - `payload_too_large`: the body exceeds 1 MiB
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "payload_too_large";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Validation failed:
             *     - `validation_error`: a field is missing, wrong, unknown or breaks a business rule; `errors` names each field
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "validation_error";
                        /** @description Field path → messages */
                        errors: {
                            [key: string]: string[];
                        };
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Rate limit exceeded:
             *     - `rate_limit_exceeded`: a rate limit refused the call; retry after Retry-After seconds
             */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window of the limit that refused the call */
                    "X-RateLimit-Limit"?: number;
                    /** @description Always 0 on a 429 */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which that window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /**
                             * @description The limit that refused the call
                             * @enum {string}
                             */
                            category: "creation" | "registration" | "results" | "tournament_ops" | "general" | "burst" | "failed_auth";
                            /** @description Requests (or failed authentications) allowed per window */
                            limit: number;
                            /** @description Seconds until a call can pass again (also in Retry-After) */
                            retry_after: number;
                            /** @description Length of the window, in seconds */
                            window_seconds: number;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "rate_limit_exceeded";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Internal error:
             *     - `internal_error`: an unexpected error; quote details.request_id
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "internal_error";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Service unavailable:
             *     - `service_unavailable`: a dependency (the database, or the operator’s wallet) is unavailable; retry after Retry-After seconds
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description Readiness only: the result of each check */
                            checks?: {
                                [key: string]: unknown;
                            };
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "service_unavailable";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
        };
    };
    TournamentsController_list: {
        parameters: {
            query?: {
                /** @description scheduledStart at or before (inclusive; a date means the whole day) */
                endDate?: string;
                gameSlug?: string;
                limit?: number;
                /** @description The hop-on/off tournaments of one lobby */
                lobby_key?: string;
                /** @description currentPlayers at most */
                maxPlayers?: number;
                /** @description currentPlayers at least */
                minPlayers?: number;
                offset?: number;
                /** @description Page number; with page/per_page the response uses the `{ data, current_page, per_page, total }` shape */
                page?: number;
                /** @description Page size of the page/per_page form */
                per_page?: number;
                /** @description Tournaments whose name contains this text (letter case ignored; % and _ are plain characters), or whose external_id is exactly it */
                search?: string;
                /** @description Only the tournaments this series created */
                series_id?: string;
                /** @description field:direction; fields createdAt, scheduledStart, name, currentPlayers, entryFee */
                sort?: string;
                /** @description scheduledStart at or after (date-time with offset, or a date) */
                startDate?: string;
                /** @description One status or a comma-separated list of them (scheduled, in_progress, completed, cancelled, or open, which means scheduled); all when absent */
                status?: string;
                /** @description scheduled (created by the operator) or hop_on_off (created by the game platform); all when absent */
                type?: "scheduled" | "hop_on_off";
            };
            header?: {
                /** @description Optional; `1` or `1.0.0` */
                "API-Version"?: "1" | "1.0.0";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    /** @description Calls allowed in the window of the most constraining limit that applied to this call */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which that window ends */
                    "X-RateLimit-Reset"?: number;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TournamentListDto"] | components["schemas"]["TournamentPageListDto"];
                };
            };
            /**
             * @description The request cannot be read:
             *     - `invalid_request`: the request cannot be read: malformed JSON, a body that is not an object, a Content-Type other than application/json, a bad query parameter or a malformed Idempotency-Key
             *     - `unsupported_api_version`: the API-Version header names a version other than 1 or 1.0.0
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            /** @description With a bad query parameter or Idempotency-Key: parameter → messages */
                            errors?: {
                                [key: string]: string[];
                            };
                            /**
                             * @description With unsupported_api_version
                             * @example [
                             *       "1.0.0"
                             *     ]
                             */
                            supported_versions?: string[];
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "invalid_request" | "unsupported_api_version";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Authentication failed:
             *     - `INVALID_API_KEY`: the key is missing, malformed, unknown, revoked, expired or of the wrong kind
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "INVALID_API_KEY";
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "unauthorized";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Not allowed:
             *     - `INSUFFICIENT_PERMISSIONS`: the key’s role lacks the permission the route needs (named in required_permission); this route needs 'tournaments.read' (This API key lacks the 'tournaments.read' permission)
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "INSUFFICIENT_PERMISSIONS";
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "forbidden";
                        /** @description For people; do not parse */
                        message: string;
                        /**
                         * @description The permission the key lacks (with INSUFFICIENT_PERMISSIONS)
                         * @enum {string}
                         */
                        required_permission?: "tournaments.read";
                    };
                };
            };
            /**
             * @description Body too large:
             *     - `payload_too_large`: the body exceeds 1 MiB
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "payload_too_large";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Rate limit exceeded:
             *     - `rate_limit_exceeded`: a rate limit refused the call; retry after Retry-After seconds
             */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window of the limit that refused the call */
                    "X-RateLimit-Limit"?: number;
                    /** @description Always 0 on a 429 */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which that window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /**
                             * @description The limit that refused the call
                             * @enum {string}
                             */
                            category: "creation" | "registration" | "results" | "tournament_ops" | "general" | "burst" | "failed_auth";
                            /** @description Requests (or failed authentications) allowed per window */
                            limit: number;
                            /** @description Seconds until a call can pass again (also in Retry-After) */
                            retry_after: number;
                            /** @description Length of the window, in seconds */
                            window_seconds: number;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "rate_limit_exceeded";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Internal error:
             *     - `internal_error`: an unexpected error; quote details.request_id
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "internal_error";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Service unavailable:
             *     - `service_unavailable`: a dependency (the database, or the operator’s wallet) is unavailable; retry after Retry-After seconds
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description Readiness only: the result of each check */
                            checks?: {
                                [key: string]: unknown;
                            };
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "service_unavailable";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
        };
    };
    TournamentsController_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; `1` or `1.0.0` */
                "API-Version"?: "1" | "1.0.0";
                /** @description Optional. 1-255 visible ASCII characters; any other value is 400 `invalid_request`. Keys are scoped to the operator. The first request with a key runs and its response (status and body, 4xx included, 5xx and 429 excepted) is kept for 24 h. A retry with the same key and the same request (method, path, query and JSON body, key order ignored) gets that response again, with `Idempotent-Replayed: true`, without running again. The same key with a different request is 409 `idempotency_conflict`; a retry while the first request still runs is 409 `idempotency_key_in_use`. After a 5xx the key is free again, so a retry runs. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateTournamentDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    /** @description Calls allowed in the window of the most constraining limit that applied to this call */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which that window ends */
                    "X-RateLimit-Reset"?: number;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreateTournamentResponseDto"];
                };
            };
            /**
             * @description The request cannot be read:
             *     - `invalid_request`: the request cannot be read: malformed JSON, a body that is not an object, a Content-Type other than application/json, a bad query parameter or a malformed Idempotency-Key
             *     - `unsupported_api_version`: the API-Version header names a version other than 1 or 1.0.0
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            /** @description With a bad query parameter or Idempotency-Key: parameter → messages */
                            errors?: {
                                [key: string]: string[];
                            };
                            /**
                             * @description With unsupported_api_version
                             * @example [
                             *       "1.0.0"
                             *     ]
                             */
                            supported_versions?: string[];
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "invalid_request" | "unsupported_api_version";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Authentication failed:
             *     - `INVALID_API_KEY`: the key is missing, malformed, unknown, revoked, expired or of the wrong kind
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "INVALID_API_KEY";
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "unauthorized";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Not allowed:
             *     - `INSUFFICIENT_PERMISSIONS`: the key’s role lacks the permission the route needs (named in required_permission); this route needs 'tournaments.write' (This API key lacks the 'tournaments.write' permission)
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "INSUFFICIENT_PERMISSIONS";
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "forbidden";
                        /** @description For people; do not parse */
                        message: string;
                        /**
                         * @description The permission the key lacks (with INSUFFICIENT_PERMISSIONS)
                         * @enum {string}
                         */
                        required_permission?: "tournaments.write";
                    };
                };
            };
            /**
             * @description Conflict with the current state:
             *     - `duplicate_external_id`: the operator already has a tournament with this external_id
             *     - `idempotency_conflict`: the Idempotency-Key (or the payment_id / transfer_id) was already used for a different request
             *     - `idempotency_key_in_use`: a request with this Idempotency-Key is still running; retry after it completes
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "duplicate_external_id" | "idempotency_conflict" | "idempotency_key_in_use";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Body too large:
             *     - `payload_too_large`: the body exceeds 1 MiB
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "payload_too_large";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Validation failed:
             *     - `validation_error`: a field is missing, wrong, unknown or breaks a business rule; `errors` names each field
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "validation_error";
                        /** @description Field path → messages */
                        errors: {
                            [key: string]: string[];
                        };
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Rate limit exceeded:
             *     - `rate_limit_exceeded`: a rate limit refused the call; retry after Retry-After seconds
             */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window of the limit that refused the call */
                    "X-RateLimit-Limit"?: number;
                    /** @description Always 0 on a 429 */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which that window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /**
                             * @description The limit that refused the call
                             * @enum {string}
                             */
                            category: "creation" | "registration" | "results" | "tournament_ops" | "general" | "burst" | "failed_auth";
                            /** @description Requests (or failed authentications) allowed per window */
                            limit: number;
                            /** @description Seconds until a call can pass again (also in Retry-After) */
                            retry_after: number;
                            /** @description Length of the window, in seconds */
                            window_seconds: number;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "rate_limit_exceeded";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Internal error:
             *     - `internal_error`: an unexpected error; quote details.request_id
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "internal_error";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Service unavailable:
             *     - `service_unavailable`: a dependency (the database, or the operator’s wallet) is unavailable; retry after Retry-After seconds
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description Readiness only: the result of each check */
                            checks?: {
                                [key: string]: unknown;
                            };
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "service_unavailable";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
        };
    };
    TournamentsController_details: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; `1` or `1.0.0` */
                "API-Version"?: "1" | "1.0.0";
            };
            path: {
                tournamentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    /** @description Calls allowed in the window of the most constraining limit that applied to this call */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which that window ends */
                    "X-RateLimit-Reset"?: number;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TournamentDetailsDto"];
                };
            };
            /**
             * @description The request cannot be read:
             *     - `invalid_request`: the request cannot be read: malformed JSON, a body that is not an object, a Content-Type other than application/json, a bad query parameter or a malformed Idempotency-Key
             *     - `unsupported_api_version`: the API-Version header names a version other than 1 or 1.0.0
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            /** @description With a bad query parameter or Idempotency-Key: parameter → messages */
                            errors?: {
                                [key: string]: string[];
                            };
                            /**
                             * @description With unsupported_api_version
                             * @example [
                             *       "1.0.0"
                             *     ]
                             */
                            supported_versions?: string[];
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "invalid_request" | "unsupported_api_version";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Authentication failed:
             *     - `INVALID_API_KEY`: the key is missing, malformed, unknown, revoked, expired or of the wrong kind
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "INVALID_API_KEY";
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "unauthorized";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Not allowed:
             *     - `INSUFFICIENT_PERMISSIONS`: the key’s role lacks the permission the route needs (named in required_permission); this route needs 'tournaments.read' (This API key lacks the 'tournaments.read' permission)
             *     - `RESOURCE_FORBIDDEN`: the resource belongs to an operator the key does not act for
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "INSUFFICIENT_PERMISSIONS" | "RESOURCE_FORBIDDEN";
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "forbidden";
                        /** @description For people; do not parse */
                        message: string;
                        /**
                         * @description The permission the key lacks (with INSUFFICIENT_PERMISSIONS)
                         * @enum {string}
                         */
                        required_permission?: "tournaments.read";
                    };
                };
            };
            /**
             * @description Not found:
             *     - `not_found`: no such resource, or a path that names none (undecodable, or a parameter longer than 256 characters)
             *     - `tournament_not_found`: no tournament with this id
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "not_found" | "tournament_not_found";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Body too large:
             *     - `payload_too_large`: the body exceeds 1 MiB
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "payload_too_large";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Rate limit exceeded:
             *     - `rate_limit_exceeded`: a rate limit refused the call; retry after Retry-After seconds
             */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window of the limit that refused the call */
                    "X-RateLimit-Limit"?: number;
                    /** @description Always 0 on a 429 */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which that window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /**
                             * @description The limit that refused the call
                             * @enum {string}
                             */
                            category: "creation" | "registration" | "results" | "tournament_ops" | "general" | "burst" | "failed_auth";
                            /** @description Requests (or failed authentications) allowed per window */
                            limit: number;
                            /** @description Seconds until a call can pass again (also in Retry-After) */
                            retry_after: number;
                            /** @description Length of the window, in seconds */
                            window_seconds: number;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "rate_limit_exceeded";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Internal error:
             *     - `internal_error`: an unexpected error; quote details.request_id
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "internal_error";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Service unavailable:
             *     - `service_unavailable`: a dependency (the database, or the operator’s wallet) is unavailable; retry after Retry-After seconds
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description Readiness only: the result of each check */
                            checks?: {
                                [key: string]: unknown;
                            };
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "service_unavailable";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
        };
    };
    TournamentsController_update: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; `1` or `1.0.0` */
                "API-Version"?: "1" | "1.0.0";
                /** @description Optional. 1-255 visible ASCII characters; any other value is 400 `invalid_request`. Keys are scoped to the operator. The first request with a key runs and its response (status and body, 4xx included, 5xx and 429 excepted) is kept for 24 h. A retry with the same key and the same request (method, path, query and JSON body, key order ignored) gets that response again, with `Idempotent-Replayed: true`, without running again. The same key with a different request is 409 `idempotency_conflict`; a retry while the first request still runs is 409 `idempotency_key_in_use`. After a 5xx the key is free again, so a retry runs. */
                "Idempotency-Key"?: string;
            };
            path: {
                tournamentId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateTournamentDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    /** @description Calls allowed in the window of the most constraining limit that applied to this call */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which that window ends */
                    "X-RateLimit-Reset"?: number;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TournamentEnvelopeDto"];
                };
            };
            /**
             * @description The request cannot be read:
             *     - `invalid_request`: the request cannot be read: malformed JSON, a body that is not an object, a Content-Type other than application/json, a bad query parameter or a malformed Idempotency-Key
             *     - `unsupported_api_version`: the API-Version header names a version other than 1 or 1.0.0
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            /** @description With a bad query parameter or Idempotency-Key: parameter → messages */
                            errors?: {
                                [key: string]: string[];
                            };
                            /**
                             * @description With unsupported_api_version
                             * @example [
                             *       "1.0.0"
                             *     ]
                             */
                            supported_versions?: string[];
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "invalid_request" | "unsupported_api_version";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Authentication failed:
             *     - `INVALID_API_KEY`: the key is missing, malformed, unknown, revoked, expired or of the wrong kind
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "INVALID_API_KEY";
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "unauthorized";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Not allowed:
             *     - `INSUFFICIENT_PERMISSIONS`: the key’s role lacks the permission the route needs (named in required_permission); this route needs 'tournaments.write' (This API key lacks the 'tournaments.write' permission)
             *     - `RESOURCE_FORBIDDEN`: the resource belongs to an operator the key does not act for
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "INSUFFICIENT_PERMISSIONS" | "RESOURCE_FORBIDDEN";
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "forbidden";
                        /** @description For people; do not parse */
                        message: string;
                        /**
                         * @description The permission the key lacks (with INSUFFICIENT_PERMISSIONS)
                         * @enum {string}
                         */
                        required_permission?: "tournaments.write";
                    };
                };
            };
            /**
             * @description Not found:
             *     - `not_found`: no such resource, or a path that names none (undecodable, or a parameter longer than 256 characters)
             *     - `tournament_not_found`: no tournament with this id
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "not_found" | "tournament_not_found";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Conflict with the current state:
             *     - `idempotency_conflict`: the Idempotency-Key (or the payment_id / transfer_id) was already used for a different request
             *     - `idempotency_key_in_use`: a request with this Idempotency-Key is still running; retry after it completes
             *     - `tournament_cancelled`: the tournament is cancelled
             *     - `tournament_started`: the tournament has started; this is allowed only before
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "idempotency_conflict" | "idempotency_key_in_use" | "tournament_cancelled" | "tournament_started";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Body too large:
             *     - `payload_too_large`: the body exceeds 1 MiB
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "payload_too_large";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Validation failed:
             *     - `validation_error`: a field is missing, wrong, unknown or breaks a business rule; `errors` names each field
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "validation_error";
                        /** @description Field path → messages */
                        errors: {
                            [key: string]: string[];
                        };
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Rate limit exceeded:
             *     - `rate_limit_exceeded`: a rate limit refused the call; retry after Retry-After seconds
             */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window of the limit that refused the call */
                    "X-RateLimit-Limit"?: number;
                    /** @description Always 0 on a 429 */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which that window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /**
                             * @description The limit that refused the call
                             * @enum {string}
                             */
                            category: "creation" | "registration" | "results" | "tournament_ops" | "general" | "burst" | "failed_auth";
                            /** @description Requests (or failed authentications) allowed per window */
                            limit: number;
                            /** @description Seconds until a call can pass again (also in Retry-After) */
                            retry_after: number;
                            /** @description Length of the window, in seconds */
                            window_seconds: number;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "rate_limit_exceeded";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Internal error:
             *     - `internal_error`: an unexpected error; quote details.request_id
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "internal_error";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Service unavailable:
             *     - `service_unavailable`: a dependency (the database, or the operator’s wallet) is unavailable; retry after Retry-After seconds
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description Readiness only: the result of each check */
                            checks?: {
                                [key: string]: unknown;
                            };
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "service_unavailable";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
        };
    };
    TournamentsController_cancel: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; `1` or `1.0.0` */
                "API-Version"?: "1" | "1.0.0";
                /** @description Optional. 1-255 visible ASCII characters; any other value is 400 `invalid_request`. Keys are scoped to the operator. The first request with a key runs and its response (status and body, 4xx included, 5xx and 429 excepted) is kept for 24 h. A retry with the same key and the same request (method, path, query and JSON body, key order ignored) gets that response again, with `Idempotent-Replayed: true`, without running again. The same key with a different request is 409 `idempotency_conflict`; a retry while the first request still runs is 409 `idempotency_key_in_use`. After a 5xx the key is free again, so a retry runs. */
                "Idempotency-Key"?: string;
            };
            path: {
                tournamentId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CancelTournamentDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    /** @description Calls allowed in the window of the most constraining limit that applied to this call */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which that window ends */
                    "X-RateLimit-Reset"?: number;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CancelTournamentResponseDto"];
                };
            };
            /**
             * @description The request cannot be read:
             *     - `invalid_request`: the request cannot be read: malformed JSON, a body that is not an object, a Content-Type other than application/json, a bad query parameter or a malformed Idempotency-Key
             *     - `unsupported_api_version`: the API-Version header names a version other than 1 or 1.0.0
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            /** @description With a bad query parameter or Idempotency-Key: parameter → messages */
                            errors?: {
                                [key: string]: string[];
                            };
                            /**
                             * @description With unsupported_api_version
                             * @example [
                             *       "1.0.0"
                             *     ]
                             */
                            supported_versions?: string[];
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "invalid_request" | "unsupported_api_version";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Authentication failed:
             *     - `INVALID_API_KEY`: the key is missing, malformed, unknown, revoked, expired or of the wrong kind
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "INVALID_API_KEY";
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "unauthorized";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Not allowed:
             *     - `INSUFFICIENT_PERMISSIONS`: the key’s role lacks the permission the route needs (named in required_permission); this route needs 'tournaments.delete' (This API key lacks the 'tournaments.delete' permission)
             *     - `RESOURCE_FORBIDDEN`: the resource belongs to an operator the key does not act for
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "INSUFFICIENT_PERMISSIONS" | "RESOURCE_FORBIDDEN";
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "forbidden";
                        /** @description For people; do not parse */
                        message: string;
                        /**
                         * @description The permission the key lacks (with INSUFFICIENT_PERMISSIONS)
                         * @enum {string}
                         */
                        required_permission?: "tournaments.delete";
                    };
                };
            };
            /**
             * @description Not found:
             *     - `not_found`: no such resource, or a path that names none (undecodable, or a parameter longer than 256 characters)
             *     - `tournament_not_found`: no tournament with this id
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "not_found" | "tournament_not_found";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Conflict with the current state:
             *     - `idempotency_conflict`: the Idempotency-Key (or the payment_id / transfer_id) was already used for a different request
             *     - `idempotency_key_in_use`: a request with this Idempotency-Key is still running; retry after it completes
             *     - `tournament_cancelled`: the tournament is cancelled
             *     - `tournament_completed`: the tournament is completed
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "idempotency_conflict" | "idempotency_key_in_use" | "tournament_cancelled" | "tournament_completed";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Body too large:
             *     - `payload_too_large`: the body exceeds 1 MiB
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "payload_too_large";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Validation failed:
             *     - `validation_error`: a field is missing, wrong, unknown or breaks a business rule; `errors` names each field
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "validation_error";
                        /** @description Field path → messages */
                        errors: {
                            [key: string]: string[];
                        };
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Rate limit exceeded:
             *     - `rate_limit_exceeded`: a rate limit refused the call; retry after Retry-After seconds
             */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window of the limit that refused the call */
                    "X-RateLimit-Limit"?: number;
                    /** @description Always 0 on a 429 */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which that window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /**
                             * @description The limit that refused the call
                             * @enum {string}
                             */
                            category: "creation" | "registration" | "results" | "tournament_ops" | "general" | "burst" | "failed_auth";
                            /** @description Requests (or failed authentications) allowed per window */
                            limit: number;
                            /** @description Seconds until a call can pass again (also in Retry-After) */
                            retry_after: number;
                            /** @description Length of the window, in seconds */
                            window_seconds: number;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "rate_limit_exceeded";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Internal error:
             *     - `internal_error`: an unexpected error; quote details.request_id
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "internal_error";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Service unavailable:
             *     - `service_unavailable`: a dependency (the database, or the operator’s wallet) is unavailable; retry after Retry-After seconds
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description Readiness only: the result of each check */
                            checks?: {
                                [key: string]: unknown;
                            };
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "service_unavailable";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
        };
    };
    TournamentsController_complete: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; `1` or `1.0.0` */
                "API-Version"?: "1" | "1.0.0";
                /** @description Optional. 1-255 visible ASCII characters; any other value is 400 `invalid_request`. Keys are scoped to the operator. The first request with a key runs and its response (status and body, 4xx included, 5xx and 429 excepted) is kept for 24 h. A retry with the same key and the same request (method, path, query and JSON body, key order ignored) gets that response again, with `Idempotent-Replayed: true`, without running again. The same key with a different request is 409 `idempotency_conflict`; a retry while the first request still runs is 409 `idempotency_key_in_use`. After a 5xx the key is free again, so a retry runs. */
                "Idempotency-Key"?: string;
            };
            path: {
                tournamentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    /** @description Calls allowed in the window of the most constraining limit that applied to this call */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which that window ends */
                    "X-RateLimit-Reset"?: number;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompleteTournamentResponseDto"];
                };
            };
            /**
             * @description The request cannot be read:
             *     - `invalid_request`: the request cannot be read: malformed JSON, a body that is not an object, a Content-Type other than application/json, a bad query parameter or a malformed Idempotency-Key
             *     - `unsupported_api_version`: the API-Version header names a version other than 1 or 1.0.0
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            /** @description With a bad query parameter or Idempotency-Key: parameter → messages */
                            errors?: {
                                [key: string]: string[];
                            };
                            /**
                             * @description With unsupported_api_version
                             * @example [
                             *       "1.0.0"
                             *     ]
                             */
                            supported_versions?: string[];
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "invalid_request" | "unsupported_api_version";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Authentication failed:
             *     - `INVALID_API_KEY`: the key is missing, malformed, unknown, revoked, expired or of the wrong kind
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "INVALID_API_KEY";
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "unauthorized";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Not allowed:
             *     - `INSUFFICIENT_PERMISSIONS`: the key’s role lacks the permission the route needs (named in required_permission); this route needs 'tournaments.write' (This API key lacks the 'tournaments.write' permission)
             *     - `RESOURCE_FORBIDDEN`: the resource belongs to an operator the key does not act for
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "INSUFFICIENT_PERMISSIONS" | "RESOURCE_FORBIDDEN";
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "forbidden";
                        /** @description For people; do not parse */
                        message: string;
                        /**
                         * @description The permission the key lacks (with INSUFFICIENT_PERMISSIONS)
                         * @enum {string}
                         */
                        required_permission?: "tournaments.write";
                    };
                };
            };
            /**
             * @description Not found:
             *     - `not_found`: no such resource, or a path that names none (undecodable, or a parameter longer than 256 characters)
             *     - `tournament_not_found`: no tournament with this id
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "not_found" | "tournament_not_found";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Conflict with the current state:
             *     - `conflict`: the request conflicts with the current state
             *     - `idempotency_conflict`: the Idempotency-Key (or the payment_id / transfer_id) was already used for a different request
             *     - `idempotency_key_in_use`: a request with this Idempotency-Key is still running; retry after it completes
             *     - `tournament_cancelled`: the tournament is cancelled
             *     - `tournament_completed`: the tournament is completed
             *     - `tournament_not_started`: only a tournament in progress can be completed
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "conflict" | "idempotency_conflict" | "idempotency_key_in_use" | "tournament_cancelled" | "tournament_completed" | "tournament_not_started";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Body too large:
             *     - `payload_too_large`: the body exceeds 1 MiB
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "payload_too_large";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Rate limit exceeded:
             *     - `rate_limit_exceeded`: a rate limit refused the call; retry after Retry-After seconds
             */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window of the limit that refused the call */
                    "X-RateLimit-Limit"?: number;
                    /** @description Always 0 on a 429 */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which that window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /**
                             * @description The limit that refused the call
                             * @enum {string}
                             */
                            category: "creation" | "registration" | "results" | "tournament_ops" | "general" | "burst" | "failed_auth";
                            /** @description Requests (or failed authentications) allowed per window */
                            limit: number;
                            /** @description Seconds until a call can pass again (also in Retry-After) */
                            retry_after: number;
                            /** @description Length of the window, in seconds */
                            window_seconds: number;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "rate_limit_exceeded";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Internal error:
             *     - `internal_error`: an unexpected error; quote details.request_id
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "internal_error";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Service unavailable:
             *     - `service_unavailable`: a dependency (the database, or the operator’s wallet) is unavailable; retry after Retry-After seconds
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description Readiness only: the result of each check */
                            checks?: {
                                [key: string]: unknown;
                            };
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "service_unavailable";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
        };
    };
    LeaderboardController_leaderboard: {
        parameters: {
            query?: {
                /** @description A player_id or internal_player_id of this tournament: returns the `limit` players centred on that player (404 player_not_found when it names no ranked player, or an eliminated one without includeEliminated=true) */
                around_player?: string;
                /** @description Alias of includeEliminated; when both are sent they must agree */
                include_eliminated?: boolean;
                /** @description Include eliminated players (positions do not change either way); `true` or `false` */
                includeEliminated?: boolean;
                /** @description Players to return */
                limit?: number;
                /** @description Players to skip; ignored with around_player */
                offset?: number;
            };
            header?: {
                /** @description Optional; `1` or `1.0.0` */
                "API-Version"?: "1" | "1.0.0";
            };
            path: {
                tournamentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    /** @description Calls allowed in the window of the most constraining limit that applied to this call */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which that window ends */
                    "X-RateLimit-Reset"?: number;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeaderboardDto"];
                };
            };
            /**
             * @description The request cannot be read:
             *     - `invalid_request`: the request cannot be read: malformed JSON, a body that is not an object, a Content-Type other than application/json, a bad query parameter or a malformed Idempotency-Key
             *     - `unsupported_api_version`: the API-Version header names a version other than 1 or 1.0.0
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            /** @description With a bad query parameter or Idempotency-Key: parameter → messages */
                            errors?: {
                                [key: string]: string[];
                            };
                            /**
                             * @description With unsupported_api_version
                             * @example [
                             *       "1.0.0"
                             *     ]
                             */
                            supported_versions?: string[];
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "invalid_request" | "unsupported_api_version";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Authentication failed:
             *     - `INVALID_API_KEY`: the key is missing, malformed, unknown, revoked, expired or of the wrong kind
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "INVALID_API_KEY";
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "unauthorized";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Not allowed:
             *     - `INSUFFICIENT_PERMISSIONS`: the key’s role lacks the permission the route needs (named in required_permission); this route needs 'results.read' (This API key lacks the 'results.read' permission)
             *     - `RESOURCE_FORBIDDEN`: the resource belongs to an operator the key does not act for
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "INSUFFICIENT_PERMISSIONS" | "RESOURCE_FORBIDDEN";
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "forbidden";
                        /** @description For people; do not parse */
                        message: string;
                        /**
                         * @description The permission the key lacks (with INSUFFICIENT_PERMISSIONS)
                         * @enum {string}
                         */
                        required_permission?: "results.read";
                    };
                };
            };
            /**
             * @description Not found:
             *     - `not_found`: no such resource, or a path that names none (undecodable, or a parameter longer than 256 characters)
             *     - `player_not_found`: no such player
             *     - `tournament_not_found`: no tournament with this id
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "not_found" | "player_not_found" | "tournament_not_found";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Body too large:
             *     - `payload_too_large`: the body exceeds 1 MiB
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "payload_too_large";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Rate limit exceeded:
             *     - `rate_limit_exceeded`: a rate limit refused the call; retry after Retry-After seconds
             */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window of the limit that refused the call */
                    "X-RateLimit-Limit"?: number;
                    /** @description Always 0 on a 429 */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which that window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /**
                             * @description The limit that refused the call
                             * @enum {string}
                             */
                            category: "creation" | "registration" | "results" | "tournament_ops" | "general" | "burst" | "failed_auth";
                            /** @description Requests (or failed authentications) allowed per window */
                            limit: number;
                            /** @description Seconds until a call can pass again (also in Retry-After) */
                            retry_after: number;
                            /** @description Length of the window, in seconds */
                            window_seconds: number;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "rate_limit_exceeded";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Internal error:
             *     - `internal_error`: an unexpected error; quote details.request_id
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "internal_error";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Service unavailable:
             *     - `service_unavailable`: a dependency (the database, or the operator’s wallet) is unavailable; retry after Retry-After seconds
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description Readiness only: the result of each check */
                            checks?: {
                                [key: string]: unknown;
                            };
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "service_unavailable";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
        };
    };
    LeaderboardStreamController_stream: {
        parameters: {
            query?: {
                /** @description Alias of includeEliminated; when both are sent they must agree */
                include_eliminated?: boolean;
                /** @description Include eliminated players (positions do not change either way); `true` or `false` */
                includeEliminated?: boolean;
                /** @description Players to return */
                limit?: number;
            };
            header?: {
                /** @description Optional; `1` or `1.0.0` */
                "API-Version"?: "1" | "1.0.0";
                /** @description The `id` of the last snapshot received: no snapshot at once while it is current */
                "Last-Event-ID"?: string;
            };
            path: {
                tournamentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event stream; it stays open until the client closes it, the tournament ends or the credentials lapse */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    /** @description Calls allowed in the window of the most constraining limit that applied to this call */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which that window ends */
                    "X-RateLimit-Reset"?: number;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /** @description The tournament is over and the client already has its final snapshot */
            204: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    /** @description Calls allowed in the window of the most constraining limit that applied to this call */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which that window ends */
                    "X-RateLimit-Reset"?: number;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description The request cannot be read:
             *     - `invalid_request`: the request cannot be read: malformed JSON, a body that is not an object, a Content-Type other than application/json, a bad query parameter or a malformed Idempotency-Key
             *     - `unsupported_api_version`: the API-Version header names a version other than 1 or 1.0.0
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            /** @description With a bad query parameter or Idempotency-Key: parameter → messages */
                            errors?: {
                                [key: string]: string[];
                            };
                            /**
                             * @description With unsupported_api_version
                             * @example [
                             *       "1.0.0"
                             *     ]
                             */
                            supported_versions?: string[];
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "invalid_request" | "unsupported_api_version";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Authentication failed:
             *     - `INVALID_API_KEY`: the key is missing, malformed, unknown, revoked, expired or of the wrong kind
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "INVALID_API_KEY";
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "unauthorized";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Not allowed:
             *     - `INSUFFICIENT_PERMISSIONS`: the key’s role lacks the permission the route needs (named in required_permission); this route needs 'results.read' (This API key lacks the 'results.read' permission)
             *     - `RESOURCE_FORBIDDEN`: the resource belongs to an operator the key does not act for
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "INSUFFICIENT_PERMISSIONS" | "RESOURCE_FORBIDDEN";
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "forbidden";
                        /** @description For people; do not parse */
                        message: string;
                        /**
                         * @description The permission the key lacks (with INSUFFICIENT_PERMISSIONS)
                         * @enum {string}
                         */
                        required_permission?: "results.read";
                    };
                };
            };
            /**
             * @description Not found:
             *     - `not_found`: no such resource, or a path that names none (undecodable, or a parameter longer than 256 characters)
             *     - `tournament_not_found`: no tournament with this id
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "not_found" | "tournament_not_found";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Body too large:
             *     - `payload_too_large`: the body exceeds 1 MiB
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "payload_too_large";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Rate limit exceeded:
             *     - `rate_limit_exceeded`: a rate limit refused the call; retry after Retry-After seconds
             */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window of the limit that refused the call */
                    "X-RateLimit-Limit"?: number;
                    /** @description Always 0 on a 429 */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which that window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /**
                             * @description The limit that refused the call
                             * @enum {string}
                             */
                            category: "results" | "general" | "burst" | "internal" | "internal_burst" | "failed_auth" | "live_streams";
                            /** @description Requests (or failed authentications) allowed per window */
                            limit: number;
                            /** @description Seconds until a call can pass again (also in Retry-After) */
                            retry_after: number;
                            /** @description Length of the window, in seconds */
                            window_seconds: number;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "rate_limit_exceeded";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Internal error:
             *     - `internal_error`: an unexpected error; quote details.request_id
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "internal_error";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Service unavailable:
             *     - `service_unavailable`: a dependency (the database, or the operator’s wallet) is unavailable; retry after Retry-After seconds
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description Readiness only: the result of each check */
                            checks?: {
                                [key: string]: unknown;
                            };
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "service_unavailable";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
        };
    };
    TournamentPlayersController_list: {
        parameters: {
            query?: {
                /** @description Items per page */
                limit?: number;
                /** @description Items to skip */
                offset?: number;
                /** @description One status or a comma-separated list of them (registered, active, eliminated, finished, winner, withdrawn, refunded); all when absent */
                status?: string;
            };
            header?: {
                /** @description Optional; `1` or `1.0.0` */
                "API-Version"?: "1" | "1.0.0";
            };
            path: {
                tournamentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    /** @description Calls allowed in the window of the most constraining limit that applied to this call */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which that window ends */
                    "X-RateLimit-Reset"?: number;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlayerListDto"];
                };
            };
            /**
             * @description The request cannot be read:
             *     - `invalid_request`: the request cannot be read: malformed JSON, a body that is not an object, a Content-Type other than application/json, a bad query parameter or a malformed Idempotency-Key
             *     - `unsupported_api_version`: the API-Version header names a version other than 1 or 1.0.0
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            /** @description With a bad query parameter or Idempotency-Key: parameter → messages */
                            errors?: {
                                [key: string]: string[];
                            };
                            /**
                             * @description With unsupported_api_version
                             * @example [
                             *       "1.0.0"
                             *     ]
                             */
                            supported_versions?: string[];
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "invalid_request" | "unsupported_api_version";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Authentication failed:
             *     - `INVALID_API_KEY`: the key is missing, malformed, unknown, revoked, expired or of the wrong kind
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "INVALID_API_KEY";
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "unauthorized";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Not allowed:
             *     - `INSUFFICIENT_PERMISSIONS`: the key’s role lacks the permission the route needs (named in required_permission); this route needs 'players.read' (This API key lacks the 'players.read' permission)
             *     - `RESOURCE_FORBIDDEN`: the resource belongs to an operator the key does not act for
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "INSUFFICIENT_PERMISSIONS" | "RESOURCE_FORBIDDEN";
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "forbidden";
                        /** @description For people; do not parse */
                        message: string;
                        /**
                         * @description The permission the key lacks (with INSUFFICIENT_PERMISSIONS)
                         * @enum {string}
                         */
                        required_permission?: "players.read";
                    };
                };
            };
            /**
             * @description Not found:
             *     - `not_found`: no such resource, or a path that names none (undecodable, or a parameter longer than 256 characters)
             *     - `tournament_not_found`: no tournament with this id
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "not_found" | "tournament_not_found";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Body too large:
             *     - `payload_too_large`: the body exceeds 1 MiB
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "payload_too_large";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Rate limit exceeded:
             *     - `rate_limit_exceeded`: a rate limit refused the call; retry after Retry-After seconds
             */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window of the limit that refused the call */
                    "X-RateLimit-Limit"?: number;
                    /** @description Always 0 on a 429 */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which that window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /**
                             * @description The limit that refused the call
                             * @enum {string}
                             */
                            category: "creation" | "registration" | "results" | "tournament_ops" | "general" | "burst" | "failed_auth";
                            /** @description Requests (or failed authentications) allowed per window */
                            limit: number;
                            /** @description Seconds until a call can pass again (also in Retry-After) */
                            retry_after: number;
                            /** @description Length of the window, in seconds */
                            window_seconds: number;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "rate_limit_exceeded";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Internal error:
             *     - `internal_error`: an unexpected error; quote details.request_id
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "internal_error";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Service unavailable:
             *     - `service_unavailable`: a dependency (the database, or the operator’s wallet) is unavailable; retry after Retry-After seconds
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description Readiness only: the result of each check */
                            checks?: {
                                [key: string]: unknown;
                            };
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "service_unavailable";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
        };
    };
    TournamentPlayersController_register: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; `1` or `1.0.0` */
                "API-Version"?: "1" | "1.0.0";
                /** @description Optional. 1-255 visible ASCII characters; any other value is 400 `invalid_request`. Keys are scoped to the operator. The first request with a key runs and its response (status and body, 4xx included, 5xx and 429 excepted) is kept for 24 h. A retry with the same key and the same request (method, path, query and JSON body, key order ignored) gets that response again, with `Idempotent-Replayed: true`, without running again. The same key with a different request is 409 `idempotency_conflict`; a retry while the first request still runs is 409 `idempotency_key_in_use`. After a 5xx the key is free again, so a retry runs. */
                "Idempotency-Key"?: string;
            };
            path: {
                tournamentId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegisterPlayerDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    /** @description Calls allowed in the window of the most constraining limit that applied to this call */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which that window ends */
                    "X-RateLimit-Reset"?: number;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        display_name?: unknown;
                        entry_count?: unknown;
                        game_access?: unknown;
                        internal_player_id?: unknown;
                        message?: unknown;
                        player_id?: unknown;
                        registered_at?: unknown;
                        status?: unknown;
                        total_paid?: unknown;
                        tournament_id?: unknown;
                        user_id?: unknown;
                    } & {
                        [key: string]: components["schemas"]["GameLaunchDto"];
                    }) & components["schemas"]["RegistrationDto"];
                };
            };
            /**
             * @description The request cannot be read:
             *     - `invalid_request`: the request cannot be read: malformed JSON, a body that is not an object, a Content-Type other than application/json, a bad query parameter or a malformed Idempotency-Key
             *     - `unsupported_api_version`: the API-Version header names a version other than 1 or 1.0.0
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            /** @description With a bad query parameter or Idempotency-Key: parameter → messages */
                            errors?: {
                                [key: string]: string[];
                            };
                            /**
                             * @description With unsupported_api_version
                             * @example [
                             *       "1.0.0"
                             *     ]
                             */
                            supported_versions?: string[];
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "invalid_request" | "unsupported_api_version";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Authentication failed:
             *     - `INVALID_API_KEY`: the key is missing, malformed, unknown, revoked, expired or of the wrong kind
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "INVALID_API_KEY";
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "unauthorized";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Not allowed:
             *     - `INSUFFICIENT_PERMISSIONS`: the key’s role lacks the permission the route needs (named in required_permission); this route needs 'players.write' (This API key lacks the 'players.write' permission)
             *     - `RESOURCE_FORBIDDEN`: the resource belongs to an operator the key does not act for
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "INSUFFICIENT_PERMISSIONS" | "RESOURCE_FORBIDDEN";
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "forbidden";
                        /** @description For people; do not parse */
                        message: string;
                        /**
                         * @description The permission the key lacks (with INSUFFICIENT_PERMISSIONS)
                         * @enum {string}
                         */
                        required_permission?: "players.write";
                    };
                };
            };
            /**
             * @description Not found:
             *     - `not_found`: no such resource, or a path that names none (undecodable, or a parameter longer than 256 characters)
             *     - `tournament_not_found`: no tournament with this id
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "not_found" | "tournament_not_found";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Conflict with the current state:
             *     - `idempotency_conflict`: the Idempotency-Key (or the payment_id / transfer_id) was already used for a different request
             *     - `idempotency_key_in_use`: a request with this Idempotency-Key is still running; retry after it completes
             *     - `insufficient_balance`: the player's balance (or the operator's seamless wallet) does not cover the amount
             *     - `player_already_registered`: the user already holds a live entry in this tournament
             *     - `registration_closed`: registration is closed: the tournament started (and late registration ended) or is final
             *     - `tournament_full`: every seat is taken
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "idempotency_conflict" | "idempotency_key_in_use" | "insufficient_balance" | "player_already_registered" | "registration_closed" | "tournament_full";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Body too large:
             *     - `payload_too_large`: the body exceeds 1 MiB
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "payload_too_large";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Validation failed:
             *     - `validation_error`: a field is missing, wrong, unknown or breaks a business rule; `errors` names each field
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "validation_error";
                        /** @description Field path → messages */
                        errors: {
                            [key: string]: string[];
                        };
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Rate limit exceeded:
             *     - `rate_limit_exceeded`: a rate limit refused the call; retry after Retry-After seconds
             */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window of the limit that refused the call */
                    "X-RateLimit-Limit"?: number;
                    /** @description Always 0 on a 429 */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which that window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /**
                             * @description The limit that refused the call
                             * @enum {string}
                             */
                            category: "creation" | "registration" | "results" | "tournament_ops" | "general" | "burst" | "failed_auth";
                            /** @description Requests (or failed authentications) allowed per window */
                            limit: number;
                            /** @description Seconds until a call can pass again (also in Retry-After) */
                            retry_after: number;
                            /** @description Length of the window, in seconds */
                            window_seconds: number;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "rate_limit_exceeded";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Internal error:
             *     - `internal_error`: an unexpected error; quote details.request_id
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "internal_error";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Service unavailable:
             *     - `service_unavailable`: a dependency (the database, or the operator’s wallet) is unavailable; retry after Retry-After seconds
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description Readiness only: the result of each check */
                            checks?: {
                                [key: string]: unknown;
                            };
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "service_unavailable";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
        };
    };
    TournamentPlayersController_status: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; `1` or `1.0.0` */
                "API-Version"?: "1" | "1.0.0";
            };
            path: {
                playerId: string;
                tournamentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    /** @description Calls allowed in the window of the most constraining limit that applied to this call */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which that window ends */
                    "X-RateLimit-Reset"?: number;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlayerStatusDto"];
                };
            };
            /**
             * @description The request cannot be read:
             *     - `invalid_request`: the request cannot be read: malformed JSON, a body that is not an object, a Content-Type other than application/json, a bad query parameter or a malformed Idempotency-Key
             *     - `unsupported_api_version`: the API-Version header names a version other than 1 or 1.0.0
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            /** @description With a bad query parameter or Idempotency-Key: parameter → messages */
                            errors?: {
                                [key: string]: string[];
                            };
                            /**
                             * @description With unsupported_api_version
                             * @example [
                             *       "1.0.0"
                             *     ]
                             */
                            supported_versions?: string[];
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "invalid_request" | "unsupported_api_version";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Authentication failed:
             *     - `INVALID_API_KEY`: the key is missing, malformed, unknown, revoked, expired or of the wrong kind
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "INVALID_API_KEY";
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "unauthorized";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Not allowed:
             *     - `INSUFFICIENT_PERMISSIONS`: the key’s role lacks the permission the route needs (named in required_permission); this route needs 'players.read' (This API key lacks the 'players.read' permission)
             *     - `RESOURCE_FORBIDDEN`: the resource belongs to an operator the key does not act for
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "INSUFFICIENT_PERMISSIONS" | "RESOURCE_FORBIDDEN";
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "forbidden";
                        /** @description For people; do not parse */
                        message: string;
                        /**
                         * @description The permission the key lacks (with INSUFFICIENT_PERMISSIONS)
                         * @enum {string}
                         */
                        required_permission?: "players.read";
                    };
                };
            };
            /**
             * @description Not found:
             *     - `not_found`: no such resource, or a path that names none (undecodable, or a parameter longer than 256 characters)
             *     - `player_not_found`: no such player
             *     - `tournament_not_found`: no tournament with this id
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "not_found" | "player_not_found" | "tournament_not_found";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Body too large:
             *     - `payload_too_large`: the body exceeds 1 MiB
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "payload_too_large";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Rate limit exceeded:
             *     - `rate_limit_exceeded`: a rate limit refused the call; retry after Retry-After seconds
             */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window of the limit that refused the call */
                    "X-RateLimit-Limit"?: number;
                    /** @description Always 0 on a 429 */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which that window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /**
                             * @description The limit that refused the call
                             * @enum {string}
                             */
                            category: "creation" | "registration" | "results" | "tournament_ops" | "general" | "burst" | "failed_auth";
                            /** @description Requests (or failed authentications) allowed per window */
                            limit: number;
                            /** @description Seconds until a call can pass again (also in Retry-After) */
                            retry_after: number;
                            /** @description Length of the window, in seconds */
                            window_seconds: number;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "rate_limit_exceeded";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Internal error:
             *     - `internal_error`: an unexpected error; quote details.request_id
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "internal_error";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Service unavailable:
             *     - `service_unavailable`: a dependency (the database, or the operator’s wallet) is unavailable; retry after Retry-After seconds
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description Readiness only: the result of each check */
                            checks?: {
                                [key: string]: unknown;
                            };
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "service_unavailable";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
        };
    };
    TournamentPlayersController_withdraw: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; `1` or `1.0.0` */
                "API-Version"?: "1" | "1.0.0";
                /** @description Optional. 1-255 visible ASCII characters; any other value is 400 `invalid_request`. Keys are scoped to the operator. The first request with a key runs and its response (status and body, 4xx included, 5xx and 429 excepted) is kept for 24 h. A retry with the same key and the same request (method, path, query and JSON body, key order ignored) gets that response again, with `Idempotent-Replayed: true`, without running again. The same key with a different request is 409 `idempotency_conflict`; a retry while the first request still runs is 409 `idempotency_key_in_use`. After a 5xx the key is free again, so a retry runs. */
                "Idempotency-Key"?: string;
            };
            path: {
                playerId: string;
                tournamentId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WithdrawPlayerDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    /** @description Calls allowed in the window of the most constraining limit that applied to this call */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which that window ends */
                    "X-RateLimit-Reset"?: number;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WithdrawalDto"];
                };
            };
            /**
             * @description The request cannot be read:
             *     - `invalid_request`: the request cannot be read: malformed JSON, a body that is not an object, a Content-Type other than application/json, a bad query parameter or a malformed Idempotency-Key
             *     - `unsupported_api_version`: the API-Version header names a version other than 1 or 1.0.0
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            /** @description With a bad query parameter or Idempotency-Key: parameter → messages */
                            errors?: {
                                [key: string]: string[];
                            };
                            /**
                             * @description With unsupported_api_version
                             * @example [
                             *       "1.0.0"
                             *     ]
                             */
                            supported_versions?: string[];
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "invalid_request" | "unsupported_api_version";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Authentication failed:
             *     - `INVALID_API_KEY`: the key is missing, malformed, unknown, revoked, expired or of the wrong kind
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "INVALID_API_KEY";
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "unauthorized";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Not allowed:
             *     - `INSUFFICIENT_PERMISSIONS`: the key’s role lacks the permission the route needs (named in required_permission); this route needs 'players.write' (This API key lacks the 'players.write' permission)
             *     - `RESOURCE_FORBIDDEN`: the resource belongs to an operator the key does not act for
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "INSUFFICIENT_PERMISSIONS" | "RESOURCE_FORBIDDEN";
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "forbidden";
                        /** @description For people; do not parse */
                        message: string;
                        /**
                         * @description The permission the key lacks (with INSUFFICIENT_PERMISSIONS)
                         * @enum {string}
                         */
                        required_permission?: "players.write";
                    };
                };
            };
            /**
             * @description Not found:
             *     - `not_found`: no such resource, or a path that names none (undecodable, or a parameter longer than 256 characters)
             *     - `player_not_found`: no such player
             *     - `tournament_not_found`: no tournament with this id
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "not_found" | "player_not_found" | "tournament_not_found";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Conflict with the current state:
             *     - `conflict`: the request conflicts with the current state
             *     - `idempotency_conflict`: the Idempotency-Key (or the payment_id / transfer_id) was already used for a different request
             *     - `idempotency_key_in_use`: a request with this Idempotency-Key is still running; retry after it completes
             *     - `tournament_cancelled`: the tournament is cancelled
             *     - `tournament_started`: the tournament has started; this is allowed only before
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "conflict" | "idempotency_conflict" | "idempotency_key_in_use" | "tournament_cancelled" | "tournament_started";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Body too large:
             *     - `payload_too_large`: the body exceeds 1 MiB
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "payload_too_large";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Validation failed:
             *     - `validation_error`: a field is missing, wrong, unknown or breaks a business rule; `errors` names each field
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "validation_error";
                        /** @description Field path → messages */
                        errors: {
                            [key: string]: string[];
                        };
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Rate limit exceeded:
             *     - `rate_limit_exceeded`: a rate limit refused the call; retry after Retry-After seconds
             */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window of the limit that refused the call */
                    "X-RateLimit-Limit"?: number;
                    /** @description Always 0 on a 429 */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which that window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /**
                             * @description The limit that refused the call
                             * @enum {string}
                             */
                            category: "creation" | "registration" | "results" | "tournament_ops" | "general" | "burst" | "failed_auth";
                            /** @description Requests (or failed authentications) allowed per window */
                            limit: number;
                            /** @description Seconds until a call can pass again (also in Retry-After) */
                            retry_after: number;
                            /** @description Length of the window, in seconds */
                            window_seconds: number;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "rate_limit_exceeded";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Internal error:
             *     - `internal_error`: an unexpected error; quote details.request_id
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "internal_error";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Service unavailable:
             *     - `service_unavailable`: a dependency (the database, or the operator’s wallet) is unavailable; retry after Retry-After seconds
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description Readiness only: the result of each check */
                            checks?: {
                                [key: string]: unknown;
                            };
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "service_unavailable";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
        };
    };
    TournamentPlayersController_rebuy: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; `1` or `1.0.0` */
                "API-Version"?: "1" | "1.0.0";
                /** @description Optional. 1-255 visible ASCII characters; any other value is 400 `invalid_request`. Keys are scoped to the operator. The first request with a key runs and its response (status and body, 4xx included, 5xx and 429 excepted) is kept for 24 h. A retry with the same key and the same request (method, path, query and JSON body, key order ignored) gets that response again, with `Idempotent-Replayed: true`, without running again. The same key with a different request is 409 `idempotency_conflict`; a retry while the first request still runs is 409 `idempotency_key_in_use`. After a 5xx the key is free again, so a retry runs. */
                "Idempotency-Key"?: string;
            };
            path: {
                playerId: string;
                tournamentId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RebuyDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    /** @description Calls allowed in the window of the most constraining limit that applied to this call */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which that window ends */
                    "X-RateLimit-Reset"?: number;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RebuyResultDto"];
                };
            };
            /**
             * @description The request cannot be read:
             *     - `invalid_request`: the request cannot be read: malformed JSON, a body that is not an object, a Content-Type other than application/json, a bad query parameter or a malformed Idempotency-Key
             *     - `unsupported_api_version`: the API-Version header names a version other than 1 or 1.0.0
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            /** @description With a bad query parameter or Idempotency-Key: parameter → messages */
                            errors?: {
                                [key: string]: string[];
                            };
                            /**
                             * @description With unsupported_api_version
                             * @example [
                             *       "1.0.0"
                             *     ]
                             */
                            supported_versions?: string[];
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "invalid_request" | "unsupported_api_version";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Authentication failed:
             *     - `INVALID_API_KEY`: the key is missing, malformed, unknown, revoked, expired or of the wrong kind
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "INVALID_API_KEY";
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "unauthorized";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Not allowed:
             *     - `INSUFFICIENT_PERMISSIONS`: the key’s role lacks the permission the route needs (named in required_permission); this route needs 'players.write' (This API key lacks the 'players.write' permission)
             *     - `RESOURCE_FORBIDDEN`: the resource belongs to an operator the key does not act for
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "INSUFFICIENT_PERMISSIONS" | "RESOURCE_FORBIDDEN";
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "forbidden";
                        /** @description For people; do not parse */
                        message: string;
                        /**
                         * @description The permission the key lacks (with INSUFFICIENT_PERMISSIONS)
                         * @enum {string}
                         */
                        required_permission?: "players.write";
                    };
                };
            };
            /**
             * @description Not found:
             *     - `not_found`: no such resource, or a path that names none (undecodable, or a parameter longer than 256 characters)
             *     - `player_not_found`: no such player
             *     - `tournament_not_found`: no tournament with this id
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "not_found" | "player_not_found" | "tournament_not_found";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Conflict with the current state:
             *     - `idempotency_conflict`: the Idempotency-Key (or the payment_id / transfer_id) was already used for a different request
             *     - `idempotency_key_in_use`: a request with this Idempotency-Key is still running; retry after it completes
             *     - `insufficient_balance`: the player's balance (or the operator's seamless wallet) does not cover the amount
             *     - `rebuy_not_allowed`: rebuys are off, the tournament is final, the player cannot rebuy, or max_entries_per_player would be exceeded
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "idempotency_conflict" | "idempotency_key_in_use" | "insufficient_balance" | "rebuy_not_allowed";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Body too large:
             *     - `payload_too_large`: the body exceeds 1 MiB
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "payload_too_large";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Validation failed:
             *     - `validation_error`: a field is missing, wrong, unknown or breaks a business rule; `errors` names each field
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "validation_error";
                        /** @description Field path → messages */
                        errors: {
                            [key: string]: string[];
                        };
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Rate limit exceeded:
             *     - `rate_limit_exceeded`: a rate limit refused the call; retry after Retry-After seconds
             */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window of the limit that refused the call */
                    "X-RateLimit-Limit"?: number;
                    /** @description Always 0 on a 429 */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which that window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /**
                             * @description The limit that refused the call
                             * @enum {string}
                             */
                            category: "creation" | "registration" | "results" | "tournament_ops" | "general" | "burst" | "failed_auth";
                            /** @description Requests (or failed authentications) allowed per window */
                            limit: number;
                            /** @description Seconds until a call can pass again (also in Retry-After) */
                            retry_after: number;
                            /** @description Length of the window, in seconds */
                            window_seconds: number;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "rate_limit_exceeded";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Internal error:
             *     - `internal_error`: an unexpected error; quote details.request_id
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "internal_error";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Service unavailable:
             *     - `service_unavailable`: a dependency (the database, or the operator’s wallet) is unavailable; retry after Retry-After seconds
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description Readiness only: the result of each check */
                            checks?: {
                                [key: string]: unknown;
                            };
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "service_unavailable";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
        };
    };
    TournamentPlayersController_token: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; `1` or `1.0.0` */
                "API-Version"?: "1" | "1.0.0";
                /** @description Optional. 1-255 visible ASCII characters; any other value is 400 `invalid_request`. Keys are scoped to the operator. The first request with a key runs and its response (status and body, 4xx included, 5xx and 429 excepted) is kept for 24 h. A retry with the same key and the same request (method, path, query and JSON body, key order ignored) gets that response again, with `Idempotent-Replayed: true`, without running again. The same key with a different request is 409 `idempotency_conflict`; a retry while the first request still runs is 409 `idempotency_key_in_use`. After a 5xx the key is free again, so a retry runs. */
                "Idempotency-Key"?: string;
            };
            path: {
                playerId: string;
                tournamentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    /** @description Calls allowed in the window of the most constraining limit that applied to this call */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which that window ends */
                    "X-RateLimit-Reset"?: number;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        display_name?: unknown;
                        entry_count?: unknown;
                        game_access?: unknown;
                        internal_player_id?: unknown;
                        message?: unknown;
                        player_id?: unknown;
                        registered_at?: unknown;
                        status?: unknown;
                        total_paid?: unknown;
                        tournament_id?: unknown;
                        user_id?: unknown;
                    } & {
                        [key: string]: components["schemas"]["GameLaunchDto"];
                    }) & components["schemas"]["RegistrationDto"];
                };
            };
            /**
             * @description The request cannot be read:
             *     - `invalid_request`: the request cannot be read: malformed JSON, a body that is not an object, a Content-Type other than application/json, a bad query parameter or a malformed Idempotency-Key
             *     - `unsupported_api_version`: the API-Version header names a version other than 1 or 1.0.0
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            /** @description With a bad query parameter or Idempotency-Key: parameter → messages */
                            errors?: {
                                [key: string]: string[];
                            };
                            /**
                             * @description With unsupported_api_version
                             * @example [
                             *       "1.0.0"
                             *     ]
                             */
                            supported_versions?: string[];
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "invalid_request" | "unsupported_api_version";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Authentication failed:
             *     - `INVALID_API_KEY`: the key is missing, malformed, unknown, revoked, expired or of the wrong kind
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "INVALID_API_KEY";
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "unauthorized";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Not allowed:
             *     - `INSUFFICIENT_PERMISSIONS`: the key’s role lacks the permission the route needs (named in required_permission); this route needs 'players.write' (This API key lacks the 'players.write' permission)
             *     - `RESOURCE_FORBIDDEN`: the resource belongs to an operator the key does not act for
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "INSUFFICIENT_PERMISSIONS" | "RESOURCE_FORBIDDEN";
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "forbidden";
                        /** @description For people; do not parse */
                        message: string;
                        /**
                         * @description The permission the key lacks (with INSUFFICIENT_PERMISSIONS)
                         * @enum {string}
                         */
                        required_permission?: "players.write";
                    };
                };
            };
            /**
             * @description Not found:
             *     - `not_found`: no such resource, or a path that names none (undecodable, or a parameter longer than 256 characters)
             *     - `player_not_found`: no such player
             *     - `tournament_not_found`: no tournament with this id
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "not_found" | "player_not_found" | "tournament_not_found";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Conflict with the current state:
             *     - `conflict`: the request conflicts with the current state
             *     - `idempotency_conflict`: the Idempotency-Key (or the payment_id / transfer_id) was already used for a different request
             *     - `idempotency_key_in_use`: a request with this Idempotency-Key is still running; retry after it completes
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "conflict" | "idempotency_conflict" | "idempotency_key_in_use";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Body too large:
             *     - `payload_too_large`: the body exceeds 1 MiB
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "payload_too_large";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Rate limit exceeded:
             *     - `rate_limit_exceeded`: a rate limit refused the call; retry after Retry-After seconds
             */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window of the limit that refused the call */
                    "X-RateLimit-Limit"?: number;
                    /** @description Always 0 on a 429 */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which that window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /**
                             * @description The limit that refused the call
                             * @enum {string}
                             */
                            category: "creation" | "registration" | "results" | "tournament_ops" | "general" | "burst" | "failed_auth";
                            /** @description Requests (or failed authentications) allowed per window */
                            limit: number;
                            /** @description Seconds until a call can pass again (also in Retry-After) */
                            retry_after: number;
                            /** @description Length of the window, in seconds */
                            window_seconds: number;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "rate_limit_exceeded";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Internal error:
             *     - `internal_error`: an unexpected error; quote details.request_id
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "internal_error";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Service unavailable:
             *     - `service_unavailable`: a dependency (the database, or the operator’s wallet) is unavailable; retry after Retry-After seconds
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description Readiness only: the result of each check */
                            checks?: {
                                [key: string]: unknown;
                            };
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "service_unavailable";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
        };
    };
    ResultsController_results: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; `1` or `1.0.0` */
                "API-Version"?: "1" | "1.0.0";
            };
            path: {
                tournamentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    /** @description Calls allowed in the window of the most constraining limit that applied to this call */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which that window ends */
                    "X-RateLimit-Reset"?: number;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultsDto"];
                };
            };
            /**
             * @description The request cannot be read:
             *     - `invalid_request`: the request cannot be read: malformed JSON, a body that is not an object, a Content-Type other than application/json, a bad query parameter or a malformed Idempotency-Key
             *     - `unsupported_api_version`: the API-Version header names a version other than 1 or 1.0.0
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            /** @description With a bad query parameter or Idempotency-Key: parameter → messages */
                            errors?: {
                                [key: string]: string[];
                            };
                            /**
                             * @description With unsupported_api_version
                             * @example [
                             *       "1.0.0"
                             *     ]
                             */
                            supported_versions?: string[];
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "invalid_request" | "unsupported_api_version";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Authentication failed:
             *     - `INVALID_API_KEY`: the key is missing, malformed, unknown, revoked, expired or of the wrong kind
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "INVALID_API_KEY";
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "unauthorized";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Not allowed:
             *     - `INSUFFICIENT_PERMISSIONS`: the key’s role lacks the permission the route needs (named in required_permission); this route needs 'results.read' (This API key lacks the 'results.read' permission)
             *     - `RESOURCE_FORBIDDEN`: the resource belongs to an operator the key does not act for
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "INSUFFICIENT_PERMISSIONS" | "RESOURCE_FORBIDDEN";
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "forbidden";
                        /** @description For people; do not parse */
                        message: string;
                        /**
                         * @description The permission the key lacks (with INSUFFICIENT_PERMISSIONS)
                         * @enum {string}
                         */
                        required_permission?: "results.read";
                    };
                };
            };
            /**
             * @description Not found:
             *     - `not_found`: no such resource, or a path that names none (undecodable, or a parameter longer than 256 characters)
             *     - `tournament_not_found`: no tournament with this id
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "not_found" | "tournament_not_found";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Conflict with the current state:
             *     - `tournament_not_completed`: results exist only once the tournament is completed
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "tournament_not_completed";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Body too large:
             *     - `payload_too_large`: the body exceeds 1 MiB
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "payload_too_large";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Rate limit exceeded:
             *     - `rate_limit_exceeded`: a rate limit refused the call; retry after Retry-After seconds
             */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window of the limit that refused the call */
                    "X-RateLimit-Limit"?: number;
                    /** @description Always 0 on a 429 */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which that window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /**
                             * @description The limit that refused the call
                             * @enum {string}
                             */
                            category: "creation" | "registration" | "results" | "tournament_ops" | "general" | "burst" | "failed_auth";
                            /** @description Requests (or failed authentications) allowed per window */
                            limit: number;
                            /** @description Seconds until a call can pass again (also in Retry-After) */
                            retry_after: number;
                            /** @description Length of the window, in seconds */
                            window_seconds: number;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "rate_limit_exceeded";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Internal error:
             *     - `internal_error`: an unexpected error; quote details.request_id
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "internal_error";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Service unavailable:
             *     - `service_unavailable`: a dependency (the database, or the operator’s wallet) is unavailable; retry after Retry-After seconds
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description Readiness only: the result of each check */
                            checks?: {
                                [key: string]: unknown;
                            };
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "service_unavailable";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
        };
    };
    TournamentsController_start: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; `1` or `1.0.0` */
                "API-Version"?: "1" | "1.0.0";
                /** @description Optional. 1-255 visible ASCII characters; any other value is 400 `invalid_request`. Keys are scoped to the operator. The first request with a key runs and its response (status and body, 4xx included, 5xx and 429 excepted) is kept for 24 h. A retry with the same key and the same request (method, path, query and JSON body, key order ignored) gets that response again, with `Idempotent-Replayed: true`, without running again. The same key with a different request is 409 `idempotency_conflict`; a retry while the first request still runs is 409 `idempotency_key_in_use`. After a 5xx the key is free again, so a retry runs. */
                "Idempotency-Key"?: string;
            };
            path: {
                tournamentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    /** @description Calls allowed in the window of the most constraining limit that applied to this call */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which that window ends */
                    "X-RateLimit-Reset"?: number;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StartTournamentResponseDto"];
                };
            };
            /**
             * @description The request cannot be read:
             *     - `invalid_request`: the request cannot be read: malformed JSON, a body that is not an object, a Content-Type other than application/json, a bad query parameter or a malformed Idempotency-Key
             *     - `unsupported_api_version`: the API-Version header names a version other than 1 or 1.0.0
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            /** @description With a bad query parameter or Idempotency-Key: parameter → messages */
                            errors?: {
                                [key: string]: string[];
                            };
                            /**
                             * @description With unsupported_api_version
                             * @example [
                             *       "1.0.0"
                             *     ]
                             */
                            supported_versions?: string[];
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "invalid_request" | "unsupported_api_version";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Authentication failed:
             *     - `INVALID_API_KEY`: the key is missing, malformed, unknown, revoked, expired or of the wrong kind
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "INVALID_API_KEY";
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "unauthorized";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Not allowed:
             *     - `INSUFFICIENT_PERMISSIONS`: the key’s role lacks the permission the route needs (named in required_permission); this route needs 'tournaments.write' (This API key lacks the 'tournaments.write' permission)
             *     - `RESOURCE_FORBIDDEN`: the resource belongs to an operator the key does not act for
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "INSUFFICIENT_PERMISSIONS" | "RESOURCE_FORBIDDEN";
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "forbidden";
                        /** @description For people; do not parse */
                        message: string;
                        /**
                         * @description The permission the key lacks (with INSUFFICIENT_PERMISSIONS)
                         * @enum {string}
                         */
                        required_permission?: "tournaments.write";
                    };
                };
            };
            /**
             * @description Not found:
             *     - `not_found`: no such resource, or a path that names none (undecodable, or a parameter longer than 256 characters)
             *     - `tournament_not_found`: no tournament with this id
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "not_found" | "tournament_not_found";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Conflict with the current state:
             *     - `idempotency_conflict`: the Idempotency-Key (or the payment_id / transfer_id) was already used for a different request
             *     - `idempotency_key_in_use`: a request with this Idempotency-Key is still running; retry after it completes
             *     - `tournament_cancelled`: the tournament is cancelled
             *     - `tournament_completed`: the tournament is completed
             *     - `tournament_started`: the tournament has started; this is allowed only before
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "idempotency_conflict" | "idempotency_key_in_use" | "tournament_cancelled" | "tournament_completed" | "tournament_started";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Body too large:
             *     - `payload_too_large`: the body exceeds 1 MiB
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "payload_too_large";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Validation failed:
             *     - `validation_error`: a field is missing, wrong, unknown or breaks a business rule; `errors` names each field
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "validation_error";
                        /** @description Field path → messages */
                        errors: {
                            [key: string]: string[];
                        };
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Rate limit exceeded:
             *     - `rate_limit_exceeded`: a rate limit refused the call; retry after Retry-After seconds
             */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window of the limit that refused the call */
                    "X-RateLimit-Limit"?: number;
                    /** @description Always 0 on a 429 */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which that window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /**
                             * @description The limit that refused the call
                             * @enum {string}
                             */
                            category: "creation" | "registration" | "results" | "tournament_ops" | "general" | "burst" | "failed_auth";
                            /** @description Requests (or failed authentications) allowed per window */
                            limit: number;
                            /** @description Seconds until a call can pass again (also in Retry-After) */
                            retry_after: number;
                            /** @description Length of the window, in seconds */
                            window_seconds: number;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "rate_limit_exceeded";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Internal error:
             *     - `internal_error`: an unexpected error; quote details.request_id
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "internal_error";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Service unavailable:
             *     - `service_unavailable`: a dependency (the database, or the operator’s wallet) is unavailable; retry after Retry-After seconds
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description Readiness only: the result of each check */
                            checks?: {
                                [key: string]: unknown;
                            };
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "service_unavailable";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
        };
    };
    TournamentsController_status: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; `1` or `1.0.0` */
                "API-Version"?: "1" | "1.0.0";
            };
            path: {
                tournamentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    /** @description Calls allowed in the window of the most constraining limit that applied to this call */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which that window ends */
                    "X-RateLimit-Reset"?: number;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TournamentStatusDto"];
                };
            };
            /**
             * @description The request cannot be read:
             *     - `invalid_request`: the request cannot be read: malformed JSON, a body that is not an object, a Content-Type other than application/json, a bad query parameter or a malformed Idempotency-Key
             *     - `unsupported_api_version`: the API-Version header names a version other than 1 or 1.0.0
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            /** @description With a bad query parameter or Idempotency-Key: parameter → messages */
                            errors?: {
                                [key: string]: string[];
                            };
                            /**
                             * @description With unsupported_api_version
                             * @example [
                             *       "1.0.0"
                             *     ]
                             */
                            supported_versions?: string[];
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "invalid_request" | "unsupported_api_version";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Authentication failed:
             *     - `INVALID_API_KEY`: the key is missing, malformed, unknown, revoked, expired or of the wrong kind
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "INVALID_API_KEY";
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "unauthorized";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Not allowed:
             *     - `INSUFFICIENT_PERMISSIONS`: the key’s role lacks the permission the route needs (named in required_permission); this route needs 'tournaments.read' (This API key lacks the 'tournaments.read' permission)
             *     - `RESOURCE_FORBIDDEN`: the resource belongs to an operator the key does not act for
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "INSUFFICIENT_PERMISSIONS" | "RESOURCE_FORBIDDEN";
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "forbidden";
                        /** @description For people; do not parse */
                        message: string;
                        /**
                         * @description The permission the key lacks (with INSUFFICIENT_PERMISSIONS)
                         * @enum {string}
                         */
                        required_permission?: "tournaments.read";
                    };
                };
            };
            /**
             * @description Not found:
             *     - `not_found`: no such resource, or a path that names none (undecodable, or a parameter longer than 256 characters)
             *     - `tournament_not_found`: no tournament with this id
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "not_found" | "tournament_not_found";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Body too large:
             *     - `payload_too_large`: the body exceeds 1 MiB
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "payload_too_large";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Rate limit exceeded:
             *     - `rate_limit_exceeded`: a rate limit refused the call; retry after Retry-After seconds
             */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window of the limit that refused the call */
                    "X-RateLimit-Limit"?: number;
                    /** @description Always 0 on a 429 */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which that window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /**
                             * @description The limit that refused the call
                             * @enum {string}
                             */
                            category: "creation" | "registration" | "results" | "tournament_ops" | "general" | "burst" | "failed_auth";
                            /** @description Requests (or failed authentications) allowed per window */
                            limit: number;
                            /** @description Seconds until a call can pass again (also in Retry-After) */
                            retry_after: number;
                            /** @description Length of the window, in seconds */
                            window_seconds: number;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "rate_limit_exceeded";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Internal error:
             *     - `internal_error`: an unexpected error; quote details.request_id
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "internal_error";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Service unavailable:
             *     - `service_unavailable`: a dependency (the database, or the operator’s wallet) is unavailable; retry after Retry-After seconds
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description Readiness only: the result of each check */
                            checks?: {
                                [key: string]: unknown;
                            };
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "service_unavailable";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
        };
    };
    HealthController_live: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; `1` or `1.0.0` */
                "API-Version"?: "1" | "1.0.0";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example ok */
                        status: string;
                    };
                };
            };
            /**
             * @description The request cannot be read:
             *     - `invalid_request`: the request cannot be read: malformed JSON, a body that is not an object, a Content-Type other than application/json, a bad query parameter or a malformed Idempotency-Key
             *     - `unsupported_api_version`: the API-Version header names a version other than 1 or 1.0.0
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            /** @description With a bad query parameter or Idempotency-Key: parameter → messages */
                            errors?: {
                                [key: string]: string[];
                            };
                            /**
                             * @description With unsupported_api_version
                             * @example [
                             *       "1.0.0"
                             *     ]
                             */
                            supported_versions?: string[];
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "invalid_request" | "unsupported_api_version";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Body too large:
             *     - `payload_too_large`: the body exceeds 1 MiB
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "payload_too_large";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Internal error:
             *     - `internal_error`: an unexpected error; quote details.request_id
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "internal_error";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
        };
    };
    HealthController_ready: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; `1` or `1.0.0` */
                "API-Version"?: "1" | "1.0.0";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every check is up */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @example {
                         *       "database": {
                         *         "status": "up"
                         *       },
                         *       "migrations": {
                         *         "status": "up"
                         *       }
                         *     }
                         */
                        details: {
                            [key: string]: {
                                message?: string;
                                /** @enum {string} */
                                status: "up" | "down";
                            } & {
                                [key: string]: unknown;
                            };
                        };
                        /** @example {} */
                        error?: {
                            [key: string]: {
                                message?: string;
                                /** @enum {string} */
                                status: "up" | "down";
                            } & {
                                [key: string]: unknown;
                            };
                        } | null;
                        /**
                         * @example {
                         *       "database": {
                         *         "status": "up"
                         *       },
                         *       "migrations": {
                         *         "status": "up"
                         *       }
                         *     }
                         */
                        info?: {
                            [key: string]: {
                                message?: string;
                                /** @enum {string} */
                                status: "up" | "down";
                            } & {
                                [key: string]: unknown;
                            };
                        } | null;
                        /**
                         * @example ok
                         * @enum {string}
                         */
                        status: "ok";
                    };
                };
            };
            /**
             * @description The request cannot be read:
             *     - `invalid_request`: the request cannot be read: malformed JSON, a body that is not an object, a Content-Type other than application/json, a bad query parameter or a malformed Idempotency-Key
             *     - `unsupported_api_version`: the API-Version header names a version other than 1 or 1.0.0
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            /** @description With a bad query parameter or Idempotency-Key: parameter → messages */
                            errors?: {
                                [key: string]: string[];
                            };
                            /**
                             * @description With unsupported_api_version
                             * @example [
                             *       "1.0.0"
                             *     ]
                             */
                            supported_versions?: string[];
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "invalid_request" | "unsupported_api_version";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Body too large:
             *     - `payload_too_large`: the body exceeds 1 MiB
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "payload_too_large";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Internal error:
             *     - `internal_error`: an unexpected error; quote details.request_id
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "internal_error";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Service unavailable:
             *     - `service_unavailable`: a dependency (the database, or the operator’s wallet) is unavailable; retry after Retry-After seconds
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description Readiness only: the result of each check */
                            checks?: {
                                [key: string]: unknown;
                            };
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "service_unavailable";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
        };
    };
    MetricsController_scrape: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; `1` or `1.0.0` */
                "API-Version"?: "1" | "1.0.0";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Prometheus text exposition format */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /**
             * @description The request cannot be read:
             *     - `invalid_request`: the request cannot be read: malformed JSON, a body that is not an object, a Content-Type other than application/json, a bad query parameter or a malformed Idempotency-Key
             *     - `unsupported_api_version`: the API-Version header names a version other than 1 or 1.0.0
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details?: {
                            /** @description With a bad query parameter or Idempotency-Key: parameter → messages */
                            errors?: {
                                [key: string]: string[];
                            };
                            /**
                             * @description With unsupported_api_version
                             * @example [
                             *       "1.0.0"
                             *     ]
                             */
                            supported_versions?: string[];
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "invalid_request" | "unsupported_api_version";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Authentication failed:
             *     - `INVALID_API_KEY`: the key is missing, malformed, unknown, revoked, expired or of the wrong kind
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "INVALID_API_KEY";
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "unauthorized";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Body too large:
             *     - `payload_too_large`: the body exceeds 1 MiB
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "payload_too_large";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
            /**
             * @description Internal error:
             *     - `internal_error`: an unexpected error; quote details.request_id
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: {
                            /** @description The request id (also in X-Request-Id); quote it when reporting a problem */
                            request_id: string;
                        };
                        /**
                         * @description Machine-readable error code
                         * @enum {string}
                         */
                        error: "internal_error";
                        /** @description For people; do not parse */
                        message: string;
                    };
                };
            };
        };
    };
}
