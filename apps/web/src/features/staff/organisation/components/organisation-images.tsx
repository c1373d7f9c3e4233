import { type OrganisationImageSlot, organisationImageSlots } from '@aula/contract/staff-organisation';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mediaHref } from '../../../../lib/media.ts';
import { uploadRefusal } from '../../../../lib/upload-file.ts';
import type { OrganisationSettingsView } from '../api/get-organisation-settings.ts';
import { useSaveSettings } from '../api/save-settings.ts';
import { uploadOrganisationImage } from '../api/upload-organisation-image.ts';

/** One image slot: the image shown now, Upload (a PNG, JPEG or WebP of at most 2 MB) and, but for the logo, Remove. */
function ImageSlot({ oid, slot, path }: { oid: string; slot: OrganisationImageSlot; path: string | null }) {
  const { t } = useTranslation('staff');
  const setImage = useSaveSettings('staff/setOrganisationImage');
  const input = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const upload = async (file: File) => {
    setProblem(null);
    setDone(null);
    setProgress(0);
    try {
      const filename = await uploadOrganisationImage({ oid, slot }, file, (sent, total) =>
        setProgress(Math.round((sent / total) * 100)),
      );
      await setImage.mutateAsync({ oid, slot, filename });
      setDone(t('organisation.images.uploaded'));
    } catch (error) {
      setProblem(uploadRefusal(error, t('organisation.images.failed')));
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };
  const remove = () => {
    setProblem(null);
    setImage.mutate(
      { oid, slot, filename: null },
      {
        onSuccess: () => setDone(t('organisation.images.removed')),
        onError: (error) => setProblem(uploadRefusal(error, t('organisation.images.failed'))),
      },
    );
  };
  const busy = progress !== null || setImage.isPending;

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ p: 2, flex: '1 1 240px' }}
    >
      <Typography id={headingId} component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {t(`organisation.images.slot.${slot}`)}
      </Typography>
      <Box sx={{ height: 96, display: 'flex', alignItems: 'center', mb: 1 }}>
        {path ? (
          <Box
            component="img"
            src={mediaHref(oid, path)}
            alt={t('organisation.images.current', { slot: t(`organisation.images.slot.${slot}`) })}
            sx={{ maxHeight: 96, maxWidth: '100%', objectFit: 'contain' }}
          />
        ) : (
          <Typography color="text.secondary">{t('organisation.images.none')}</Typography>
        )}
      </Box>
      {progress !== null && (
        <LinearProgress
          variant="determinate"
          value={progress}
          aria-label={t('organisation.images.progress', { slot: t(`organisation.images.slot.${slot}`) })}
          sx={{ mb: 1 }}
        />
      )}
      {problem && (
        <Alert severity="error" role="alert" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
          {problem}
        </Alert>
      )}
      {done && (
        <Alert severity="success" role="status" sx={{ mb: 1 }}>
          {done}
        </Alert>
      )}
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void upload(file);
        }}
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" disabled={busy} onClick={() => input.current?.click()}>
          {t('organisation.images.upload', { slot: t(`organisation.images.slot.${slot}`) })}
        </Button>
        {slot !== 'logo' && path && (
          <Button color="error" disabled={busy} onClick={remove}>
            {t('organisation.images.remove', { slot: t(`organisation.images.slot.${slot}`) })}
          </Button>
        )}
      </Box>
    </Paper>
  );
}

/** The logo, the partner logo and the landing page's banner: PNG, JPEG or WebP, checked by the server from their bytes. */
export function OrganisationImages({ oid, view }: { oid: string; view: OrganisationSettingsView }) {
  const { t } = useTranslation('staff');
  return (
    <Box component="section" sx={{ mb: 4 }}>
      <Typography component="h2" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {t('organisation.images.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('organisation.images.intro')}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {organisationImageSlots.map((slot) => (
          <ImageSlot key={slot} oid={oid} slot={slot} path={view.images[slot]} />
        ))}
      </Box>
    </Box>
  );
}
