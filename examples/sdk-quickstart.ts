/**
 * The whole operator and game-platform flow with the TypeScript SDK (libs/sdk): fund two players'
 * wallets, create a tournament, register both, start it, report the game's events, complete it,
 * then read the results and each player's history and balance.
 *
 * Start the service with the admin API on, then run this file:
 *
 *   ADMIN_API_KEY=change-me-local-admin-key npm start
 *   ADMIN_API_KEY=change-me-local-admin-key npm run example:sdk
 *
 * With ADMIN_API_KEY the example creates an operator of its own, with an operator key and a
 * game-platform key. To use keys you already have instead (the demo keys printed on the first
 * start, say), set OPERATOR_API_KEY and INTERNAL_API_KEY. TOURNAMENT_SERVICE_URL defaults to
 * http://localhost:3000.
 */
import { randomUUID } from 'node:crypto';
import { ApiError, createAdminClient, createInternalClient, createOperatorClient, unwrap } from '@tournament-service/sdk';

export interface QuickstartSettings {
  baseUrl: string;
  /** Creates an operator with its keys when the two keys below are not both given. */
  adminApiKey?: string;
  operatorApiKey?: string;
  internalApiKey?: string;
  log?: (line: string) => void;
}

export interface PlayerOutcome {
  userId: string;
  position: number | null;
  prize: number;
  balance: number;
  tournamentsPlayed: number;
}

export interface QuickstartOutcome {
  tournamentId: string;
  currency: string;
  prizePool: number;
  winner: string;
  players: PlayerOutcome[];
  /** The code of the refused second registration. */
  duplicateRegistrationError: string;
}

export async function quickstart(settings: QuickstartSettings): Promise<QuickstartOutcome> {
  const log = settings.log ?? console.log;
  const { baseUrl } = settings;
  const run = randomUUID().slice(0, 8);

  // 1. Keys: an operator key for the operator's backend, an internal key for the game platform.
  let operatorApiKey = settings.operatorApiKey;
  let internalApiKey = settings.internalApiKey;
  if (!operatorApiKey || !internalApiKey) {
    if (!settings.adminApiKey) throw new Error('Set ADMIN_API_KEY, or both OPERATOR_API_KEY and INTERNAL_API_KEY');
    const admin = createAdminClient({ baseUrl, apiKey: settings.adminApiKey });
    const operator = await unwrap(admin.POST('/api/admin/operators', { body: { name: `Quickstart Casino ${run}`, currency: 'EUR' } }));
    const key = await unwrap(
      admin.POST('/api/admin/operators/{operatorId}/api-keys', {
        params: { path: { operatorId: operator.operator_id } },
        body: { name: 'Quickstart backend', role: 'full_access' },
      }),
    );
    const platformKey = await unwrap(
      admin.POST('/api/admin/internal-api-keys', { body: { name: 'Quickstart game platform', operator_ids: [operator.operator_id] } }),
    );
    operatorApiKey = key.api_key;
    internalApiKey = platformKey.api_key;
    log(`Created operator ${operator.name} (${operator.operator_id}) with an operator key and a game-platform key`);
  }
  const operator = createOperatorClient({ baseUrl, apiKey: operatorApiKey });
  const platform = createInternalClient({ baseUrl, apiKey: internalApiKey });

  // 2. Fund two players' transfer wallets (idempotent by transfer_id).
  const users = [`alice-${run}`, `bob-${run}`];
  for (const userId of users) {
    const transfer = await unwrap(
      operator.POST('/api/players/{userId}/wallet/transfers', {
        params: { path: { userId } },
        body: { transfer_id: `fund-${userId}`, direction: 'in', amount: 25 },
      }),
    );
    log(`Funded ${userId}: ${transfer.amount} ${transfer.currency} (balance ${transfer.balance})`);
  }

  // 3. Create a tournament. The Idempotency-Key makes a retry of this call safe.
  const externalId = `quickstart-${run}`;
  const created = await unwrap(
    operator.POST('/api/tournaments', {
      idempotencyKey: `create-${externalId}`,
      body: {
        name: 'Quickstart Showdown',
        external_id: externalId,
        game: 'book-of-gold',
        scheduled_start: new Date(Date.now() + 60 * 60 * 1000).toISOString(),
        entry_fee: 10,
        min_players: 2,
        max_players: 10,
        prize_pool: { total: 0, distribution: { '1': 70, '2': 30 } },
        config: { tournament_type: 'points_based' },
      },
    }),
  );
  const tournamentId = created.tournament_id;
  const currency = created.tournament.currency;
  log(`Created tournament ${tournamentId} (${created.status}), entry fee ${created.tournament.entryFee} ${currency}`);

  // 4. Register both players; the payment_id makes each registration idempotent.
  const seats = new Map<string, string>();
  for (const userId of users) {
    const registration = await unwrap(
      operator.POST('/api/tournaments/{tournamentId}/players', {
        params: { path: { tournamentId } },
        body: { user_id: userId, display_name: userId.split('-')[0], entry_payment_details: { payment_id: `entry-${userId}` } },
      }),
    );
    seats.set(userId, registration.internal_player_id);
    log(`Registered ${userId} as ${registration.player_id} (${registration.status}, paid ${registration.total_paid})`);
  }

  // 5. Errors are typed: `code` is the union of the API's error codes, so a misspelled code does
  //    not compile.
  let duplicateRegistrationError = '';
  try {
    await unwrap(
      operator.POST('/api/tournaments/{tournamentId}/players', {
        params: { path: { tournamentId } },
        body: { user_id: users[0], entry_payment_details: { payment_id: `entry-${users[0]}-again` } },
      }),
    );
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== 'player_already_registered') throw error;
    duplicateRegistrationError = error.code;
    log(`Registering ${users[0]} again: ${error.status} ${error.code} (${error.message})`);
  }

  // 6. Start it.
  const started = await unwrap(operator.POST('/api/tournaments/{tournamentId}/start', { params: { path: { tournamentId } } }));
  log(`Started with ${started.final_player_count} players, prize pool ${started.final_prize_pool} ${currency}`);

  // 7. The game platform reports what happens in the game, each event once by event_id.
  const points = [150, 90];
  const event = (n: number) => ({ event_id: `${run}-${n}`, occurred_at: new Date().toISOString() });
  const report = await unwrap(
    platform.POST('/api/internal/tournaments/{tournamentId}/events', {
      params: { path: { tournamentId } },
      body: {
        events: [
          { ...event(1), type: 'round.started', round: 1 },
          ...users.map((userId, i) => ({
            ...event(2 + i),
            type: 'score.updated' as const,
            internal_player_id: seats.get(userId)!,
            points: points[i],
          })),
          { ...event(4), type: 'round.completed', round: 1 },
        ],
      },
    }),
  );
  log(`Game events: ${report.accepted} accepted, ${report.duplicates} duplicates, ${report.rejected} rejected`);
  if (report.rejected > 0) throw new Error(`events rejected: ${JSON.stringify(report.results)}`);

  // 8. Complete it: final positions and prizes, paid into the players' wallets.
  const completed = await unwrap(operator.POST('/api/tournaments/{tournamentId}/complete', { params: { path: { tournamentId } } }));
  log(`Completed: ${completed.final_player_count} players, prize pool ${completed.final_prize_pool} ${currency}`);

  // 9. Results, then each player's history and balance.
  const results = await unwrap(operator.GET('/api/tournaments/{tournamentId}/results', { params: { path: { tournamentId } } }));
  for (const winner of results.winners) {
    log(
      `#${winner.position} ${winner.displayName}: prize ${winner.prizeAmount} ${currency} (paid ${winner.totalPaid}, net ${winner.netWinnings})`,
    );
  }

  const players: PlayerOutcome[] = [];
  for (const userId of users) {
    const history = await unwrap(operator.GET('/api/players/{userId}/tournaments', { params: { path: { userId } } }));
    const wallet = await unwrap(operator.GET('/api/players/{userId}/wallet', { params: { path: { userId } } }));
    const entry = history.tournament_history.data.find((item) => item.tournament_id === tournamentId);
    const balance = wallet.balances.find((b) => b.currency === currency)?.amount ?? 0;
    const prize = results.winners.find((w) => w.playerId === history.player_id)?.prizeAmount ?? 0;
    players.push({
      userId,
      position: entry?.final_position ?? null,
      prize,
      balance,
      tournamentsPlayed: history.tournament_history.pagination.total,
    });
    log(
      `${userId}: position ${entry?.final_position}, ${entry?.player_status}, ${entry?.points_earned} points; balance ${balance} ${currency}`,
    );
  }

  const winner = players.find((p) => p.position === 1);
  return {
    tournamentId,
    currency,
    prizePool: completed.final_prize_pool,
    winner: winner?.userId ?? '',
    players,
    duplicateRegistrationError,
  };
}

if (require.main === module) {
  quickstart({
    baseUrl: process.env.TOURNAMENT_SERVICE_URL ?? 'http://localhost:3000',
    adminApiKey: process.env.ADMIN_API_KEY,
    operatorApiKey: process.env.OPERATOR_API_KEY,
    internalApiKey: process.env.INTERNAL_API_KEY,
  }).then(
    (outcome) => console.log(`Winner: ${outcome.winner}`),
    (error: unknown) => {
      console.error(error instanceof ApiError ? `${error.status} ${error.code}: ${error.message} (request ${error.requestId})` : error);
      process.exit(1);
    },
  );
}
