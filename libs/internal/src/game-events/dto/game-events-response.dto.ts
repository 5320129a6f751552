import { ApiProperty } from '@nestjs/swagger';
import { GameEventError } from '../domain/game-event';

export type GameEventStatus = 'accepted' | 'duplicate' | 'rejected';

export class GameEventResultDto {
  @ApiProperty({ type: String, nullable: true, example: 'evt-000123', description: 'As sent; null when the event had no usable event_id' })
  event_id: string | null;
  @ApiProperty({ enum: ['accepted', 'duplicate', 'rejected'], example: 'accepted' }) status: GameEventStatus;
  @ApiProperty({
    type: String,
    nullable: true,
    example: null,
    description: `Why a rejected event was refused: ${Object.values(GameEventError).join(', ')}, or the error code of a refused start or completion (e.g. validation_error for bad final_standings); null otherwise`,
  })
  error: string | null;
  @ApiProperty({ type: String, nullable: true, example: null, description: 'Human text for a rejected event; null otherwise' })
  message: string | null;
}

export class GameEventsBatchResultDto {
  @ApiProperty({ type: 'integer', example: 2, description: 'Events applied by this request' }) accepted: number;
  @ApiProperty({ type: 'integer', example: 0, description: 'Events applied before (same event_id): nothing changed' }) duplicates: number;
  @ApiProperty({ type: 'integer', example: 0, description: 'Events refused; they were not recorded and may be sent again corrected' })
  rejected: number;
  @ApiProperty({ type: [GameEventResultDto], description: 'One per event, in request order' }) results: GameEventResultDto[];
}
