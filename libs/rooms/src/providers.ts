import { RoomsRepository } from './rooms.repository';
import { RoomsService } from './rooms.service';

/** Providers of the rooms feature, provided and exported by PlayersCoreModule. */
export const ROOMS_PROVIDERS = [RoomsService, RoomsRepository];
