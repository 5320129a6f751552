import { OperatorAuth, Permission } from '@app/auth';
import { DashboardContext } from '../sessions/dashboard-sessions.service';

/**
 * The read-only operator context under which dashboard pages call the API's own services
 * (tournament list and detail, players, leaderboard), so the pages show exactly what the API
 * answers, scoped to the signed-in user's operator. It is never attached to the request, so it
 * is neither rate-limited nor written to the audit log as an API call.
 */
export function dashboardReader(user: DashboardContext): OperatorAuth {
  return {
    kind: 'operator',
    operatorId: user.operatorId,
    keyId: `dashboard-user:${user.userId}`,
    role: 'dashboard',
    permissions: [Permission.TournamentsRead, Permission.PlayersRead, Permission.ResultsRead],
    expiresAt: null,
  };
}
