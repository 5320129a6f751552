import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** The audit page's reads of the operator's key names: to name keys beside their ids, and to filter by name. */
@Injectable()
export class AuditKeyNamesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The operator's keys of that name (letter case aside; names need not be unique). */
  async idsNamed(operatorId: string, name: string): Promise<string[]> {
    const rows: Array<{ id: string }> = await this.dataSource.query(
      'SELECT id FROM api_keys WHERE operator_id = $1 AND lower(name) = lower($2)',
      [operatorId, name],
    );
    return rows.map((row) => row.id);
  }

  /** The names of the operator's keys among `ids`, by id (another operator's key is not named). */
  async namesOf(operatorId: string, ids: string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows: Array<{ id: string; name: string }> = await this.dataSource.query(
      'SELECT id, name FROM api_keys WHERE operator_id = $1 AND id = ANY($2::uuid[])',
      [operatorId, ids],
    );
    return new Map(rows.map((row) => [row.id, row.name]));
  }
}
