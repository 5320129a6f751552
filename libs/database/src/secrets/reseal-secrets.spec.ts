import { DataSource } from 'typeorm';
import { SecretBox } from '@app/common';
import { resealStoredSecrets } from './reseal-secrets';

/** The operators table as the two statements of the pass see it. */
function fakeOperators(rows: Record<string, string | null>, beforeUpdate?: () => void) {
  const updates: unknown[][] = [];
  const dataSource = {
    async query(sql: string, params: unknown[] = []) {
      if (sql.startsWith('SELECT')) {
        return Object.entries(rows)
          .filter(([, secret]) => secret !== null)
          .map(([id, secret]) => ({ id, wallet_secret: secret }));
      }
      beforeUpdate?.();
      updates.push(params);
      const [sealed, id, expected] = params as string[];
      if (rows[id] !== expected) return [[], 0];
      rows[id] = sealed;
      return [[], 1];
    },
  } as unknown as DataSource;
  return { dataSource, rows, updates };
}

describe('resealStoredSecrets', () => {
  const current = new SecretBox(Buffer.alloc(32, 1), [Buffer.alloc(32, 2)]);
  const previous = new SecretBox(Buffer.alloc(32, 2));
  const foreign = new SecretBox(Buffer.alloc(32, 3));

  it('encrypts legacy plaintext and moves previous-key values to the current key, leaving current ones alone', async () => {
    const alreadyCurrent = current.seal('current-secret-123456');
    const { dataSource, rows, updates } = fakeOperators({
      a: 'legacy-plaintext-secret-1',
      b: previous.seal('previous-key-secret-2'),
      c: alreadyCurrent,
      d: null,
    });
    const report = await resealStoredSecrets(dataSource, current);
    expect(report).toEqual({ checked: 3, encrypted: 1, rotated: 1, unreadableKeyIds: [] });
    expect(updates).toHaveLength(2);
    expect(rows.c).toBe(alreadyCurrent);
    expect(rows.d).toBeNull();
    for (const [id, plain] of [
      ['a', 'legacy-plaintext-secret-1'],
      ['b', 'previous-key-secret-2'],
    ]) {
      expect(SecretBox.keyIdOf(rows[id] as string)).toBe(current.keyId);
      expect(current.open(rows[id] as string)).toBe(plain);
    }
    // A second start finds nothing to do.
    expect(await resealStoredSecrets(dataSource, current)).toEqual({ checked: 3, encrypted: 0, rotated: 0, unreadableKeyIds: [] });
  });

  it('leaves values of an unknown key untouched and reports their key id', async () => {
    const value = foreign.seal('foreign-secret');
    const { dataSource, rows, updates } = fakeOperators({ a: value, b: foreign.seal('other') });
    expect(await resealStoredSecrets(dataSource, current)).toEqual({
      checked: 2,
      encrypted: 0,
      rotated: 0,
      unreadableKeyIds: [foreign.keyId],
    });
    expect(updates).toHaveLength(0);
    expect(rows.a).toBe(value);
  });

  it('never overwrites a row changed since it was read (another instance, or a new secret)', async () => {
    const rows: Record<string, string | null> = { a: 'legacy-plaintext-secret-1' };
    const fresh = current.seal('newer-secret');
    const { dataSource } = fakeOperators(rows, () => (rows.a = fresh));
    expect(await resealStoredSecrets(dataSource, current)).toMatchObject({ encrypted: 0 });
    expect(rows.a).toBe(fresh);
  });
});
