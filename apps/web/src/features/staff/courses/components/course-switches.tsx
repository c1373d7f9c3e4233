import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../../components/query-state.tsx';
import { useOrganisation } from '../../../../lib/organisation.ts';
import { type SwitchedUnit, useCourseSwitches } from '../api/get-course-switches.ts';
import { SwitchControl } from './switch-control.tsx';

function UnitSwitches({ bcid, unit }: { bcid: string; unit: SwitchedUnit }) {
  const { t } = useTranslation('staff');
  return (
    <Paper variant="outlined" component="section" sx={{ p: 2 }}>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {unit.phase === 'project' ? t('courses.switches.projectUnit', { unit: unit.unit }) : unit.unit}
      </Typography>
      {unit.nuggets.map((nugget) => (
        <Box key={nugget.nid} sx={{ mb: 1.5 }}>
          <SwitchControl
            bcid={bcid}
            label={nugget.ntitle}
            enabled={nugget.enabled}
            kind="nugget"
            target={nugget.nid}
          />
          <Box
            component="ul"
            aria-label={t('courses.switches.objectsOf', { name: nugget.ntitle })}
            sx={{ listStyle: 'none', pl: 4, m: 0 }}
          >
            {nugget.objects.map((object) => (
              <li key={object.oid}>
                <SwitchControl
                  bcid={bcid}
                  label={object.otitle}
                  enabled={object.enabled}
                  kind="object"
                  target={object.oid}
                  note={object.enabled && !nugget.enabled ? t('courses.switches.offWithNugget') : undefined}
                />
              </li>
            ))}
          </Box>
        </Box>
      ))}
    </Paper>
  );
}

/**
 * The "Units and nuggets" tab: each unit's nuggets and objects, then the course's feedback forms, each
 * with its switch for this batch. The learners see what is off at once ('This Unit is disabled from
 * Admin', 'Disabled by admin', 'Feedback is disabled from Admin').
 */
export function CourseSwitches({ bcid }: { bcid: string }) {
  const { t } = useTranslation('staff');
  const { oid } = useOrganisation();
  const switches = useCourseSwitches(oid, bcid);
  return (
    <>
      <Typography sx={{ mb: 2, maxWidth: '70ch' }}>{t('courses.switches.intro')}</Typography>
      <QueryState query={switches} errorTitle={t('courses.switches.failed')}>
        {(data) => (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            {data.units.map((unit) => (
              <UnitSwitches key={`${unit.phase}:${unit.unit}`} bcid={bcid} unit={unit} />
            ))}
            <Paper variant="outlined" component="section" sx={{ p: 2 }}>
              <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
                {t('courses.switches.feedback')}
              </Typography>
              {data.feedback.length === 0 && (
                <Typography sx={{ color: 'text.secondary' }}>{t('courses.switches.noFeedback')}</Typography>
              )}
              {data.feedback.map((form) => (
                <SwitchControl
                  key={form.kind}
                  bcid={bcid}
                  label={t(`courses.switches.${form.kind}`)}
                  enabled={form.enabled}
                  kind={form.kind}
                />
              ))}
            </Paper>
          </Box>
        )}
      </QueryState>
    </>
  );
}
