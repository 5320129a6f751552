import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { FastifyRequest } from 'fastify';
import { ApiErrors, BODY_ERRORS, ErrorCode, PageQueryDto, PATH_ERRORS, QUERY_ERRORS, VALIDATED_BODY_ERRORS } from '@app/common';
import { AdminAuth } from '@app/auth';
import { CreateDashboardUserDto, DashboardUserDto, DashboardUserListDto } from './dashboard-user.dto';
import { DashboardUsersService } from './dashboard-users.service';

@ApiTags('Admin')
@AdminAuth()
@Controller('api/admin/operators/:operatorId/dashboard-users')
export class DashboardUsersAdminController {
  constructor(private readonly users: DashboardUsersService) {}

  @Post()
  @ApiOperation({ summary: 'Create a dashboard user of the operator; the password is stored only as a scrypt hash' })
  @ApiErrors(VALIDATED_BODY_ERRORS, PATH_ERRORS, { 409: [ErrorCode.Conflict] })
  @ApiCreatedResponse({ type: DashboardUserDto })
  create(
    @Param('operatorId') operatorId: string,
    @Body() body: CreateDashboardUserDto,
    @Req() request: FastifyRequest,
  ): Promise<DashboardUserDto> {
    return this.users.create(operatorId, body, { via: 'admin_api', requestId: String(request.id), clientIp: request.ip });
  }

  @Get()
  @ApiOperation({ summary: 'List the operator’s dashboard users' })
  @ApiErrors(QUERY_ERRORS, PATH_ERRORS)
  @ApiOkResponse({ type: DashboardUserListDto })
  list(@Param('operatorId') operatorId: string, @Query() page: PageQueryDto): Promise<DashboardUserListDto> {
    return this.users.list(operatorId, page);
  }

  @Delete(':userId')
  @HttpCode(200)
  @ApiOperation({ summary: 'Disable a dashboard user and end its sessions (idempotent)' })
  @ApiErrors(BODY_ERRORS, PATH_ERRORS)
  @ApiOkResponse({ type: DashboardUserDto })
  disable(
    @Param('operatorId') operatorId: string,
    @Param('userId') userId: string,
    @Req() request: FastifyRequest,
  ): Promise<DashboardUserDto> {
    return this.users.disable(operatorId, userId, { via: 'admin_api', requestId: String(request.id), clientIp: request.ip });
  }
}
