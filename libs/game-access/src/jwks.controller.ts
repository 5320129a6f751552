import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ANY_REQUEST_ERRORS, ApiErrors } from '@app/common';
import { GameTokenService } from './game-token.service';
import { JwksDto, toJwksDto } from './jwks.dto';

export const JWKS_CACHE_CONTROL = 'public, max-age=300';

/** The public keys of the player JWTs (D10). Public on purpose: no key, no guard. */
@ApiTags('Game platform')
@Controller('api/internal/.well-known')
export class JwksController {
  constructor(private readonly tokens: GameTokenService) {}

  @Get('jwks.json')
  @Header('Cache-Control', JWKS_CACHE_CONTROL)
  @ApiOperation({
    summary: 'JWKS of the player JWTs (public, no key)',
    description:
      'The Ed25519 public keys (`alg` EdDSA) that sign the player JWTs returned at registration. Verify a token with the key ' +
      "whose `kid` matches its header, `aud` `game-platform` and the service's `iss`. Keys rotate: a new key signs new tokens " +
      'while older keys stay listed until the tokens they signed expire, so refetch on an unknown `kid`. Cacheable for 5 minutes.',
  })
  @ApiOkResponse({
    type: JwksDto,
    headers: { 'Cache-Control': { description: JWKS_CACHE_CONTROL, schema: { type: 'string', example: JWKS_CACHE_CONTROL } } },
  })
  @ApiErrors(ANY_REQUEST_ERRORS)
  async jwks(): Promise<JwksDto> {
    return toJwksDto(await this.tokens.jwks());
  }
}
