export * from './internal.module';
export * from './api/internal-api.module';
export { InternalTournamentAccess } from './api/internal-tournament-access';
