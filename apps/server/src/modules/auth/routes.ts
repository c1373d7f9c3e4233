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
import type { Api, Handler } from '../../platform/api.ts';
import type { Config } from '../../platform/config.ts';
import type { Mailer } from '../../platform/mailer.ts';
import { assertServedOrganisation } from '../organisation/assert-served-organisation.ts';
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
export function authRoutes(api: Api, { config, mailer }: { config: Config; mailer: Mailer }): void {
  /** Registers an identity operation whose body's oid must be the organisation this portal serves. */
  function register<Op extends Operation>(operation: Op, handler: Handler<Op>): void {
    api.register(operation, async (context) => {
      const { oid } = context.body as { oid?: string };
      await assertServedOrganisation(context.db, config.AULA_OID, oid);
      return handler(context);
    });
  }

  register(signIn, ({ db, request, reply, body }) =>
    signInService({ db, config, mailer, request, reply }, body),
  );
  register(signUp, ({ db, request, reply, body }) =>
    signUpService({ db, config, mailer, request, reply }, body),
  );
  register(confirmSignUp, ({ db, body }) => confirmSignUpService(db, body));
  register(forgotPassword, ({ db, request, reply, body }) =>
    forgotPasswordService({ db, config, mailer, request, reply }, body),
  );
  register(forgotPasswordSubmit, ({ db, request, reply, body }) =>
    forgotPasswordSubmitService({ db, config, mailer, request, reply }, body),
  );
  register(completeNewPassword, ({ db, request, reply, body, user }) =>
    completeNewPasswordService({ db, config, mailer, request, reply }, user, body),
  );
  register(signOut, ({ db, request, reply, body, user }) =>
    signOutService({ db, config, mailer, request, reply }, user, body),
  );
  api.register(currentSession, ({ db, user }) => currentSessionService(db, config, user));
  api.register(currentUserInfo, ({ db, user }) => currentUserInfoService(db, user));
}
