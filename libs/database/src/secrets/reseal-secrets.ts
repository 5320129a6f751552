import { DataSource } from 'typeorm';
import { activeSecretBox, SecretBox } from '@app/common';

export interface ResealReport {
  /** Stored secrets looked at. */
  checked: number;
  /** Legacy plaintext values now encrypted. */
  encrypted: number;
  /** Values under a previous key now under the current one. */
  rotated: number;
  /** Key ids of values no configured key opens (left as they are). */
  unreadableKeyIds: string[];
}

/**
 * One pass after the migrations: every stored wallet secret that is not sealed with the current
 * key (legacy plaintext, or a previous key of SECRETS_ENCRYPTION_KEYS_PREVIOUS) is re-encrypted
 * with it. Each row is rewritten only if it still holds the value read, so instances starting
 * together never overwrite a newer secret. Values under a key this process does not have are
 * left untouched and reported.
 */
export async function resealStoredSecrets(dataSource: DataSource, box: SecretBox = activeSecretBox()): Promise<ResealReport> {
  const rows: { id: string; wallet_secret: string }[] = await dataSource.query(
    'SELECT id, wallet_secret FROM operators WHERE wallet_secret IS NOT NULL ORDER BY id',
  );
  const report: ResealReport = { checked: rows.length, encrypted: 0, rotated: 0, unreadableKeyIds: [] };
  for (const row of rows) {
    if (!box.needsResealing(row.wallet_secret)) continue;
    const keyId = SecretBox.keyIdOf(row.wallet_secret);
    if (keyId !== undefined && !box.keyIds.includes(keyId)) {
      if (!report.unreadableKeyIds.includes(keyId)) report.unreadableKeyIds.push(keyId);
      continue;
    }
    const sealed = box.seal(box.reveal(row.wallet_secret));
    const updated: [unknown, number] = await dataSource.query(
      'UPDATE operators SET wallet_secret = $1 WHERE id = $2 AND wallet_secret = $3',
      [sealed, row.id, row.wallet_secret],
    );
    if (updated[1] > 0) {
      if (keyId === undefined) report.encrypted += 1;
      else report.rotated += 1;
    }
  }
  return report;
}
