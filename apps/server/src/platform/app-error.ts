import { type ErrorCode, statusOfCode } from '@aula/contract/errors';

/** The one error type services throw; the error handler turns it into the envelope. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields: Record<string, string> | undefined;

  constructor(code: ErrorCode, message: string, fields?: Record<string, string>) {
    super(message);
    this.code = code;
    this.fields = fields;
  }

  get statusCode(): number {
    return statusOfCode[this.code];
  }
}
