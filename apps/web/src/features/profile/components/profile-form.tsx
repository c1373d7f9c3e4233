import {
  type ProfileFields,
  profileDobMax,
  profileMessages,
  ProfileFields as schema,
} from '@aula/contract/profile';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type BaseSyntheticEvent, useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error.ts';
import type { UserProfile } from '../api/get-user-profile.ts';
import { useUpdateUserProfile } from '../api/update-user-profile.ts';
import { CandidateIds } from './candidate-ids.tsx';
import { FileListField } from './file-list-field.tsx';
import { NameChangeNote } from './name-change-note.tsx';
import { PhotoField } from './photo-field.tsx';
import { ConfirmDeleteDialog, NoticeDialog } from './profile-dialogs.tsx';
import { useMessageText } from './use-message-text.ts';

type FileListName = 'docname' | 'certificates' | 'markscards';

/** The form's values from the saved profile. */
export function valuesOf(profile: UserProfile): ProfileFields {
  return {
    profilepicname: profile.PROFILEPICNAME,
    uname: profile.UNAME,
    lstname: profile.LASTNAME,
    dob: profile.DOB,
    councode: profile.COUNTRYCODE,
    ads: profile.ADS,
    cno: profile.CNO,
    passportno: profile.PASSPORTNO,
    othergovid: profile.OTHGOVID,
    highdeg: profile.HIGHDEG,
    workexp: profile.WORKEXP,
    docname: profile.DOCUMENTNAME.map((file) => file.name),
    certificates: profile.CERTIFICATE.map((file) => file.name),
    markscards: profile.MARKSCARD.map((file) => file.name),
  };
}

/** The fields in the order the spec checks them: the first failing one is the message shown. */
const checkOrder = Object.keys(schema.shape) as Array<keyof ProfileFields>;

export interface ProfileFormProps {
  profile: UserProfile;
  /** Asks the server for the profile again (No in the delete prompt). */
  reload: () => Promise<{ data?: UserProfile | undefined }>;
}

/** The profile's fields, photo and files, with the spec's checks on Submit and its notices. */
export function ProfileForm({ profile, reload }: ProfileFormProps) {
  const { t } = useTranslation('profile');
  const text = useMessageText();
  const update = useUpdateUserProfile();
  const form = useForm<ProfileFields>({ resolver: zodResolver(schema), defaultValues: valuesOf(profile) });
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const { errors } = form.formState;
  const firstError = checkOrder.map((name) => errors[name]?.message).find((message) => message !== undefined);
  const shown = problem ?? (firstError ? text(firstError) : null);

  // A new attempt forgets the last problem; the checks then show the first that still fails.
  const save = (after: string) => (event?: BaseSyntheticEvent) => {
    setProblem(null);
    return form.handleSubmit(async (values) => {
      try {
        const saved = await update.mutateAsync(values);
        form.reset(valuesOf(saved));
        setNotice(text(after));
      } catch (error) {
        setProblem(error instanceof ApiError && error.message ? text(error.message) : t('saveFailed'));
      }
    })(event);
  };

  const field = (name: FieldPath<ProfileFields>, label: string, extra: object = {}) => {
    const { ref, ...registration } = form.register(name);
    return (
      <TextField
        {...registration}
        inputRef={ref}
        label={label}
        fullWidth
        error={errors[name as keyof ProfileFields] !== undefined}
        {...extra}
      />
    );
  };

  const list = (name: FileListName) => ({
    name,
    names: form.watch(name),
    onAdd: (stored: string) => {
      setProblem(null);
      form.setValue(name, [...form.getValues(name), stored], { shouldDirty: true });
    },
    onDelete: (stored: string) => {
      form.setValue(
        name,
        form.getValues(name).filter((each) => each !== stored),
        { shouldDirty: true },
      );
      setConfirming(true);
    },
    onProblem: (message: string) => setProblem(text(message)),
  });

  return (
    <Box component="form" noValidate onSubmit={save(profileMessages.uploaded)}>
      <PhotoField
        savedUrl={profile.PROFILEPICURL}
        onUploaded={(stored) => {
          setProblem(null);
          form.setValue('profilepicname', stored, { shouldDirty: true });
        }}
        onProblem={(message) => setProblem(text(message))}
      />
      <NameChangeNote profile={profile} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, mb: 3 }}>
        {field('uname', t('firstName'), { required: true, autoComplete: 'given-name' })}
        {field('lstname', t('lastName'), { autoComplete: 'family-name' })}
        <TextField
          label={t('email')}
          value={profile.EMAILID}
          fullWidth
          slotProps={{ htmlInput: { readOnly: true } }}
        />
        {field('dob', t('dob'), {
          type: 'date',
          required: true,
          slotProps: { inputLabel: { shrink: true }, htmlInput: { max: profileDobMax } },
        })}
        {field('councode', t('countryCode'), { required: true, inputMode: 'numeric' })}
        {field('cno', t('phone'), { required: true, type: 'tel', autoComplete: 'tel-national' })}
        {field('ads', t('address'), {
          required: true,
          multiline: true,
          minRows: 2,
          autoComplete: 'street-address',
        })}
        {field('passportno', t('passport'), { required: true })}
        {field('othergovid', t('otherGovId'))}
        {field('highdeg', t('highestDegree'), { required: true })}
        {field('workexp', t('workExperience'), { required: true })}
      </Box>
      <Stack spacing={3} sx={{ mb: 3 }}>
        <CandidateIds ids={profile.candidateIds} />
        <FileListField label={t('documents')} saved={profile.DOCUMENTNAME} {...list('docname')} />
        <FileListField label={t('certificates')} saved={profile.CERTIFICATE} {...list('certificates')} />
        <FileListField label={t('marksCards')} saved={profile.MARKSCARD} {...list('markscards')} />
      </Stack>
      {shown && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {shown}
        </Alert>
      )}
      <Button type="submit" variant="contained" disabled={update.isPending}>
        {update.isPending ? t('saving') : t('submit')}
      </Button>
      <ConfirmDeleteDialog
        open={confirming}
        onNo={() => {
          setConfirming(false);
          void reload().then(({ data }) => form.reset(valuesOf(data ?? profile)));
        }}
        onYes={() => {
          setConfirming(false);
          void save(profileMessages.deleted)();
        }}
      />
      <NoticeDialog message={notice} onClose={() => setNotice(null)} />
    </Box>
  );
}
