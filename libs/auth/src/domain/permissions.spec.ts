import { ALL_PERMISSIONS, isRole, Permission, permissionsOf, Role, ROLE_PERMISSIONS } from './permissions';

// D4: roles and their exact permission sets; spec "Authentication" names the six permissions.

const sorted = (list: readonly string[]) => [...list].sort();

describe('permissions (D4)', () => {
  it('has exactly the six permissions of the spec, with their exact names', () => {
    expect(sorted(ALL_PERMISSIONS)).toEqual(
      sorted(['tournaments.read', 'tournaments.write', 'tournaments.delete', 'players.read', 'players.write', 'results.read']),
    );
    expect(new Set(ALL_PERMISSIONS).size).toBe(6);
  });

  it('has exactly the four roles of D4, with their exact names', () => {
    expect(sorted(Object.values(Role))).toEqual(sorted(['full_access', 'tournament_manager', 'read_only', 'player_registration']));
    expect(sorted(Object.keys(ROLE_PERMISSIONS))).toEqual(sorted(Object.values(Role)));
  });

  it.each([
    ['full_access', ['tournaments.read', 'tournaments.write', 'tournaments.delete', 'players.read', 'players.write', 'results.read']],
    ['tournament_manager', ['tournaments.read', 'tournaments.write', 'players.read', 'players.write', 'results.read']],
    ['read_only', ['tournaments.read', 'players.read', 'results.read']],
    ['player_registration', ['tournaments.read', 'players.read', 'players.write']],
  ])('%s has exactly %j', (role, expected) => {
    const granted = permissionsOf(role);
    expect(sorted(granted)).toEqual(sorted(expected));
    expect(new Set(granted).size).toBe(granted.length);
    expect(sorted(ROLE_PERMISSIONS[role as Role])).toEqual(sorted(expected));
  });

  it('tournament_manager is full_access without tournaments.delete', () => {
    const manager = permissionsOf(Role.TournamentManager);
    expect(manager).not.toContain(Permission.TournamentsDelete);
    expect(sorted([...manager, Permission.TournamentsDelete])).toEqual(sorted(permissionsOf(Role.FullAccess)));
  });

  it('only full_access may cancel (tournaments.delete)', () => {
    const withDelete = Object.values(Role).filter((r) => permissionsOf(r).includes(Permission.TournamentsDelete));
    expect(withDelete).toEqual([Role.FullAccess]);
  });

  it('read_only and player_registration cannot write tournaments', () => {
    for (const role of [Role.ReadOnly, Role.PlayerRegistration]) {
      expect(permissionsOf(role)).not.toContain(Permission.TournamentsWrite);
      expect(permissionsOf(role)).not.toContain(Permission.TournamentsDelete);
    }
    expect(permissionsOf(Role.ReadOnly)).not.toContain(Permission.PlayersWrite);
    expect(permissionsOf(Role.PlayerRegistration)).not.toContain(Permission.ResultsRead);
  });

  it.each([
    'admin',
    '',
    'FULL_ACCESS',
    'Full_Access',
    ' full_access',
    'full_access ',
    'readonly',
    'read-only',
    'constructor',
    '__proto__',
    'toString',
    'hasOwnProperty',
  ])('an unknown role %j has no permissions', (role) => {
    expect(permissionsOf(role)).toEqual([]);
    expect(isRole(role)).toBe(false);
  });

  it('isRole accepts only the four role names and only strings', () => {
    for (const role of Object.values(Role)) expect(isRole(role)).toBe(true);
    for (const value of [undefined, null, 1, {}, [], ['full_access'], true]) {
      expect(isRole(value)).toBe(false);
    }
  });

  it('every role grants only known permissions', () => {
    for (const role of Object.values(Role)) {
      for (const permission of permissionsOf(role)) {
        expect(ALL_PERMISSIONS).toContain(permission);
      }
    }
  });
});
