import { DASHBOARD_ACTIONS, DASHBOARD_ROLES, DashboardRole, isDashboardRole, landingPage, roleAllows } from './dashboard-roles';

describe('dashboard roles', () => {
  it('lets an administrator do everything', () => {
    for (const action of DASHBOARD_ACTIONS) expect(roleAllows('admin', action)).toBe(true);
  });

  it('lets a manager manage tournaments only', () => {
    expect(DASHBOARD_ACTIONS.filter((action) => roleAllows('manager', action))).toEqual(['tournaments.manage']);
  });

  it('lets a viewer change nothing', () => {
    expect(DASHBOARD_ACTIONS.filter((action) => roleAllows('viewer', action))).toEqual([]);
  });

  it('grants a role every action of the roles below it', () => {
    const [admin, manager, viewer] = DASHBOARD_ROLES;
    for (const action of DASHBOARD_ACTIONS) {
      if (roleAllows(viewer, action)) expect(roleAllows(manager, action)).toBe(true);
      if (roleAllows(manager, action)) expect(roleAllows(admin, action)).toBe(true);
    }
  });

  it('knows its roles and nothing else', () => {
    expect(DASHBOARD_ROLES.every(isDashboardRole)).toBe(true);
    for (const other of ['Admin', 'owner', '', null, 1, undefined]) expect(isDashboardRole(other)).toBe(false);
  });

  it('lands every role on the overview, and a role it does not know on the tournament list', () => {
    for (const role of DASHBOARD_ROLES) expect(landingPage(role)).toBe('/dashboard/overview');
    expect(landingPage('toString' as DashboardRole)).toBe('/dashboard/tournaments');
    expect(landingPage('owner' as DashboardRole)).toBe('/dashboard/tournaments');
  });
});
