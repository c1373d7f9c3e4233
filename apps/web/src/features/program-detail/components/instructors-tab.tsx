import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { mediaHref } from '../../../lib/media.ts';
import { useOrganisation } from '../../../lib/organisation.ts';
import type { ProgramDetail } from '../api/get-program-detail.ts';
import { EmptyTab } from './empty-tab.tsx';

type Instructor = ProgramDetail['pinstructors'][number]['value'][number];

function InstructorCard({ instructor }: { instructor: Instructor }) {
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
        src={mediaHref(oid, instructor.pic)}
        alt=""
        sx={{ width: 72, height: 72, borderRadius: '50%', objectFit: 'cover', flexShrink: 0 }}
      />
      <Box sx={{ minWidth: 0 }}>
        <Typography component="h3" variant="h3" sx={{ fontSize: '1.0625rem' }}>
          {instructor.name}
        </Typography>
        <Typography variant="body2">{instructor.designation}</Typography>
        <Typography variant="body2" color="text.secondary">
          {instructor.org}
        </Typography>
      </Box>
    </Paper>
  );
}

/** Instructors tab: groups with a title, each a list of name, designation, organisation and photo. */
export function InstructorsTab({ program }: { program: ProgramDetail }) {
  const { t } = useTranslation('program-detail');
  const groups = program.pinstructors.filter((group) => group.value.length > 0);
  if (groups.length === 0) return <EmptyTab text={t('instructors.empty')} />;
  return (
    <Box sx={{ display: 'grid', gap: 4 }}>
      {groups.map((group) => (
        <section key={group.title}>
          <Typography component="h2" variant="h2" sx={{ mb: 2 }}>
            {group.title}
          </Typography>
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: {
                xs: 'minmax(0, 1fr)',
                sm: 'repeat(2, minmax(0, 1fr))',
                md: 'repeat(3, minmax(0, 1fr))',
              },
            }}
          >
            {group.value.map((instructor) => (
              <InstructorCard key={`${instructor.name}-${instructor.org}`} instructor={instructor} />
            ))}
          </Box>
        </section>
      ))}
    </Box>
  );
}
