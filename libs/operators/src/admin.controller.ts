import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, Req } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { FastifyRequest } from 'fastify';
import { ApiErrors, BODY_ERRORS, PageQueryDto, PATH_ERRORS, QUERY_ERRORS, VALIDATED_BODY_ERRORS } from '@app/common';
import { AdminAuth } from '@app/auth';
import {
  ApiKeyListResponseDto,
  ApiKeyResponseDto,
  CreateApiKeyDto,
  CreatedApiKeyResponseDto,
  CreatedInternalKeyResponseDto,
  CreateInternalKeyDto,
  CreateOperatorDto,
  InternalKeyListResponseDto,
  InternalKeyResponseDto,
  OperatorListResponseDto,
  OperatorResponseDto,
  UpdateOperatorDto,
} from './admin.dto';
import { AdminActor, AdminService } from './admin.service';

const actor = (request: FastifyRequest): AdminActor => ({ via: 'admin_api', requestId: String(request.id), clientIp: request.ip });

@ApiTags('Admin')
@AdminAuth()
@Controller('api/admin')
export class AdminController {
  constructor(private readonly admin: AdminService) {}

  @Post('operators')
  @ApiOperation({ summary: 'Create an operator' })
  @ApiErrors(VALIDATED_BODY_ERRORS)
  @ApiCreatedResponse({ type: OperatorResponseDto })
  createOperator(@Body() body: CreateOperatorDto): Promise<OperatorResponseDto> {
    return this.admin.createOperator(body);
  }

  @Get('operators')
  @ApiOperation({ summary: 'List operators' })
  @ApiErrors(QUERY_ERRORS)
  @ApiOkResponse({ type: OperatorListResponseDto })
  listOperators(@Query() page: PageQueryDto): Promise<OperatorListResponseDto> {
    return this.admin.listOperators(page);
  }

  @Get('operators/:operatorId')
  @ApiOperation({ summary: 'Get an operator' })
  @ApiErrors(PATH_ERRORS)
  @ApiOkResponse({ type: OperatorResponseDto })
  getOperator(@Param('operatorId') operatorId: string): Promise<OperatorResponseDto> {
    return this.admin.getOperator(operatorId);
  }

  @Patch('operators/:operatorId')
  @ApiOperation({ summary: 'Change an operator’s settings, including rate limit overrides' })
  @ApiErrors(VALIDATED_BODY_ERRORS, PATH_ERRORS)
  @ApiOkResponse({ type: OperatorResponseDto })
  updateOperator(@Param('operatorId') operatorId: string, @Body() body: UpdateOperatorDto): Promise<OperatorResponseDto> {
    return this.admin.updateOperator(operatorId, body);
  }

  @Post('operators/:operatorId/api-keys')
  @ApiOperation({ summary: 'Create an operator API key; the secret is in this response only' })
  @ApiErrors(VALIDATED_BODY_ERRORS, PATH_ERRORS)
  @ApiCreatedResponse({ type: CreatedApiKeyResponseDto })
  createApiKey(
    @Param('operatorId') operatorId: string,
    @Body() body: CreateApiKeyDto,
    @Req() request: FastifyRequest,
  ): Promise<CreatedApiKeyResponseDto> {
    return this.admin.createApiKey(operatorId, body, actor(request));
  }

  @Get('operators/:operatorId/api-keys')
  @ApiOperation({ summary: 'List an operator’s API keys (never the secrets)' })
  @ApiErrors(QUERY_ERRORS, PATH_ERRORS)
  @ApiOkResponse({ type: ApiKeyListResponseDto })
  listApiKeys(@Param('operatorId') operatorId: string, @Query() page: PageQueryDto): Promise<ApiKeyListResponseDto> {
    return this.admin.listApiKeys(operatorId, page);
  }

  @Delete('operators/:operatorId/api-keys/:keyId')
  @HttpCode(200)
  @ApiOperation({ summary: 'Revoke an API key (idempotent)' })
  @ApiErrors(BODY_ERRORS, PATH_ERRORS)
  @ApiOkResponse({ type: ApiKeyResponseDto })
  revokeApiKey(
    @Param('operatorId') operatorId: string,
    @Param('keyId') keyId: string,
    @Req() request: FastifyRequest,
  ): Promise<ApiKeyResponseDto> {
    return this.admin.revokeApiKey(operatorId, keyId, actor(request));
  }

  @Post('internal-api-keys')
  @ApiOperation({ summary: 'Create a game-platform key, optionally bound to operators' })
  @ApiErrors(VALIDATED_BODY_ERRORS)
  @ApiCreatedResponse({ type: CreatedInternalKeyResponseDto })
  createInternalKey(@Body() body: CreateInternalKeyDto): Promise<CreatedInternalKeyResponseDto> {
    return this.admin.createInternalKey(body);
  }

  @Get('internal-api-keys')
  @ApiOperation({ summary: 'List game-platform keys (never the secrets)' })
  @ApiErrors(QUERY_ERRORS)
  @ApiOkResponse({ type: InternalKeyListResponseDto })
  listInternalKeys(@Query() page: PageQueryDto): Promise<InternalKeyListResponseDto> {
    return this.admin.listInternalKeys(page);
  }

  @Delete('internal-api-keys/:keyId')
  @HttpCode(200)
  @ApiOperation({ summary: 'Revoke a game-platform key (idempotent)' })
  @ApiErrors(BODY_ERRORS, PATH_ERRORS)
  @ApiOkResponse({ type: InternalKeyResponseDto })
  revokeInternalKey(@Param('keyId') keyId: string): Promise<InternalKeyResponseDto> {
    return this.admin.revokeInternalKey(keyId);
  }
}
