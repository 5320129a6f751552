import { Module } from '@nestjs/common';
import { TournamentsModule } from '@app/tournaments';
import { ResultsController } from './results.controller';
import { ResultsRepository } from './results.repository';
import { ResultsService } from './results.service';

/**
 * Results (spec 9, D8): the read side of completion. Positions, prizes and payouts are written
 * by ./completion in the completion transaction; this module reads them back, with the pure
 * rules in ./domain.
 */
@Module({
  imports: [TournamentsModule],
  controllers: [ResultsController],
  providers: [ResultsService, ResultsRepository],
  exports: [ResultsService],
})
export class ResultsModule {}
