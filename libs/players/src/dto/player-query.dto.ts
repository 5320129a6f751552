import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional } from 'class-validator';
import { PageQueryDto } from '@app/common';
import { ENTRY_STATUSES, EntryStatusValue } from '@app/tournaments';

/** GET /api/tournaments/{id}/players (D6) and the internal players list: `status` (one or a comma list) and limit/offset. */
export class ListPlayersQueryDto extends PageQueryDto {
  // A string in the document: the server reads one value or a comma-separated list, not repeated parameters.
  @ApiPropertyOptional({
    type: String,
    example: 'registered,active',
    description: `One status or a comma-separated list of them (${ENTRY_STATUSES.join(', ')}); all when absent`,
  })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.split(',').map((s) => s.trim()) : value))
  @IsIn([...ENTRY_STATUSES], { each: true, message: `status must be one or a comma list of ${ENTRY_STATUSES.join(', ')}` })
  status?: EntryStatusValue[];
}
