import { link, mkdir, open, readFile, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { AppConfig, ConfigError } from '../config/app-config';
import { parseSecretKey, SECRET_KEY_BYTES, SecretBox } from './secret-box';

/** File of DATA_DIR holding the generated key when SECRETS_ENCRYPTION_KEY is unset. */
export const SECRETS_KEY_FILE = 'secrets-key';

export interface ResolvedSecretKeys {
  box: SecretBox;
  /** `env`: SECRETS_ENCRYPTION_KEY; `file`: `<DATA_DIR>/secrets-key`. */
  source: 'env' | 'file';
  /** The key file, when source is `file`. */
  path?: string;
  /** True when this call made the key file. */
  generated: boolean;
  /** What the operator of the service should hear about (printed as a warning), if anything. */
  warning?: string;
}

/**
 * The key that encrypts secrets at rest. SECRETS_ENCRYPTION_KEY when set; otherwise a key kept in
 * `<DATA_DIR>/secrets-key` (mode 0600), generated on first start and reused after, the way the
 * JWT signing keys are kept in `<DATA_DIR>/jwt-keys`. Several processes sharing DATA_DIR agree on
 * one key: the file is created atomically (written aside, then hard-linked into place, which
 * fails if another process got there first). With DATABASE_URL a generated key comes with a
 * warning: every instance must share the key, so production sets the variable.
 */
export async function resolveSecretKeys(config: AppConfig): Promise<ResolvedSecretKeys> {
  const previous = config.secretsEncryptionKeysPrevious ?? [];
  if (config.secretsEncryptionKey) {
    return { box: new SecretBox(config.secretsEncryptionKey, previous), source: 'env', generated: false };
  }
  const path = join(config.dataDir, SECRETS_KEY_FILE);
  const { key, generated } = await readOrCreateKeyFile(config.dataDir, path);
  const warning = config.databaseUrl
    ? `SECRETS_ENCRYPTION_KEY is not set: wallet secrets are encrypted with the key in ${path}. ` +
      'Every instance on this database needs the same key: set SECRETS_ENCRYPTION_KEY in production (and keep a copy of the key).'
    : undefined;
  return { box: new SecretBox(key, previous), source: 'file', path, generated, warning };
}

async function readOrCreateKeyFile(dataDir: string, path: string): Promise<{ key: Buffer; generated: boolean }> {
  const existing = await readKeyFile(path);
  if (existing) return { key: existing, generated: false };
  await mkdir(dataDir, { recursive: true });
  const temp = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  const handle = await open(temp, 'wx', 0o600);
  try {
    await handle.writeFile(`${randomBytes(SECRET_KEY_BYTES).toString('base64')}\n`, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
  let generated = true;
  try {
    await link(temp, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    generated = false; // Another process made it first: use theirs.
  } finally {
    await unlink(temp).catch(() => undefined);
  }
  const key = await readKeyFile(path);
  if (!key) throw new ConfigError(`The secrets key file ${path} disappeared while it was being created`);
  return { key, generated };
}

async function readKeyFile(path: string): Promise<Buffer | undefined> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const key = parseSecretKey(text);
  if (!key) throw new ConfigError(`The secrets key file ${path} must hold a 32-byte key in base64 or hex`);
  return key;
}
