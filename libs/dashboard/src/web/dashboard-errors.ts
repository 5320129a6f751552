import { ACTION_LABELS, DashboardAction, DashboardRole, ROLE_LABELS } from '../domain/dashboard-roles';

/** Thrown by the session guard: no session, or one that has ended. */
export class DashboardSignInRequired extends Error {
  constructor(readonly reason: 'signin' | 'expired') {
    super(reason === 'expired' ? 'Your session has expired. Please sign in again.' : 'Please sign in to continue.');
  }
}

/** Thrown when the signed-in user's role does not grant the action of the request. */
export class DashboardRoleRefused extends Error {
  constructor(role: DashboardRole, action: DashboardAction) {
    super(`Your role (${ROLE_LABELS[role].name}) cannot ${ACTION_LABELS[action]}. Ask an administrator of your operator.`);
  }
}

/** Thrown when a form comes back without its session's CSRF token. */
export class DashboardCsrfRefused extends Error {
  constructor() {
    super('This form was refused because its security token (CSRF) is missing or invalid. Reload the page and try again.');
  }
}
