import { describe, expect, it } from 'vitest';
import { DEMO_STAFF } from '../db/seed/demo-ids';
import { hashPassword, verifyPassword } from './password';
import { PASSWORD_TOO_COMMON, PASSWORD_TOO_LONG, PASSWORD_TOO_SHORT, passwordProblem } from './password-policy';

/** Staff passwords (docs/decisions/0051): at least 12 characters, not on the common list. */
describe('staff password rule', () => {
  it('refuses fewer than 12 characters, counting characters rather than bytes', () => {
    expect(passwordProblem('Xk4#pQ9!vL2')).toBe(PASSWORD_TOO_SHORT); // 11
    expect(passwordProblem('ñandú-ñandú')).toBe(PASSWORD_TOO_SHORT); // 11 characters, 15 bytes
    expect(passwordProblem('Xk4#pQ9!vL2m')).toBeUndefined(); // 12
    expect(passwordProblem('x'.repeat(201))).toBe(PASSWORD_TOO_LONG);
  });

  it('refuses common passwords of 12 characters or more, whatever their case', () => {
    for (const common of ['qwerty123456', '1q2w3e4r5t6y', 'QAZWSXEDCRFV', 'LeaveMeAlone'])
      expect(passwordProblem(common), common).toBe(PASSWORD_TOO_COMMON);
  });

  it('refuses a common password with digits or marks added at the end', () => {
    for (const padded of ['Sunshine2026!', 'password1234', 'Football-1999', 'iloveyou!!!!'])
      expect(passwordProblem(padded), padded).toBe(PASSWORD_TOO_COMMON);
  });

  it('accepts long uncommon passwords and passphrases', () => {
    for (const good of ['correct horse battery', 'Xk4#pQ9!vL2m', 'Blue-Pine-Harbor-71'])
      expect(passwordProblem(good), good).toBeUndefined();
  });

  it('is held wherever a password is set: hashing a weak one is refused with a field error', async () => {
    await expect(hashPassword('password1234')).rejects.toMatchObject({
      errors: [{ target_element: 'password', error_message: PASSWORD_TOO_COMMON }],
    });
    await expect(hashPassword('short')).rejects.toMatchObject({
      errors: [{ target_element: 'password', error_message: PASSWORD_TOO_SHORT }],
    });
    const stored = await hashPassword('Blue-Pine-Harbor-71');
    expect(await verifyPassword(stored, 'Blue-Pine-Harbor-71')).toBe(true);
  });

  it('is met by the seeded demo staff passwords', () => {
    for (const { password } of Object.values(DEMO_STAFF)) expect(passwordProblem(password), password).toBeUndefined();
  });
});
