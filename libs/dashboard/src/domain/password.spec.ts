import { hashPassword, passwordProblem, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, spendPasswordCheck, verifyPassword } from './password';

// D13: dashboard passwords are stored only as scrypt hashes that carry their own parameters.

const PASSWORD = 'correct horse battery staple';

describe('hashPassword / verifyPassword', () => {
  let stored: string;
  beforeAll(async () => {
    stored = await hashPassword(PASSWORD);
  });

  it('verifies the password it hashed', async () => {
    await expect(verifyPassword(PASSWORD, stored)).resolves.toBe(true);
  });

  it.each([
    ['a wrong password', 'correct horse battery stapl'],
    ['another case', PASSWORD.toUpperCase()],
    ['extra spaces', ` ${PASSWORD}`],
    ['the empty string', ''],
  ])('refuses %s', async (_what, attempt) => {
    await expect(verifyPassword(attempt, stored)).resolves.toBe(false);
  });

  it('stores the algorithm, its parameters, the salt and the hash, never the password', () => {
    const parts = stored.split('$');
    expect(parts).toHaveLength(6);
    expect(parts.slice(0, 4)).toEqual(['scrypt', String(2 ** 15), '8', '1']);
    expect(Buffer.from(parts[4], 'base64url')).toHaveLength(16);
    expect(Buffer.from(parts[5], 'base64url')).toHaveLength(32);
    expect(stored).not.toContain(PASSWORD);
  });

  it('salts every hash: one password hashed twice gives two different hashes, both valid', async () => {
    const again = await hashPassword(PASSWORD);
    expect(again).not.toBe(stored);
    expect(again.split('$')[4]).not.toBe(stored.split('$')[4]);
    await expect(verifyPassword(PASSWORD, again)).resolves.toBe(true);
  });

  it('verifies with the parameters the stored form names, so they can be raised later', async () => {
    // A hash made with lower parameters (an older setting) still verifies.
    const { scryptSync } = await import('node:crypto');
    const salt = Buffer.from('0123456789abcdef');
    const key = scryptSync(PASSWORD, salt, 32, { N: 1024, r: 8, p: 1 });
    const older = ['scrypt', 1024, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
    await expect(verifyPassword(PASSWORD, older)).resolves.toBe(true);
    await expect(verifyPassword('something else', older)).resolves.toBe(false);
    // The same salt and hash under other parameters do not match.
    await expect(verifyPassword(PASSWORD, older.replace('$1024$', '$2048$'))).resolves.toBe(false);
  });

  it('treats a password and its Unicode-equivalent spelling as the same', async () => {
    const composed = 'café au lait, 12 chars';
    const decomposed = composed.normalize('NFD');
    expect(decomposed).not.toBe(composed);
    await expect(verifyPassword(decomposed, await hashPassword(composed))).resolves.toBe(true);
  });

  describe('malformed stored hashes never match and never throw', () => {
    const valid = () => stored.split('$');
    const withPart = (index: number, value: string) => {
      const parts = valid();
      parts[index] = value;
      return parts.join('$');
    };
    const cases: [string, () => string][] = [
      ['empty', () => ''],
      ['another algorithm', () => withPart(0, 'bcrypt')],
      ['too few parts', () => valid().slice(0, 5).join('$')],
      ['too many parts', () => `${stored}$extra`],
      ['N not a number', () => withPart(1, 'abc')],
      ['N not a power of two', () => withPart(1, '3')],
      ['N of 1', () => withPart(1, '1')],
      ['N of 0', () => withPart(1, '0')],
      ['N negative', () => withPart(1, '-16384')],
      ['N fractional', () => withPart(1, '16384.5')],
      ['N asking for gigabytes', () => withPart(1, String(2 ** 24))],
      ['r of 0', () => withPart(2, '0')],
      ['r asking for gigabytes', () => withPart(2, '100000')],
      ['p of 0', () => withPart(3, '0')],
      ['p too large', () => withPart(3, '1000')],
      ['an empty salt', () => withPart(4, '')],
      ['an empty hash', () => withPart(5, '')],
      ['a short hash', () => withPart(5, Buffer.alloc(16).toString('base64url'))],
      ['a long hash', () => withPart(5, Buffer.alloc(64).toString('base64url'))],
      ['a hash of another password', () => withPart(5, Buffer.alloc(32, 7).toString('base64url'))],
    ];
    it.each(cases)('%s', async (_what, make) => {
      await expect(verifyPassword(PASSWORD, make())).resolves.toBe(false);
    });
  });
});

describe('spendPasswordCheck', () => {
  it('completes without revealing anything, whatever the password', async () => {
    await expect(spendPasswordCheck(PASSWORD)).resolves.toBeUndefined();
    await expect(spendPasswordCheck('')).resolves.toBeUndefined();
  });
});

describe('passwordProblem', () => {
  it('accepts a password of the minimum and of the maximum length', () => {
    expect(passwordProblem('x'.repeat(PASSWORD_MIN_LENGTH))).toBeUndefined();
    expect(passwordProblem('x'.repeat(PASSWORD_MAX_LENGTH))).toBeUndefined();
    expect(passwordProblem(PASSWORD)).toBeUndefined();
  });

  it('refuses one character too short or too long, and a blank one, with a message saying why', () => {
    expect(passwordProblem('x'.repeat(PASSWORD_MIN_LENGTH - 1))).toBe('password must be at least 12 characters long');
    expect(passwordProblem('')).toBe('password must be at least 12 characters long');
    expect(passwordProblem('x'.repeat(PASSWORD_MAX_LENGTH + 1))).toBe('password must be at most 256 characters long');
    expect(passwordProblem(' \t'.repeat(PASSWORD_MIN_LENGTH))).toBe('password must not be blank');
  });
});
