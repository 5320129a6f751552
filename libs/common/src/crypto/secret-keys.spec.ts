import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../config/app-config';
import { SecretBox, secretKeyId } from './secret-box';
import { resolveSecretKeys, SECRETS_KEY_FILE } from './secret-keys';

const HEX_KEY = 'ab'.repeat(32);

describe('resolveSecretKeys', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'secret-keys-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('uses SECRETS_ENCRYPTION_KEY when set, and writes no file', async () => {
    const keys = await resolveSecretKeys(loadConfig({ DATA_DIR: dir, SECRETS_ENCRYPTION_KEY: HEX_KEY }));
    expect(keys).toMatchObject({ source: 'env', generated: false });
    expect(keys.box.keyId).toBe(secretKeyId(Buffer.from(HEX_KEY, 'hex')));
    expect(() => statSync(join(dir, SECRETS_KEY_FILE))).toThrow();
  });

  it('without it, generates DATA_DIR/secrets-key (mode 0600) on first start and reuses it after', async () => {
    const first = await resolveSecretKeys(loadConfig({ DATA_DIR: join(dir, 'nested') }));
    const path = join(dir, 'nested', SECRETS_KEY_FILE);
    expect(first).toMatchObject({ source: 'file', generated: true, path });
    expect(first.warning).toBeUndefined();
    expect(statSync(path).mode & 0o777).toBe(0o600);
    const second = await resolveSecretKeys(loadConfig({ DATA_DIR: join(dir, 'nested') }));
    expect(second.generated).toBe(false);
    expect(second.box.keyId).toBe(first.box.keyId);
    expect(second.box.open(first.box.seal('same key'))).toBe('same key');
  });

  it('gives every process starting together the same key', async () => {
    const all = await Promise.all(Array.from({ length: 8 }, () => resolveSecretKeys(loadConfig({ DATA_DIR: dir }))));
    expect(new Set(all.map((k) => k.box.keyId)).size).toBe(1);
    expect(all.filter((k) => k.generated)).toHaveLength(1);
  });

  it('with DATABASE_URL and no key, generates one too but warns that production must set the variable', async () => {
    const keys = await resolveSecretKeys(loadConfig({ DATA_DIR: dir, DATABASE_URL: 'postgres://db/x' }));
    expect(keys.source).toBe('file');
    expect(keys.warning).toMatch(/SECRETS_ENCRYPTION_KEY is not set.*set SECRETS_ENCRYPTION_KEY in production/);
  });

  it('keeps the previous keys for decryption in both modes', async () => {
    const previous = Buffer.alloc(32, 3);
    const old = new SecretBox(previous).seal('older');
    const env = await resolveSecretKeys(
      loadConfig({ DATA_DIR: dir, SECRETS_ENCRYPTION_KEY: HEX_KEY, SECRETS_ENCRYPTION_KEYS_PREVIOUS: previous.toString('base64') }),
    );
    const file = await resolveSecretKeys(loadConfig({ DATA_DIR: dir, SECRETS_ENCRYPTION_KEYS_PREVIOUS: previous.toString('hex') }));
    expect(env.box.open(old)).toBe('older');
    expect(file.box.open(old)).toBe('older');
  });

  it('refuses a damaged key file with a ConfigError naming the file', async () => {
    writeFileSync(join(dir, SECRETS_KEY_FILE), 'not a key\n');
    await expect(resolveSecretKeys(loadConfig({ DATA_DIR: dir }))).rejects.toThrow(
      `The secrets key file ${join(dir, SECRETS_KEY_FILE)} must hold a 32-byte key`,
    );
    expect(readFileSync(join(dir, SECRETS_KEY_FILE), 'utf8')).toBe('not a key\n');
  });
});
