import { Module } from '@nestjs/common';
import { WalletModule } from '@app/wallet';
import { CompletionRepository } from './completion.repository';
import { CompletionService } from './completion.service';

/** Completion: final positions, prizes and their payouts, in the lifecycle's transaction. */
@Module({
  imports: [WalletModule],
  providers: [CompletionService, CompletionRepository],
  exports: [CompletionService],
})
export class CompletionModule {}
