import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsOptional, IsUUID } from 'class-validator';

/** POST /api/admin/platform-notifications/replay: which dead notifications to send again. */
export class ReplayPlatformNotificationsDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'Only the dead notifications of this tournament' })
  @IsOptional()
  @IsUUID('all', { message: 'tournament_id must be a UUID' })
  tournament_id?: string;

  @ApiPropertyOptional({
    type: [String],
    format: 'uuid',
    minItems: 1,
    maxItems: 1000,
    description: 'Only these notifications (their ids are the outbox event ids, X-Event-Id)',
  })
  @IsOptional()
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(1000)
  @IsUUID('all', { each: true, message: 'each id must be a UUID' })
  ids?: string[];
}

export class ReplayPlatformNotificationsResponseDto {
  @ApiProperty({ example: 2, description: 'Dead notifications made pending again, with fresh attempts' }) replayed: number;
}
