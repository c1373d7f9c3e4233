import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '../../../../components/safe-html.tsx';

/**
 * One static page of the public site, written as HTML (headings, paragraphs, lists, links, tables,
 * images), with a preview as the site shows it. The server sanitises what is saved; the preview and
 * the site sanitise again, so nothing typed here runs.
 */
export function StaticPageField({
  label,
  value,
  error,
  onChange,
}: {
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('staff');
  const [previewing, setPreviewing] = useState(false);
  const previewId = useId();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <TextField
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        multiline
        minRows={4}
        maxRows={16}
        error={error !== undefined}
        helperText={error ?? t('organisation.site.htmlHelp')}
        slotProps={{ htmlInput: { spellCheck: false }, formHelperText: error ? { role: 'alert' } : {} }}
        sx={{ '& textarea': { fontFamily: 'monospace', fontSize: '0.875rem' } }}
      />
      <Box>
        <Button
          size="small"
          aria-expanded={previewing}
          aria-controls={previewId}
          onClick={() => setPreviewing((shown) => !shown)}
        >
          {previewing ? t('organisation.site.hidePreview') : t('organisation.site.preview', { page: label })}
        </Button>
      </Box>
      {previewing && (
        <Box
          id={previewId}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, overflowX: 'auto' }}
        >
          {value.trim() === '' ? (
            <Typography color="text.secondary">{t('organisation.site.emptyPage')}</Typography>
          ) : (
            <SafeHtml html={value} sx={{ '& img': { maxWidth: '100%', height: 'auto' } }} />
          )}
        </Box>
      )}
    </Box>
  );
}
