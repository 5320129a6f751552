import { SecretBox, SecretDecryptionError } from './secret-box';
import { activateSecretBox, activeSecretBox, revealSecret, sealSecret } from './secret-registry';

describe('secret registry', () => {
  it('refuses to seal before a key is activated, but reads legacy plaintext', () => {
    expect(() => sealSecret('x')).toThrow(/not initialised/);
    expect(() => activeSecretBox()).toThrow(/not initialised/);
    expect(revealSecret('legacy-plaintext')).toBe('legacy-plaintext');
    expect(() => revealSecret(new SecretBox(Buffer.alloc(32, 1)).seal('x'))).toThrow(SecretDecryptionError);
  });

  it('seals with the newest key and opens values of every key activated in the process', () => {
    const a = new SecretBox(Buffer.alloc(32, 1));
    const b = new SecretBox(Buffer.alloc(32, 2));
    activateSecretBox(a);
    const underA = sealSecret('secret-a');
    activateSecretBox(b);
    const underB = sealSecret('secret-b');
    expect(SecretBox.keyIdOf(underB)).toBe(b.keyId);
    expect(revealSecret(underA)).toBe('secret-a');
    expect(revealSecret(underB)).toBe('secret-b');
    expect(() => revealSecret(new SecretBox(Buffer.alloc(32, 3)).seal('x'))).toThrow(/not configured/);
  });
});
