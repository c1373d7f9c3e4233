import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { ExpandLessIcon, ExpandMoreIcon } from '../../../components/icons/icons.tsx';
import type { ProgramGroup } from './program-groups.ts';
import { ProgramGroupsState } from './program-groups-state.tsx';
import { rememberProgram } from './use-program-groups.ts';

function GroupItem({ group, onChoose }: { group: ProgramGroup; onChoose: () => void }) {
  const { t } = useTranslation('programs');
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <li>
      <ListItemButton
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
        sx={{ pl: 3 }}
      >
        <ListItemText primary={t(`groups.${group.id}`)} />
        {open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
      </ListItemButton>
      <Collapse in={open} unmountOnExit>
        <List id={listId} disablePadding dense>
          {group.programs.map((program) => (
            <li key={program.pid}>
              <ListItemButton
                component={RouterLink}
                to={paths.programDetail.getHref(program.pid, 0)}
                onClick={() => {
                  rememberProgram(program);
                  onChoose();
                }}
                sx={{ pl: 5 }}
              >
                <ListItemText primary={program.name} />
              </ListItemButton>
            </li>
          ))}
        </List>
      </Collapse>
    </li>
  );
}

/** The Programs part of the side drawer (narrow screens): one expandable entry per group. */
export function ProgramsDrawerList({ onChoose }: { onChoose: () => void }) {
  return (
    <ProgramGroupsState loadingHeight={80}>
      {(groups) => (
        <List disablePadding>
          {groups.map((group) => (
            <GroupItem key={group.id} group={group} onChoose={onChoose} />
          ))}
        </List>
      )}
    </ProgramGroupsState>
  );
}
