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
import type { FastifyInstance } from 'fastify';
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

/**
 * The identity operations at /api/auth/*. Each names the organisation in its body, which must be the
 * one this portal serves (checked for every public operation by the API layer, platform/api.ts).
 */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  app.operation(signIn, (context) => signInService(context, context.body));
  app.operation(signUp, (context) => signUpService(context, context.body));
  app.operation(confirmSignUp, ({ db, clock, body }) => confirmSignUpService(db, body, clock.now()));
  app.operation(forgotPassword, (context) => forgotPasswordService(context, context.body));
  app.operation(forgotPasswordSubmit, (context) => forgotPasswordSubmitService(context, context.body));
  app.operation(completeNewPassword, async (context) =>
    completeNewPasswordService(context, await context.optionalUser(), context.body),
  );
  app.operation(signOut, async (context) =>
    signOutService(context, await context.optionalUser(), context.body),
  );
  app.operation(currentSession, ({ db, config, user }) => currentSessionService(db, config, user));
  app.operation(currentUserInfo, ({ db, user }) => currentUserInfoService(db, user));
}
