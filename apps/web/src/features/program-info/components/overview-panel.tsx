import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '../../../components/safe-html.tsx';
import { mediaHref } from '../../../lib/media.ts';
import { useOrganisation } from '../../../lib/organisation.ts';
import type { ProgramInfo } from '../api/get-program.ts';

type Person = ProgramInfo['pinstructors'][number]['value'][number];

function PersonCard({ person, role }: { person: Person; role?: string }) {
  const { oid } = useOrganisation();
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ display: 'flex', gap: 2, alignItems: 'center', p: 2, minWidth: 0 }}
    >
      {/* The name beside the portrait says who it is. */}
      <Box
        component="img"
        src={mediaHref(oid, person.pic)}
        alt=""
        loading="lazy"
        sx={{ width: 56, height: 56, borderRadius: '50%', objectFit: 'cover', flexShrink: 0 }}
      />
      <Box sx={{ minWidth: 0 }}>
        {role && (
          <Typography variant="overline" component="p" sx={{ lineHeight: 1.5, color: 'secondary.main' }}>
            {role}
          </Typography>
        )}
        <Typography sx={{ fontWeight: 600 }}>{person.name}</Typography>
        <Typography variant="body2">{person.designation}</Typography>
        <Typography variant="body2" color="text.secondary">
          {person.org}
        </Typography>
      </Box>
    </Paper>
  );
}

const peopleGrid = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: 2,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
} as const;

function HtmlSection({ title, html }: { title: string; html: string }) {
  if (html.trim() === '') return null;
  return (
    <section>
      <Typography component="h2" variant="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <SafeHtml html={html} sx={{ '& > :first-of-type': { mt: 0 } }} />
    </section>
  );
}

/** Tab 0, program info: the program's facts, texts and the people who teach and guide it. */
export function OverviewPanel({ program }: { program: ProgramInfo }) {
  const { t } = useTranslation('program-info');
  const guides = [
    program.ccoordinator && { person: program.ccoordinator, role: t('overview.coordinator') },
    program.cmentor && { person: program.cmentor, role: t('overview.mentor') },
  ].filter((guide) => guide !== undefined);
  return (
    <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      {program.pinfo && (
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 200px), 1fr))',
            '& dd': { m: 0, fontWeight: 600 },
          }}
        >
          {(
            [
              ['duration', program.pinfo.duration],
              ['format', program.pinfo.format],
              ['credits', String(program.pinfo.credits)],
            ] as const
          ).map(([key, value]) => (
            <div key={key}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {t(`overview.${key}`)}
              </Typography>
              <Typography component="dd">{value}</Typography>
            </div>
          ))}
        </Box>
      )}
      <HtmlSection title={t('overview.overview')} html={program.poverview} />
      <HtmlSection title={t('overview.features')} html={program.pfeatures} />
      <HtmlSection title={t('overview.outcomes')} html={program.poutcomes} />
      {guides.length > 0 && (
        <section>
          <Typography component="h2" variant="h2" sx={{ mb: 2 }}>
            {t('overview.guides')}
          </Typography>
          <Box component="ul" sx={peopleGrid}>
            {guides.map(({ person, role }) => (
              <PersonCard key={role} person={person} role={role} />
            ))}
          </Box>
        </section>
      )}
      {program.pinstructors
        .filter((group) => group.value.length > 0)
        .map((group) => (
          <section key={group.title}>
            <Typography component="h2" variant="h2" sx={{ mb: 2 }}>
              {group.title}
            </Typography>
            <Box component="ul" sx={peopleGrid}>
              {group.value.map((person) => (
                <PersonCard key={`${person.name}-${person.org}`} person={person} />
              ))}
            </Box>
          </section>
        ))}
    </Box>
  );
}
