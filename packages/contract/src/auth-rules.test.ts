import { describe, expect, it } from 'vitest';
import {
  meetsNewPasswordRule,
  meetsSignUpPasswordRule,
  NewPasswordForm,
  ResetPasswordForm,
  SignInForm,
  SignUpForm,
} from './auth-rules.ts';

/** The first message for each field, as a form shows it. */
function messages(result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) {
  const first: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) first[issue.path.join('.')] ??= issue.message;
  return first;
}

describe('the sign-up password rule', () => {
  it('wants 8 characters with a lowercase letter, a number and a special character', () => {
    expect(meetsSignUpPasswordRule('study#2468')).toBe(true);
    expect(meetsSignUpPasswordRule('Study 2468')).toBe(true);
    expect(meetsSignUpPasswordRule('st#24')).toBe(false);
    expect(meetsSignUpPasswordRule('STUDY#2468')).toBe(false);
    expect(meetsSignUpPasswordRule('study#abcd')).toBe(false);
    expect(meetsSignUpPasswordRule('study2468')).toBe(false);
  });
});

describe('the reset and forced-change rule', () => {
  it('wants 8 to 16 of letters, digits and !@#$%^&*, with a digit and one of those symbols', () => {
    expect(meetsNewPasswordRule('Fresh#24')).toBe(true);
    expect(meetsNewPasswordRule('ABCDEFGHIJKLMN1!')).toBe(true);
    expect(meetsNewPasswordRule('Fresh#2')).toBe(false);
    expect(meetsNewPasswordRule('ABCDEFGHIJKLMNO1!')).toBe(false);
    expect(meetsNewPasswordRule('Fresh#ab')).toBe(false);
    expect(meetsNewPasswordRule('Fresh1234')).toBe(false);
    expect(meetsNewPasswordRule('Fresh(1)#')).toBe(false);
  });
});

describe('the dialog forms', () => {
  it("answer the spec's field messages", () => {
    expect(messages(SignInForm.safeParse({ username: '', password: '' }))).toEqual({
      username: 'Please enter a valid email',
      password: 'Please enter a password',
    });
    expect(
      messages(
        SignUpForm.safeParse({ name: '', email: 'nope', password: 'Study#2468', confirmPassword: 'x' }),
      ),
    ).toEqual({
      name: 'Please enter a Name',
      email: 'Please enter a valid email',
      confirmPassword: "Passwords don't Match!",
    });
    expect(
      messages(
        SignUpForm.safeParse({ name: 'A', email: 'a@b.co', password: 'Study#2468', confirmPassword: 'x' }),
      ),
    ).toEqual({ confirmPassword: "Passwords don't Match!" });
    expect(
      messages(ResetPasswordForm.safeParse({ code: '', newPassword: 'weak', confirmPassword: '' })),
    ).toEqual({
      code: 'Please enter the code',
      newPassword: 'Please match password pattern',
      confirmPassword: 'Please enter a confirm password',
    });
    expect(
      messages(NewPasswordForm.safeParse({ newPassword: 'Fresh#24', confirmPassword: 'Fresh#25' })),
    ).toEqual({
      confirmPassword: "Passwords don't Match!",
    });
  });
});
