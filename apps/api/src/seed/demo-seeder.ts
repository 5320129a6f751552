import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { withAdvisoryLock } from '@app/database';
import { AdminService } from '@app/operators';
import { Role } from '@app/auth';

export interface DemoKeys {
  operatorId: string;
  apiKey: string;
  internalApiKey: string;
}

/** Advisory lock key so that instances starting together on one empty server seed once. */
const SEED_LOCK_KEY = 724_113_002;

/**
 * D15: on the first start with no operator at all, create a demo operator with a full_access
 * key and an internal key, so that a newcomer can call the API at once. The internal key is bound
 * to the demo operator only: a key printed to stdout must never reach an operator created later.
 */
@Injectable()
export class DemoSeeder {
  constructor(
    private readonly admin: AdminService,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  seedIfEmpty(): Promise<DemoKeys | undefined> {
    return withAdvisoryLock(this.dataSource, SEED_LOCK_KEY, () => this.seedUnlessOperatorExists());
  }

  private async seedUnlessOperatorExists(): Promise<DemoKeys | undefined> {
    if ((await this.admin.countOperators()) > 0) return undefined;
    const operator = await this.admin.createOperator({ name: 'Demo Operator', currency: 'EUR' });
    const key = await this.admin.createApiKey(
      operator.operator_id,
      { name: 'Demo full access key', role: Role.FullAccess },
      { via: 'seed' },
    );
    const internal = await this.admin.createInternalKey({ name: 'Demo game platform key', operator_ids: [operator.operator_id] });
    return { operatorId: operator.operator_id, apiKey: key.api_key, internalApiKey: internal.api_key };
  }
}

/** `baseUrl`: where the service listens, e.g. `http://localhost:3000`. */
export function formatDemoKeys(keys: DemoKeys, baseUrl: string): string {
  return [
    '',
    '================ Demo operator created (first start) ================',
    `Operator id:               ${keys.operatorId}`,
    `Operator API key (full):   ${keys.apiKey}`,
    `Internal API key:          ${keys.internalApiKey}`,
    'These keys are shown only now. Try:',
    `  curl -H "Authorization: Bearer ${keys.apiKey}" ${baseUrl}/api/auth/permissions`,
    '=====================================================================',
    '',
  ].join('\n');
}
