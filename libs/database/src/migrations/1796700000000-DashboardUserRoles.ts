import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Dashboard roles: `dashboard_users.role` (admin, manager or viewer). Users that existed before
 * roles become administrators, which is what they could do until now.
 */
export class DashboardUserRoles1796700000000 implements MigrationInterface {
  name = 'DashboardUserRoles1796700000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "dashboard_users" ADD "role" character varying(16) NOT NULL DEFAULT 'admin'`);
    await queryRunner.query(
      `ALTER TABLE "dashboard_users" ADD CONSTRAINT "ck_dashboard_users_role" CHECK ("role" IN ('admin', 'manager', 'viewer'))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "dashboard_users" DROP CONSTRAINT "ck_dashboard_users_role"`);
    await queryRunner.query(`ALTER TABLE "dashboard_users" DROP COLUMN "role"`);
  }
}
