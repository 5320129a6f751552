import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { FastifyReply, FastifyRequest } from 'fastify';
import { ApiErrors, ErrorCode, QUERY_ERRORS } from '@app/common';
import { TOURNAMENT_ERRORS } from '@app/tournaments';
import { StreamViewer } from '../stream-credentials';
import { LeaderboardStreamQueryDto } from './leaderboard-stream-query.dto';
import { LeaderboardStreams } from './leaderboard-streams.service';
import { CurrentViewer, StreamAuth } from './stream-auth.guard';

const DESCRIPTION = `
The leaderboard's first page (the body of \`GET /api/tournaments/{tournamentId}/leaderboard\` with the
same \`limit\` and \`includeEliminated\`) as Server-Sent Events: one at once, then one after each
change of the standings (changes close together share one: at most one snapshot per 250 ms by
default; the last change always gets one).

Credentials: an operator key with \`results.read\` (its own tournaments), an internal key (the
tournaments of the operators it covers), or, for a browser's \`EventSource\`, which cannot send
headers, the player's game token as \`?token=<JWT>\` (its own tournament only). Credentials are
checked when the stream opens, and again at every heartbeat: a stream ends once they lapse (see
\`event: error\`). Opening a stream counts as one \`results\` call of the operator (of the
tournament's owner with a player token), or one call of the internal key; an operator may have a
limited number of streams open at once on one instance (10,000 by default: 429 with \`category\`
\`live_streams\` beyond). Every refusal is the usual JSON error, before the stream opens.

Events:
- \`event: snapshot\`, \`id: <version>\`, \`data: <the leaderboard body>\`; the version is the
  standings' \`last_updated\` in milliseconds. A client that stops reading gets only the newest
  snapshot once it reads again, and is disconnected after 30 s by default.
- \`event: status\`, \`data: {"tournament_id","status","current_phase"}\`, when the tournament starts,
  completes or is cancelled. After a completion or cancellation the final snapshot follows, and
  the server ends the stream.
- \`event: error\`, \`data: <the JSON error body, as REST answers it>\`, when the credentials no longer
  hold (a key revoked or expired, a game token expired or its player withdrawn; checked every 15 s
  by default); the server ends the stream, without a final snapshot, and the reconnection gets
  that 401.
- \`: heartbeat\` comment lines keep idle connections open; \`retry: 3000\` sets the reconnection delay.

A reconnecting client sends \`Last-Event-ID\` (EventSource does): with the current version there is
no snapshot at once. A finished tournament whose final snapshot the client already has answers
204, which tells an EventSource to stop reconnecting.

The same snapshots are available over a WebSocket at \`GET /api/ws\` (not describable here): the
same credentials at the upgrade (refusals are these JSON errors, before the upgrade); then
\`{"type":"subscribe","tournament_id":"…","limit":50,"include_eliminated":false}\` and
\`{"type":"unsubscribe","tournament_id":"…"}\` messages, up to 100 tournaments per connection, each
subscription counted as one stream; the server sends
\`{"type":"snapshot"|"status","tournament_id","version","data"}\` and
\`{"type":"error","code","message","tournament_id"?,"errors"?,"details"?}\`, \`code\` being the \`error\`
code this route would answer (\`invalid_request\` for a message that is not a JSON object,
\`validation_error\` with \`errors\` for bad fields, \`forbidden\`, \`tournament_not_found\`,
\`rate_limit_exceeded\`). A message over 4 KiB closes the connection (1009); the server pings every
15 s by default and closes a connection that does not answer. When the credentials lapse, the
server sends an \`unauthorized\` error and closes the connection with 1008 (policy violation).
`.trim();

const EVENTS_EXAMPLE =
  'retry: 3000\n\n' +
  'event: snapshot\nid: 1795978800123\ndata: {"tournament_id":"019a8f2e-7c4b-7d21-9e3a-5b6c7d8e9f01","leaderboard":{"data":[],"pagination":{"total":0,"limit":50,"offset":0,"hasMore":false}},"last_updated":"2026-11-29T19:00:00.123Z"}\n\n' +
  'event: status\ndata: {"tournament_id":"019a8f2e-7c4b-7d21-9e3a-5b6c7d8e9f01","status":"completed","current_phase":"completed"}\n\n';

@ApiTags('Leaderboard')
@Controller('api/tournaments/:tournamentId/leaderboard/stream')
export class LeaderboardStreamController {
  constructor(private readonly streams: LeaderboardStreams) {}

  @Get()
  @StreamAuth()
  @ApiOperation({ summary: 'Live leaderboard of a tournament (Server-Sent Events)', description: DESCRIPTION })
  @ApiHeader({
    name: 'Last-Event-ID',
    required: false,
    description: 'The `id` of the last snapshot received: no snapshot at once while it is current',
    schema: { type: 'string', example: '1795978800123' },
  })
  @ApiOkResponse({
    description: 'The event stream; it stays open until the client closes it, the tournament ends or the credentials lapse',
    content: { 'text/event-stream': { schema: { type: 'string', example: EVENTS_EXAMPLE } } },
  })
  @ApiResponse({ status: 204, description: 'The tournament is over and the client already has its final snapshot' })
  @ApiErrors(QUERY_ERRORS, TOURNAMENT_ERRORS, { 429: [ErrorCode.RateLimitExceeded] })
  stream(
    @CurrentViewer() viewer: StreamViewer,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
    @Param('tournamentId') tournamentId: string,
    @Query() query: LeaderboardStreamQueryDto,
  ): Promise<void> {
    return this.streams.open(viewer, request, reply, tournamentId, query);
  }
}
