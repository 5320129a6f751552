/** Thrown by the session guard: no session, or one that has ended. */
export class DashboardSignInRequired extends Error {
  constructor(readonly reason: 'signin' | 'expired') {
    super(reason === 'expired' ? 'Your session has expired. Please sign in again.' : 'Please sign in to continue.');
  }
}

/** Thrown when a form comes back without its session's CSRF token. */
export class DashboardCsrfRefused extends Error {
  constructor() {
    super('This form was refused because its security token (CSRF) is missing or invalid. Reload the page and try again.');
  }
}
