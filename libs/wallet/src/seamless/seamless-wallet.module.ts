import { Module } from '@nestjs/common';
import { SeamlessWalletClient } from './seamless-wallet.client';

/** Provides SeamlessWalletClient (needs AppConfig, which AppConfigModule provides globally). */
@Module({
  providers: [SeamlessWalletClient],
  exports: [SeamlessWalletClient],
})
export class SeamlessWalletModule {}
