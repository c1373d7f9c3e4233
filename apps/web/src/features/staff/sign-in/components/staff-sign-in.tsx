import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { isStaffPath, paths } from '../../../../app/paths.ts';
import { refreshSession } from '../../../../lib/session.ts';
import { homeOf } from '../../staff-roles.ts';
import type { ChallengeName, SignInResult } from '../api/sign-in.ts';
import { CredentialsStep } from './credentials-step.tsx';
import { EnrolStep } from './enrol-step.tsx';
import { NewPasswordStep } from './new-password-step.tsx';
import { RecoveryCodesStep } from './recovery-codes-step.tsx';
import { SecondFactorStep } from './second-factor-step.tsx';

type Step =
  | { name: 'credentials' }
  | { name: 'newPassword' }
  | { name: 'enrol' }
  | { name: 'secondFactor' }
  | { name: 'recoveryCodes'; codes: string[]; email: string }
  | { name: 'notStaff' };

/** The step a sign-in answer's challenge leads to (none: signed in). */
export function stepOfChallenge(challenge: ChallengeName): Step | null {
  switch (challenge) {
    case 'NEW_PASSWORD_REQUIRED':
      return { name: 'newPassword' };
    case 'SECOND_FACTOR_SETUP_REQUIRED':
      return { name: 'enrol' };
    case 'SECOND_FACTOR_REQUIRED':
      return { name: 'secondFactor' };
    default:
      return null;
  }
}

export interface StaffSignInProps {
  /** Where the session already stands (a challenge met on the learner's dialog, a temporary password). */
  initialChallenge: ChallengeName;
  /** The staff page the person was sent here from, to return to. */
  returnTo: string | undefined;
}

/**
 * Staff sign-in (ADR 0068): e-mail and password, then whatever the server's challenge asks: a new
 * password (an invitation), enrolling the second factor and keeping the recovery codes (first
 * sign-in), or the code of the second factor. Each step is a form of its own; the session is read
 * again only when the server says it is complete.
 */
export function StaffSignIn({ initialChallenge, returnTo }: StaffSignInProps) {
  const { t } = useTranslation('staff');
  const client = useQueryClient();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>(stepOfChallenge(initialChallenge) ?? { name: 'credentials' });
  const [finishing, setFinishing] = useState(false);
  const [finishFailed, setFinishFailed] = useState(false);

  const finish = async () => {
    setFinishing(true);
    setFinishFailed(false);
    const state = await refreshSession(client).catch(() => null);
    setFinishing(false);
    if (state?.status !== 'signedIn') {
      setFinishFailed(true);
      return;
    }
    const { grants } = state.session.user;
    if (grants.length === 0) {
      setStep({ name: 'notStaff' });
      return;
    }
    const usable =
      returnTo !== undefined &&
      isStaffPath(returnTo) &&
      returnTo !== paths.staffHome.getHref() &&
      !returnTo.startsWith(paths.staffSignIn.getHref());
    const target = usable ? returnTo : homeOf(grants);
    void navigate(target, { replace: true });
  };

  const follow = (result: SignInResult) => {
    const next = stepOfChallenge(result.challengeName);
    if (next) setStep(next);
    else void finish();
  };

  return (
    <>
      {finishFailed && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void finish()} disabled={finishing}>
              {t('signIn.retry')}
            </Button>
          }
        >
          {t('signIn.finishFailed')}
        </Alert>
      )}
      {step.name === 'credentials' && <CredentialsStep onAnswer={follow} />}
      {step.name === 'newPassword' && <NewPasswordStep onAnswer={follow} />}
      {step.name === 'secondFactor' && <SecondFactorStep onAnswer={follow} />}
      {step.name === 'enrol' && (
        <EnrolStep
          onConfirmed={({ recoveryCodes, result }) =>
            setStep({ name: 'recoveryCodes', codes: recoveryCodes, email: result.user.attributes.email })
          }
        />
      )}
      {step.name === 'recoveryCodes' && (
        <RecoveryCodesStep
          codes={step.codes}
          email={step.email}
          busy={finishing}
          onDone={() => void finish()}
        />
      )}
      {step.name === 'notStaff' && <NotStaff />}
    </>
  );
}

/** A learner who signed in here: told this is for staff, and where their own portal is. */
function NotStaff() {
  const { t } = useTranslation('staff');
  return (
    <Alert severity="info" role="alert">
      <Typography sx={{ fontWeight: 600 }}>{t('signIn.notStaff.title')}</Typography>
      <Typography sx={{ mb: 1 }}>{t('signIn.notStaff.body')}</Typography>
      <Link component={RouterLink} to={paths.myPrograms.getHref()}>
        {t('signIn.notStaff.link')}
      </Link>
    </Alert>
  );
}
