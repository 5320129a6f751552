import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, ApiOperation, ApiTags, getSchemaPath } from '@nestjs/swagger';
import { ApiErrors, AuthErrorCode, VALIDATED_BODY_ERRORS } from '@app/common';
import { CurrentInternalKey, InternalAuth, InternalKeyAuth } from '@app/auth';
import { InvalidTokenDto, ValidateTokenDto, ValidTokenDto } from './dto/validate-token.dto';
import { ValidateTokenService } from './validate-token.service';

@ApiTags('Game platform')
@ApiExtraModels(ValidTokenDto, InvalidTokenDto)
@Controller('api/internal/auth')
export class ValidateTokenController {
  constructor(private readonly service: ValidateTokenService) {}

  @Post('validate-token')
  @HttpCode(200)
  @InternalAuth()
  @ApiOperation({
    summary: 'Validate a player JWT',
    description:
      'Token introspection (RFC 7662): a bad, expired, tampered or revoked token is a 200 `{ valid: false, error }`; only EdDSA tokens ' +
      "signed with a published `kid`, for audience `game-platform` and the service's issuer, are valid. A valid token of an operator " +
      'the internal key is not bound to is 403 RESOURCE_FORBIDDEN.',
  })
  @ApiOkResponse({ schema: { oneOf: [{ $ref: getSchemaPath(ValidTokenDto) }, { $ref: getSchemaPath(InvalidTokenDto) }] } })
  @ApiErrors(VALIDATED_BODY_ERRORS, { 403: [AuthErrorCode.ResourceForbidden] })
  validate(@CurrentInternalKey() auth: InternalKeyAuth, @Body() body: ValidateTokenDto) {
    return this.service.validate(auth, body.token);
  }
}
