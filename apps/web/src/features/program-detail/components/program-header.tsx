import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '../../../components/safe-html.tsx';
import { mediaHref } from '../../../lib/media.ts';
import { useOrganisation } from '../../../lib/organisation.ts';
import type { ProgramDetail } from '../api/get-program-detail.ts';

/** The page's head (spec 2 §2): program name, duration, format, credits and the program image. */
export function ProgramHeader({ program }: { program: ProgramDetail }) {
  const { t } = useTranslation('program-detail');
  const { oid } = useOrganisation();
  const facts = program.pinfo
    ? [
        { label: t('info.duration'), value: program.pinfo.duration },
        { label: t('info.format'), value: program.pinfo.format },
        { label: t('info.credits'), value: String(program.pinfo.credits) },
      ]
    : [];
  return (
    <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
      <Container
        maxWidth="lg"
        sx={{
          py: { xs: 3, md: 5 },
          display: 'grid',
          gap: { xs: 3, md: 5 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
          alignItems: 'center',
        }}
      >
        <div>
          {/* The name may hold inline HTML (<b>); it is sanitised again here. */}
          <SafeHtml
            component="h1"
            html={program.pname}
            sx={{ typography: 'h1', m: 0, overflowWrap: 'anywhere' }}
          />
          {facts.length > 0 && (
            <Box
              component="dl"
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' },
                gap: 2,
                mt: 3,
                mb: 0,
              }}
            >
              {facts.map((fact) => (
                <div key={fact.label}>
                  <Typography component="dt" variant="overline" sx={{ lineHeight: 1.5, opacity: 0.9 }}>
                    {fact.label}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
                    {fact.value}
                  </Typography>
                </div>
              ))}
            </Box>
          )}
        </div>
        {program.pimage && (
          // The name beside it says what the picture shows: it is decoration for screen readers.
          <Box
            component="img"
            src={mediaHref(oid, program.pimage)}
            alt=""
            sx={{
              width: '100%',
              aspectRatio: '16 / 9',
              objectFit: 'cover',
              borderRadius: 2,
              bgcolor: 'primary.dark',
            }}
          />
        )}
      </Container>
    </Box>
  );
}
