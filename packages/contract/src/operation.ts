import type { z } from 'zod';

/** Who may call an operation: anyone, a signed-in learner, or university staff. */
export type Access = 'public' | 'learner' | 'staff';

export interface Operation<
  Name extends string = string,
  Body extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
  A extends Access = Access,
> {
  /** The operation's name; its path is `/api/<name>`. */
  readonly name: Name;
  /** Kept as its literal type, so the server's handler of a public operation is typed as one. */
  readonly access: A;
  /** One line for the API documentation. */
  readonly summary: string;
  readonly body: Body;
  readonly response: Response;
}

export function defineOperation<
  Name extends string,
  Body extends z.ZodType,
  Response extends z.ZodType,
  A extends Access,
>(operation: Operation<Name, Body, Response, A>): Operation<Name, Body, Response, A> {
  return operation;
}

export function operationPath(name: string): string {
  return `/api/${name}`;
}

export type Input<Op extends Operation> = z.input<Op['body']>;
export type Output<Op extends Operation> = z.output<Op['response']>;
