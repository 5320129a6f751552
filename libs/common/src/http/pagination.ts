import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { QueryInt } from '../validation/decorators';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
/** Deep offsets are refused up front rather than handed to the database. */
export const MAX_OFFSET = 1_000_000_000;

/** `limit`/`offset` paging of every list except the leaderboard (D7). */
export class PageQueryDto {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE, description: 'Items per page' })
  @QueryInt({ min: 1, max: MAX_PAGE_SIZE })
  limit: number = DEFAULT_PAGE_SIZE;

  @ApiPropertyOptional({ type: 'integer', minimum: 0, maximum: MAX_OFFSET, default: 0, description: 'Items to skip' })
  @QueryInt({ min: 0, max: MAX_OFFSET })
  offset: number = 0;
}

export class PaginationDto {
  @ApiProperty({ example: 42 }) total: number;
  @ApiProperty({ example: 20 }) limit: number;
  @ApiProperty({ example: 0 }) offset: number;
  @ApiProperty({ example: true }) hasMore: boolean;
}

export function toPagination(total: number, page: { limit: number; offset: number }): PaginationDto {
  return {
    total,
    limit: page.limit,
    offset: page.offset,
    hasMore: page.offset + page.limit < total,
  };
}
