import { z } from 'zod';

// The two shapes of the contract's `SecondFactorCode`, one per field, each with its own message key
// (`staff:signIn.fieldErrors.*`), so the person is told what the field they are typing in wants.

export const appCodeForm = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'appCode'),
});
export const recoveryCodeForm = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4}$/i, 'recoveryCode'),
});

export type CodeFieldError = 'appCode' | 'recoveryCode';

export function isCodeFieldError(message: string | undefined): message is CodeFieldError {
  return message === 'appCode' || message === 'recoveryCode';
}
