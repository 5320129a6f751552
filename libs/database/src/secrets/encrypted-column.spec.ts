import { activateSecretBox, SecretBox } from '@app/common';
import { encryptedSecret } from './encrypted-column';

describe('encryptedSecret column transformer', () => {
  const box = new SecretBox(Buffer.alloc(32, 5));
  beforeAll(() => activateSecretBox(box));

  it('seals on write and opens on read; null stays null', () => {
    const stored = encryptedSecret.to('wallet-secret-abcdef-123');
    expect(stored).toMatch(new RegExp(`^v1:${box.keyId}:`));
    expect(stored).not.toContain('wallet-secret');
    expect(encryptedSecret.from(stored)).toBe('wallet-secret-abcdef-123');
    expect(encryptedSecret.to(null)).toBeNull();
    expect(encryptedSecret.to(undefined)).toBeUndefined();
    expect(encryptedSecret.from(null)).toBeNull();
  });

  it('reads a legacy plaintext row as it is', () => {
    expect(encryptedSecret.from('legacy-plaintext-wallet-secret')).toBe('legacy-plaintext-wallet-secret');
  });

  it('leaves a value sealed with a key this process does not have sealed (its reader refuses it), and never seals it twice', () => {
    const foreign = new SecretBox(Buffer.alloc(32, 6)).seal('x');
    expect(encryptedSecret.from(foreign)).toBe(foreign);
    expect(encryptedSecret.to(foreign)).toBe(foreign);
  });
});
