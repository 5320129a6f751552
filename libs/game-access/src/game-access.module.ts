import { Module } from '@nestjs/common';
import { GameTokenService } from './game-token.service';
import { JwksController } from './jwks.controller';
import { SigningKeyStore } from './signing-key-store';

/**
 * Player JWTs (D10): the signing keys, GameTokenService (issue, verify, JWKS) and the public
 * `GET /api/internal/.well-known/jwks.json`. AppConfig and Clock come from the global AppConfigModule.
 */
@Module({
  controllers: [JwksController],
  providers: [SigningKeyStore, GameTokenService],
  exports: [SigningKeyStore, GameTokenService],
})
export class GameAccessModule {}
