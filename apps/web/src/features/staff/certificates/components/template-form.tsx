import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../../components/query-state.tsx';
import { ApiError } from '../../../../lib/api-error.ts';
import { useStaffErrorText } from '../../staff-error-text.ts';
import { useCertificateTemplate, useSaveCertificateTemplate } from '../api/certificate-template.ts';

type Template = NonNullable<ReturnType<typeof useCertificateTemplate>['data']>;

/** A picture of the template: what is saved (if any) and a chooser for a new one (PNG or JPEG, 512 KB). */
function PictureField(props: {
  name: 'logo' | 'signature';
  current: string | null;
  file: File | null;
  error: string | undefined;
  onFile: (file: File | null) => void;
}) {
  const { t } = useTranslation('staff');
  const label = t(`certificates.template.${props.name}`);
  return (
    <Box sx={{ flex: '1 1 240px' }}>
      <Typography component="h3" variant="subtitle1">
        {label}
      </Typography>
      {props.current ? (
        <Box
          component="img"
          src={props.current}
          alt={t('certificates.template.current', { name: label })}
          sx={{ display: 'block', maxWidth: 240, maxHeight: 90, my: 1, bgcolor: 'grey.100' }}
        />
      ) : (
        <Typography variant="body2" sx={{ my: 1 }}>
          {t('certificates.template.none')}
        </Typography>
      )}
      <Button variant="outlined" component="label">
        {t('certificates.template.choose', { name: label })}
        <input
          type="file"
          hidden
          accept=".png,.jpg,.jpeg,image/png,image/jpeg"
          onChange={(event) => props.onFile(event.target.files?.[0] ?? null)}
        />
      </Button>
      <Typography
        variant="body2"
        role={props.error ? 'alert' : undefined}
        color={props.error ? 'error' : 'text.secondary'}
        sx={{ mt: 1, overflowWrap: 'anywhere' }}
      >
        {props.error ?? props.file?.name ?? t('certificates.template.rule')}
      </Typography>
    </Box>
  );
}

function TemplateEditor({ oid, template }: { oid: string; template: Template }) {
  const { t } = useTranslation('staff');
  const save = useSaveCertificateTemplate();
  const errorText = useStaffErrorText();
  const [signatoryName, setName] = useState(template.signatoryName);
  const [signatoryTitle, setTitle] = useState(template.signatoryTitle);
  const [logo, setLogo] = useState<File | null>(null);
  const [signature, setSignature] = useState<File | null>(null);
  const fields = save.error instanceof ApiError ? save.error.fields : {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { oid, signatoryName, signatoryTitle, logo, signature },
      {
        onSuccess: () => {
          setLogo(null);
          setSignature(null);
        },
      },
    );
  };
  return (
    <Box component="form" onSubmit={submit} aria-labelledby="certificate-template-heading">
      <Typography id="certificate-template-heading" component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('certificates.template.title')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2, maxWidth: '70ch' }}>
        {t('certificates.template.intro')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <TextField
          label={t('certificates.template.signatoryName')}
          value={signatoryName}
          onChange={(event) => setName(event.target.value)}
          error={fields.signatoryName !== undefined}
          helperText={fields.signatoryName}
          sx={{ flex: '1 1 240px' }}
        />
        <TextField
          label={t('certificates.template.signatoryTitle')}
          value={signatoryTitle}
          onChange={(event) => setTitle(event.target.value)}
          error={fields.signatoryTitle !== undefined}
          helperText={fields.signatoryTitle}
          sx={{ flex: '1 1 240px' }}
        />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, mb: 2 }}>
        <PictureField
          name="logo"
          current={template.logoUrl}
          file={logo}
          error={fields.logo}
          onFile={setLogo}
        />
        <PictureField
          name="signature"
          current={template.signatureUrl}
          file={signature}
          error={fields.signature}
          onFile={setSignature}
        />
      </Box>
      {save.isSuccess && (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {t('certificates.template.saved')}
        </Alert>
      )}
      {save.isError && Object.keys(fields).length === 0 && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {errorText(save.error)}
        </Alert>
      )}
      <Button type="submit" variant="contained" disabled={save.isPending}>
        {t('certificates.template.save')}
      </Button>
    </Box>
  );
}

/** The organisation's certificate template: signatory, logo and signature, used by certificates rendered afterwards. */
export function TemplateForm({ oid }: { oid: string }) {
  const { t } = useTranslation('staff');
  return (
    <QueryState query={useCertificateTemplate(oid)} errorTitle={t('certificates.template.failed')}>
      {(template) => <TemplateEditor oid={oid} template={template} />}
    </QueryState>
  );
}
