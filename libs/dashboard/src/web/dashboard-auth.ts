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

/**
 * The operator context of a dashboard user's tournament changes (create, edit, start, complete,
 * cancel): the API's own services run under it exactly as under a key with these permissions.
 * The page's route has already checked the user's role (tournaments.manage).
 */
export function dashboardWriter(user: DashboardContext): OperatorAuth {
  return {
    ...dashboardReader(user),
    permissions: [
      Permission.TournamentsRead,
      Permission.TournamentsWrite,
      Permission.TournamentsDelete,
      Permission.PlayersRead,
      Permission.ResultsRead,
    ],
  };
}
