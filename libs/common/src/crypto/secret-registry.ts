import { SecretBox, SecretDecryptionError } from './secret-box';

/**
 * The process's secrets key, for the TypeORM column transformer of encrypted columns, which
 * runs where no dependency injection reaches. Set at start-up (DatabaseModule) before the
 * DataSource is created. The newest box seals; every box activated in this process stays able to
 * open its values (a test process may run several applications, each with its own DATA_DIR key).
 */
let active: SecretBox | undefined;
const byKeyId = new Map<string, SecretBox>();

export function activateSecretBox(box: SecretBox): void {
  active = box;
  for (const id of box.keyIds) byKeyId.set(id, box);
}

/** The box that seals new values; throws when start-up has not set one. */
export function activeSecretBox(): SecretBox {
  if (!active) throw new Error('Secrets encryption is not initialised: no key was activated before the database was used');
  return active;
}

export function sealSecret(plaintext: string): string {
  return activeSecretBox().seal(plaintext);
}

/** Legacy plaintext as is; a sealed value opened with the key its key id names. */
export function revealSecret(stored: string): string {
  const keyId = SecretBox.keyIdOf(stored);
  if (keyId === undefined) return stored;
  const box = byKeyId.get(keyId) ?? active;
  if (!box)
    throw new SecretDecryptionError(
      `The stored secret was encrypted with key id ${keyId}, and no secrets key is configured in this process`,
    );
  return box.open(stored);
}
