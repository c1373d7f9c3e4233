import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProgrammeName } from '../../programmes/api/get-programme-names.ts';
import type { GrantChoice, GrantProblem } from './grant-choice.ts';

export interface GrantsEditorProps {
  choice: GrantChoice;
  onChange: (choice: GrantChoice) => void;
  programmes: readonly ProgrammeName[];
  problem: GrantProblem;
}

/**
 * The roles a member holds, each with its scope: admin (the organisation), counsellor (all programmes
 * or those picked), instructor (every course or the course ids given).
 */
export function GrantsEditor({ choice, onChange, programmes, problem }: GrantsEditorProps) {
  const { t } = useTranslation('staff');
  const legendId = useId();
  const problemId = useId();
  const set = (changes: Partial<GrantChoice>) => onChange({ ...choice, ...changes });
  const names = new Map(programmes.map((programme) => [programme.pid, programme.name]));
  return (
    <Box
      component="fieldset"
      aria-describedby={problem ? problemId : undefined}
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        p: 2,
        m: 0,
        // A fieldset is as wide as its content by default: let it follow the page on a phone.
        minWidth: 0,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'flex-start',
        '& > .MuiBox-root': { alignSelf: 'stretch' },
      }}
    >
      <Box component="legend" id={legendId} sx={{ px: 0.5, fontWeight: 600 }}>
        {t('accounts.roles.legend')}
      </Box>
      <FormControlLabel
        control={
          <Checkbox checked={choice.admin} onChange={(event) => set({ admin: event.target.checked })} />
        }
        label={t('accounts.roles.admin')}
      />
      <FormControlLabel
        control={
          <Checkbox
            checked={choice.counsellor}
            onChange={(event) => set({ counsellor: event.target.checked })}
          />
        }
        label={t('accounts.roles.counsellor')}
      />
      {choice.counsellor && (
        <Box sx={{ pl: 4, display: 'flex', flexDirection: 'column', gap: 1 }}>
          <FormControlLabel
            control={
              <Checkbox
                checked={choice.counsellorAll}
                onChange={(event) => set({ counsellorAll: event.target.checked })}
              />
            }
            label={t('accounts.roles.allProgrammes')}
          />
          {!choice.counsellorAll && (
            <TextField
              select
              size="small"
              label={t('accounts.roles.programmes')}
              value={choice.programmes}
              error={problem === 'noProgramme'}
              slotProps={{
                select: {
                  multiple: true,
                  renderValue: (selected) =>
                    (selected as string[]).map((pid) => names.get(pid) ?? pid).join(', '),
                },
              }}
              onChange={(event) => {
                const value = event.target.value as unknown as string[] | string;
                set({ programmes: typeof value === 'string' ? value.split(',') : value });
              }}
            >
              {programmes.map((programme) => (
                <MenuItem key={programme.pid} value={programme.pid}>
                  <Checkbox checked={choice.programmes.includes(programme.pid)} tabIndex={-1} />
                  <ListItemText primary={programme.name} />
                </MenuItem>
              ))}
            </TextField>
          )}
        </Box>
      )}
      <FormControlLabel
        control={
          <Checkbox
            checked={choice.instructor}
            onChange={(event) => set({ instructor: event.target.checked })}
          />
        }
        label={t('accounts.roles.instructor')}
      />
      {choice.instructor && (
        <Box sx={{ pl: 4 }}>
          <TextField
            size="small"
            fullWidth
            label={t('accounts.roles.courses')}
            helperText={problem === 'badCourse' ? undefined : t('accounts.roles.coursesHint')}
            error={problem === 'badCourse'}
            value={choice.courses}
            onChange={(event) => set({ courses: event.target.value })}
          />
        </Box>
      )}
      {problem && (
        <FormHelperText id={problemId} error role="alert">
          {t(`accounts.roles.problems.${problem}`)}
        </FormHelperText>
      )}
    </Box>
  );
}
