export * from './tournaments.module';
export * from './tournament.repository';
export * from './tournament-lifecycle.service';
export * from './tournament-participation';
export * from './tournament-scheduler';
export * from './tournament-money';
export * from './tournament.mapper';
