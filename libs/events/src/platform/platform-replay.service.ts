import { Injectable } from '@nestjs/common';
import { Clock } from '@app/common';
import { ReplayPlatformNotificationsDto, ReplayPlatformNotificationsResponseDto } from './platform-notifications.dto';
import { PlatformNotificationsRepository } from './platform-notifications.repository';

/** Sends dead game-platform notifications again (D12: dead rows are kept and can be replayed). */
@Injectable()
export class PlatformReplayService {
  constructor(
    private readonly repository: PlatformNotificationsRepository,
    private readonly clock: Clock,
  ) {}

  async replay(input: ReplayPlatformNotificationsDto): Promise<ReplayPlatformNotificationsResponseDto> {
    const replayed = await this.repository.replayDead({ tournamentId: input.tournament_id, ids: input.ids }, this.clock.now());
    return { replayed };
  }
}
