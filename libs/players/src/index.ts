export * from './players.module';
export * from './registration/players.repository';
export * from './registration/player-token.validator';
export * from './dto/player-query.dto';
export * from './dto/player-response.dto';
export * from './queries/player-queries.service';
export * from './registration/entry-changes.service';
export { isUniqueViolation } from './registration/db-errors';
