import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { isoOrNull } from '@app/common';
import { Auth, CurrentOperator } from './decorators/auth.decorator';
import { OperatorAuth } from './domain/auth-context';
import { Permission, Role } from './domain/permissions';

export class PermissionsResponseDto {
  @ApiProperty({ format: 'uuid' }) operator_id: string;
  @ApiProperty({ format: 'uuid' }) api_key_id: string;
  @ApiProperty({ enum: Role, description: 'The role the key was created with' }) role: string;
  @ApiProperty({ enum: Permission, isArray: true, example: ['tournaments.read', 'players.read', 'results.read'] })
  permissions: string[];
  @ApiProperty({ format: 'date-time', nullable: true, type: String, description: 'null when the key never expires' })
  expires_at: string | null;
}

export function toPermissionsResponse(auth: OperatorAuth): PermissionsResponseDto {
  return {
    operator_id: auth.operatorId,
    api_key_id: auth.keyId,
    role: auth.role,
    permissions: [...auth.permissions],
    expires_at: isoOrNull(auth.expiresAt),
  };
}

@ApiTags('Authentication')
@Controller('api/auth')
export class PermissionsController {
  @Get('permissions')
  @Auth()
  @ApiOperation({ summary: 'The permissions of the calling key' })
  @ApiOkResponse({ type: PermissionsResponseDto })
  permissions(@CurrentOperator() auth: OperatorAuth): PermissionsResponseDto {
    return toPermissionsResponse(auth);
  }
}
