/** The six operator permissions (spec, Authentication). */
export enum Permission {
  TournamentsRead = 'tournaments.read',
  TournamentsWrite = 'tournaments.write',
  TournamentsDelete = 'tournaments.delete',
  PlayersRead = 'players.read',
  PlayersWrite = 'players.write',
  ResultsRead = 'results.read',
}

/** The four roles of D4, with their exact names. */
export enum Role {
  FullAccess = 'full_access',
  TournamentManager = 'tournament_manager',
  ReadOnly = 'read_only',
  PlayerRegistration = 'player_registration',
}

export const ALL_PERMISSIONS: readonly Permission[] = Object.values(Permission);

export const ROLE_PERMISSIONS: Readonly<Record<Role, readonly Permission[]>> = {
  [Role.FullAccess]: ALL_PERMISSIONS,
  [Role.TournamentManager]: ALL_PERMISSIONS.filter((p) => p !== Permission.TournamentsDelete),
  [Role.ReadOnly]: [Permission.TournamentsRead, Permission.PlayersRead, Permission.ResultsRead],
  [Role.PlayerRegistration]: [Permission.TournamentsRead, Permission.PlayersRead, Permission.PlayersWrite],
};

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (Object.values(Role) as string[]).includes(value);
}

export function permissionsOf(role: string): readonly Permission[] {
  return isRole(role) ? ROLE_PERMISSIONS[role] : [];
}
