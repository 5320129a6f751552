import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors, VALIDATED_BODY_ERRORS } from '@app/common';
import { AdminAuth } from '@app/auth';
import { ReplayPlatformNotificationsDto, ReplayPlatformNotificationsResponseDto } from './platform-notifications.dto';
import { PlatformReplayService } from './platform-replay.service';

@ApiTags('Admin')
@AdminAuth()
@Controller('api/admin/platform-notifications')
export class PlatformNotificationsAdminController {
  constructor(private readonly replays: PlatformReplayService) {}

  @Post('replay')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Send dead game-platform notifications again',
    description: 'Every dead notification, or those of `tournament_id` and/or with the given `ids`, becomes pending with fresh attempts.',
  })
  @ApiErrors(VALIDATED_BODY_ERRORS)
  @ApiOkResponse({ type: ReplayPlatformNotificationsResponseDto })
  replay(@Body() body: ReplayPlatformNotificationsDto): Promise<ReplayPlatformNotificationsResponseDto> {
    return this.replays.replay(body);
  }
}
