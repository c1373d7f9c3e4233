import {
  completeNewPassword,
  confirmSignUp,
  currentSession,
  currentUserInfo,
  forgotPassword,
  forgotPasswordSubmit,
  signIn,
  signOut,
  signUp,
} from '@aula/contract/auth';
import type { Operation } from '@aula/contract/operation';
import type { FastifyInstance } from 'fastify';
import type { Handler } from '../../platform/api.ts';
import { assertServedOrganisation } from '../organisation/index.ts';
import { completeNewPassword as completeNewPasswordService } from './complete-new-password.ts';
import { confirmSignUp as confirmSignUpService } from './confirm-sign-up.ts';
import {
  currentSession as currentSessionService,
  currentUserInfo as currentUserInfoService,
} from './current-session.ts';
import { forgotPassword as forgotPasswordService } from './forgot-password.ts';
import { forgotPasswordSubmit as forgotPasswordSubmitService } from './forgot-password-submit.ts';
import { signIn as signInService } from './sign-in.ts';
import { signOut as signOutService } from './sign-out.ts';
import { signUp as signUpService } from './sign-up.ts';

/** The identity operations at /api/auth/*. */
/**
 * An identity operation whose body's oid must be the organisation this portal serves: nobody signs in,
 * signs up or resets a password of another organisation through this portal.
 */
function servedOnly<Op extends Operation>(handler: Handler<Op>): Handler<Op> {
  return (async (context: Parameters<Handler<Op>>[0]) => {
    const { oid } = context.body as { oid?: string };
    await assertServedOrganisation(context.db, context.config.AULA_OID, oid);
    return handler(context);
  }) as Handler<Op>;
}

export async function authRoutes(app: FastifyInstance): Promise<void> {
  app.operation(
    signIn,
    servedOnly((context) => signInService(context, context.body)),
  );
  app.operation(
    signUp,
    servedOnly((context) => signUpService(context, context.body)),
  );
  app.operation(
    confirmSignUp,
    servedOnly(({ db, clock, body }) => confirmSignUpService(db, body, clock.now())),
  );
  app.operation(
    forgotPassword,
    servedOnly((context) => forgotPasswordService(context, context.body)),
  );
  app.operation(
    forgotPasswordSubmit,
    servedOnly((context) => forgotPasswordSubmitService(context, context.body)),
  );
  app.operation(
    completeNewPassword,
    servedOnly(async (context) =>
      completeNewPasswordService(context, await context.optionalUser(), context.body),
    ),
  );
  app.operation(
    signOut,
    servedOnly(async (context) => signOutService(context, await context.optionalUser(), context.body)),
  );
  app.operation(currentSession, ({ db, config, user }) => currentSessionService(db, config, user));
  app.operation(currentUserInfo, ({ db, user }) => currentUserInfoService(db, user));
}
