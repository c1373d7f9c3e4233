import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useOrganisation } from '../../../../lib/organisation.ts';
import { useStaffErrorText } from '../../staff-error-text.ts';
import { type CourseSwitchChange, useSetCourseSwitch } from '../api/set-course-switch.ts';

export interface SwitchControlProps {
  bcid: string;
  /** What the switch turns on or off: its label (a title from the curriculum, shown as text). */
  label: string;
  /** The switch as the server has it. */
  enabled: boolean;
  kind: CourseSwitchChange['kind'];
  target?: string;
  /** A line under the label (why an object is off with its nugget). */
  note?: string | undefined;
}

/**
 * One labelled switch (a checkbox with the switch role: Space toggles it), saved as soon as it is
 * changed. While saving it shows the state asked for; a failure says why beside it, with Retry, and
 * the switch shows the server's state again.
 */
export function SwitchControl({ bcid, label, enabled, kind, target, note }: SwitchControlProps) {
  const { t } = useTranslation('staff');
  const { oid } = useOrganisation();
  const errorText = useStaffErrorText();
  const save = useSetCourseSwitch(oid, bcid);
  const checked = save.isPending && save.variables ? save.variables.enabled : enabled;
  const change = (next: boolean) => {
    const body: CourseSwitchChange = { oid, bcid, kind, enabled: next };
    if (target !== undefined) body.target = target;
    save.mutate(body);
  };
  return (
    <Box>
      <FormControlLabel
        control={
          <Switch
            checked={checked}
            onChange={(event) => change(event.target.checked)}
            slotProps={{ input: { role: 'switch', 'aria-busy': save.isPending } }}
          />
        }
        label={label}
      />
      {note && (
        <Typography variant="body2" sx={{ color: 'text.secondary', ml: 6 }}>
          {note}
        </Typography>
      )}
      {save.isPending && (
        <Typography variant="body2" role="status" sx={{ color: 'text.secondary', ml: 6 }}>
          {t('courses.switches.saving')}
        </Typography>
      )}
      {save.isError && save.variables && (
        <Alert
          severity="error"
          role="alert"
          sx={{ ml: 6, mt: 0.5 }}
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => save.variables && save.mutate(save.variables)}
            >
              {t('courses.switches.retry')}
            </Button>
          }
        >
          {t('courses.switches.saveFailed', { name: label, reason: errorText(save.error) })}
        </Alert>
      )}
    </Box>
  );
}
