import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import Typography from '@mui/material/Typography';
import type { KeyboardEvent, Ref } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { IaGridRow } from '../api/ia-marks-api.ts';

export interface MarkCellProps {
  inputRef: Ref<HTMLInputElement>;
  label: string;
  value: string;
  /** True when the typed marks differ from the saved ones. */
  changed: boolean;
  problem: string | null;
  cell: IaGridRow['cells'][number];
  onChange: (value: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
}

/** One learner's marks in one component: a plain input (light in a large grid), its problem, its concern. */
export function MarkCell({
  inputRef,
  label,
  value,
  changed,
  problem,
  cell,
  onChange,
  onKeyDown,
}: MarkCellProps) {
  const { t } = useTranslation('staff');
  const problemId = useId();
  const concern =
    cell.concern === 'raised'
      ? cell.answered
        ? t('staffIaMarks.grid.concernAnswered')
        : t('staffIaMarks.grid.concernOpen')
      : null;
  return (
    <Box>
      <InputBase
        inputRef={inputRef}
        value={value}
        error={problem !== null}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        inputProps={{
          'aria-label': label,
          'aria-describedby': problem !== null ? problemId : undefined,
          inputMode: 'decimal',
          autoComplete: 'off',
        }}
        sx={{
          width: '5.5em',
          px: 0.75,
          border: 2,
          borderRadius: 1,
          borderColor: problem !== null ? 'error.main' : changed ? 'warning.main' : 'grey.500',
          bgcolor: changed ? 'action.hover' : 'background.paper',
          '&.Mui-focused': {
            outline: 3,
            outlineStyle: 'solid',
            outlineColor: 'primary.main',
            outlineOffset: 1,
          },
        }}
      />
      {problem !== null && (
        <Typography
          id={problemId}
          variant="caption"
          component="p"
          sx={{ color: 'error.main', maxWidth: 160 }}
        >
          {problem}
        </Typography>
      )}
      {concern !== null && (
        <Typography
          variant="caption"
          component="p"
          sx={{ color: cell.answered ? 'text.secondary' : 'warning.dark' }}
        >
          {concern}
        </Typography>
      )}
    </Box>
  );
}
