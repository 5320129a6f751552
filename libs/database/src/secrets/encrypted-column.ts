import { ValueTransformer } from 'typeorm';
import { revealSecret, SecretBox, SecretDecryptionError, sealSecret } from '@app/common';

/**
 * Column transformer of a secret kept encrypted at rest (AES-256-GCM, libs/common/src/crypto):
 * sealed on every write, opened on every read, so no code path stores plaintext or handles the
 * stored form. A legacy plaintext value (written before encryption) reads as it is; start-up
 * re-encrypts it (resealStoredSecrets).
 *
 * A value sealed with a key this process does not have reads as its sealed form, so the rest of
 * the row stays usable (tournaments of that operator, its settings); the one reader of the secret
 * (the seamless wallet client's target) refuses it with a clear error instead of signing with
 * garbage. Written back unchanged, it is kept as it is rather than sealed twice.
 */
export const encryptedSecret: ValueTransformer = {
  to: (value: string | null | undefined) =>
    value === null || value === undefined || SecretBox.isSealed(value) ? value : sealSecret(value),
  from: (value: string | null) => {
    if (value === null) return null;
    try {
      return revealSecret(value);
    } catch (error) {
      if (error instanceof SecretDecryptionError) return value;
      throw error;
    }
  },
};
