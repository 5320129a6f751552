import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { DASHBOARD_ROLES, DashboardRole } from '../domain/dashboard-roles';
import { PaginationDto } from '@app/common';

export class CreateDashboardUserDto {
  @ApiProperty({ example: 'ops@acme.example', description: 'Login name; stored in lower case, unique across the platform' })
  @IsString()
  @MaxLength(254)
  email: string;

  @ApiProperty({ minLength: 12, maxLength: 256, writeOnly: true, description: 'Hashed with scrypt; never returned' })
  @IsString()
  @MaxLength(256)
  password: string;

  @ApiProperty({
    enum: DASHBOARD_ROLES,
    required: false,
    description:
      'What the user may change: admin when absent (everything, including API keys, wallet settings and dashboard users), ' +
      'manager (tournaments and series) or viewer (reads every page, changes nothing)',
  })
  @IsOptional()
  @IsIn(DASHBOARD_ROLES)
  role?: DashboardRole;
}

export class DashboardUserDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) operator_id: string;
  @ApiProperty({ example: 'ops@acme.example' }) email: string;
  @ApiProperty({ enum: DASHBOARD_ROLES }) role: DashboardRole;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) last_login_at: string | null;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) disabled_at: string | null;
}

export class DashboardUserListDto {
  @ApiProperty({ type: [DashboardUserDto] }) dashboard_users: DashboardUserDto[];
  @ApiProperty({ type: PaginationDto }) pagination: PaginationDto;
}
