/** The production rule for TRANSACTION_TOKEN_KEY (spec §3; RFC 7518 §3.2). */
import { MIN_TOKEN_KEY_BYTES, tokenKeyProblem } from './token-key';

const SANDBOX_KEY = 'sandbox-transaction-token-key-not-for-production';

describe('tokenKeyProblem', () => {
  it('refuses the sandbox key, naming the variable', () => {
    expect(tokenKeyProblem(SANDBOX_KEY, SANDBOX_KEY)).toMatch(/^TRANSACTION_TOKEN_KEY is the sandbox's published key/);
  });

  it('refuses a key shorter than 32 bytes and says how long it is', () => {
    expect(tokenKeyProblem('a'.repeat(MIN_TOKEN_KEY_BYTES - 1), SANDBOX_KEY)).toMatch(
      /^TRANSACTION_TOKEN_KEY has 31 bytes; production needs at least 32/,
    );
  });

  it('counts bytes, not characters', () => {
    expect(tokenKeyProblem('é'.repeat(16), SANDBOX_KEY)).toBeNull();
    expect(tokenKeyProblem('é'.repeat(15), SANDBOX_KEY)).toMatch(/has 30 bytes/);
  });

  it('accepts a random 32-byte key', () => {
    expect(tokenKeyProblem('q1Z0mFf3xV9n2Lr8Tt6Wc4Yh7Kp5Jd0sAa1Bb2Cc3Dd=', SANDBOX_KEY)).toBeNull();
  });
});
