import { activateSecretBox, ErrorCode, SecretBox, ServiceUnavailableException } from '@app/common';
import { OperatorEntity } from '@app/database';
import { walletTarget } from './seamless-debits';

const operator = (walletSecret: string | null): OperatorEntity =>
  Object.assign(new OperatorEntity(), { id: 'op-1', walletUrl: 'https://wallet.example/api', walletSecret });

describe('walletTarget', () => {
  beforeAll(() => activateSecretBox(new SecretBox(Buffer.alloc(32, 4))));

  it('uses the decrypted secret (the entity holds plaintext, legacy rows included)', () => {
    expect(walletTarget(operator('plain-wallet-secret-123'))).toEqual({
      url: 'https://wallet.example/api',
      secret: 'plain-wallet-secret-123',
    });
  });

  it('refuses a secret still sealed with a key this process lacks: 503, never a call signed with garbage', () => {
    const sealed = new SecretBox(Buffer.alloc(32, 8)).seal('plain-wallet-secret-123');
    let thrown: unknown;
    try {
      walletTarget(operator(sealed));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ServiceUnavailableException);
    expect((thrown as ServiceUnavailableException).code).toBe(ErrorCode.ServiceUnavailable);
    expect((thrown as Error).message).toMatch(/cannot be decrypted with the configured key/);
  });
});
