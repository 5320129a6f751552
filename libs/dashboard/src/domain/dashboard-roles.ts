/**
 * Dashboard roles: what a signed-in staff member may change. Every role reads every page of its
 * operator; the role decides which actions it may take. Plain rules, no framework imports.
 */
export const DASHBOARD_ROLES = ['admin', 'manager', 'viewer'] as const;
export type DashboardRole = (typeof DASHBOARD_ROLES)[number];

/** The role of a user created without one, and of the users that existed before roles. */
export const DEFAULT_DASHBOARD_ROLE: DashboardRole = 'admin';

/** What a dashboard form or button may do; each is granted to some roles. */
export const DASHBOARD_ACTIONS = ['tournaments.manage', 'keys.manage', 'settings.manage', 'users.manage'] as const;
export type DashboardAction = (typeof DASHBOARD_ACTIONS)[number];

const GRANTS: Record<DashboardRole, ReadonlySet<DashboardAction>> = {
  admin: new Set(DASHBOARD_ACTIONS),
  manager: new Set<DashboardAction>(['tournaments.manage']),
  viewer: new Set<DashboardAction>(),
};

export function roleAllows(role: DashboardRole, action: DashboardAction): boolean {
  return GRANTS[role]?.has(action) ?? false;
}

export function isDashboardRole(value: unknown): value is DashboardRole {
  return typeof value === 'string' && (DASHBOARD_ROLES as readonly string[]).includes(value);
}

/** How each role is named and explained to staff (users page, README). */
export const ROLE_LABELS: Record<DashboardRole, { name: string; description: string }> = {
  admin: {
    name: 'Administrator',
    description: 'Everything a manager can do, plus API keys, wallet settings and dashboard users.',
  },
  manager: {
    name: 'Manager',
    description: 'Creates, edits, starts, completes and cancels tournaments and series; reads every page.',
  },
  viewer: { name: 'Viewer', description: 'Reads every page; changes nothing.' },
};

/**
 * Where a role lands after signing in and at /dashboard: the overview (the operator's money and
 * registrations at a glance) for every role that reads it, which today is every role; a role
 * kept from the overview would land on the tournament list instead. One entry a role, so that a
 * role added later has to say where it lands.
 */
const LANDING_PAGES: Record<DashboardRole, string> = {
  admin: '/dashboard/overview',
  manager: '/dashboard/overview',
  viewer: '/dashboard/overview',
};

/** The page every role may read: where a role without a landing page of its own goes. */
export const FALLBACK_LANDING_PAGE = '/dashboard/tournaments';

export function landingPage(role: DashboardRole): string {
  return Object.prototype.hasOwnProperty.call(LANDING_PAGES, role) ? LANDING_PAGES[role] : FALLBACK_LANDING_PAGE;
}

/** What an action is, in the words of a refusal: "Your role (Viewer) cannot <manage API keys>." */
export const ACTION_LABELS: Record<DashboardAction, string> = {
  'tournaments.manage': 'manage tournaments and series',
  'keys.manage': 'manage API keys',
  'settings.manage': 'change the operator’s settings',
  'users.manage': 'manage dashboard users',
};
