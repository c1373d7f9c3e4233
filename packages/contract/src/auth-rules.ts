import { z } from 'zod';
import { personName } from './person-name.ts';

/**
 * Messages of the identity operations. The first group is the spec's (§8), quoted exactly, typos
 * included; the server answers with them and the dialogs show them. The second group covers what the
 * spec is silent about.
 */
export const authMessages = {
  userNotFound: 'User does not exist',
  userNotConfirmed: 'User Not Confirmed',
  invalidPassword: 'Invalid Password',
  signUpPasswordInvalid: 'Password must be at least 8 characters',
  usernameExists: 'An account with the given email already exists.',
  invalidEmail: 'Invalid email address format.',
  invalidCode: 'Invalid code entered',
  codeMismatch: 'Code mismatch',
  passwordType: 'Please match the password type.',
  registered:
    'Registered Succesfully.Please check your email & click Verify Email link to verify your email. Then try to login!',
  passwordChanged: 'Changed password Succesfully',
  sessionTimeOut: 'Session Time Out',

  commonPassword: 'This password is too common. Please choose one that is harder to guess.',
  samePassword: 'Please choose a password different from your temporary one.',
  codeExpired: 'This code has expired. Please ask for a new code.',
  codeUsedUp: 'This code can no longer be used. Please ask for a new code.',
  linkUsed: 'This verification link has already been used. If your email is verified, just log in.',
  linkExpired: 'This verification link has expired. Log in with your password to be sent a new one.',
  linkInvalid: 'This verification link is not valid.',
  emailVerified: 'Your email is verified. You can now log in.',
  signInRequired: 'Please sign in.',
  noPasswordChangePending: 'Your password does not need changing here.',
  passwordChangeRequired: 'Please change your temporary password first.',
} as const;

/** Messages of the dialogs' own field checks (§5), quoted exactly. */
export const authFormMessages = {
  enterValidEmail: 'Please enter a valid email',
  enterPassword: 'Please enter a password',
  enterName: 'Please enter a Name',
  passwordsDontMatch: "Passwords don't Match!",
  enterCode: 'Please enter the code',
  enterConfirmPassword: 'Please enter a confirm password',
  passwordPattern: 'Please match password pattern',
} as const;

/** Longest password any form or operation accepts (argon2 takes any length; this bounds the work). */
export const passwordMaxLength = 128;

/** The symbols the reset and forced-change rule allows, and requires one of. */
export const newPasswordSymbols = '!@#$%^&*';

/** Reset and forced change (§5): 8 to 16 of letters, digits and !@#$%^&*, with a digit and one of those symbols. */
export const newPasswordPattern = /^(?=.*\d)(?=.*[!@#$%^&*])[A-Za-z\d!@#$%^&*]{8,16}$/;

/** Sign-up (§5 note): at least 8 characters with a lowercase letter, a number and a special character. */
export function meetsSignUpPasswordRule(password: string): boolean {
  return (
    password.length >= 8 &&
    password.length <= passwordMaxLength &&
    /[a-z]/.test(password) &&
    /\d/.test(password) &&
    /[^A-Za-z0-9]/.test(password)
  );
}

export function meetsNewPasswordRule(password: string): boolean {
  return newPasswordPattern.test(password);
}

/** A reset code is exactly six digits. */
export const resetCodePattern = /^\d{6}$/;

// Form schemas for the dialogs (react-hook-form with zodResolver), with the spec's field messages.

export const SignInForm = z.object({
  username: z.string().trim().min(1, authFormMessages.enterValidEmail).max(254),
  password: z.string().min(1, authFormMessages.enterPassword).max(passwordMaxLength),
});

export const SignUpForm = z
  .object({
    name: personName(authFormMessages.enterName),
    email: z.string().trim().email(authFormMessages.enterValidEmail).max(254),
    password: z.string().min(1, authFormMessages.enterPassword).max(passwordMaxLength),
    confirmPassword: z.string().max(passwordMaxLength),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: authFormMessages.passwordsDontMatch,
  });

export const ForgotPasswordForm = z.object({
  username: z.string().trim().min(1, authFormMessages.enterValidEmail).max(254),
});

const NewPasswordFields = {
  newPassword: z
    .string()
    .min(1, authFormMessages.enterPassword)
    .regex(newPasswordPattern, authFormMessages.passwordPattern),
  confirmPassword: z.string().min(1, authFormMessages.enterConfirmPassword),
};

function passwordsMatch(form: { newPassword: string; confirmPassword: string }): boolean {
  return form.newPassword === form.confirmPassword;
}

export const ResetPasswordForm = z
  .object({ code: z.string().trim().min(1, authFormMessages.enterCode), ...NewPasswordFields })
  .refine(passwordsMatch, { path: ['confirmPassword'], message: authFormMessages.passwordsDontMatch });

export const NewPasswordForm = z
  .object(NewPasswordFields)
  .refine(passwordsMatch, { path: ['confirmPassword'], message: authFormMessages.passwordsDontMatch });
