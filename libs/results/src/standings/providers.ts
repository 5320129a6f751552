import { StandingsRepository } from './standings.repository';
import { StandingsService } from './standings.service';

/** Providers of the standings feature, provided and exported by PlayersCoreModule. */
export const STANDINGS_PROVIDERS = [StandingsRepository, StandingsService];
