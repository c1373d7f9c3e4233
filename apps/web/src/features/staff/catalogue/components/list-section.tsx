import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** One item of a repeated part of the form (a topic, a FAQ group, a person) with its remove button. */
export function ListItemBox({
  label,
  onRemove,
  children,
}: {
  label: string;
  onRemove: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('staff');
  return (
    <Box
      component="fieldset"
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        p: 2,
        m: 0,
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
      }}
    >
      <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
        {label}
      </Typography>
      {children}
      <Box>
        <Button size="small" color="error" onClick={onRemove}>
          {t('catalogue.texts.remove', { item: label })}
        </Button>
      </Box>
    </Box>
  );
}

/**
 * A heading for a repeated part of the form, its items, the check of the list as a whole (none given,
 * say), and the button that adds one.
 */
export function ListSection({
  title,
  addLabel,
  onAdd,
  error,
  children,
}: {
  title: string;
  addLabel: string;
  onAdd: () => void;
  error?: string | undefined;
  children: ReactNode;
}) {
  return (
    <Box component="section" sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Typography component="h3" variant="h6">
        {title}
      </Typography>
      {children}
      {error && (
        <Typography role="alert" variant="body2" color="error">
          {error}
        </Typography>
      )}
      <Box>
        <Button variant="outlined" size="small" onClick={onAdd}>
          {addLabel}
        </Button>
      </Box>
    </Box>
  );
}
