import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExpandMoreIcon } from '../../../components/icons/icons.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useProjectPhase } from '../api/get-project-phase.ts';
import { ApprovedMessagesDialog } from './approved-messages-dialog.tsx';
import { NuggetObjectives } from './nugget-objectives.tsx';

/**
 * The Project phase tab of the course page (spec 2 §2): an accordion per nugget with its objectives as
 * vertical tabs; an open objective shows its thread (refreshed every 5 seconds) and the message box.
 * 'Approved Message' opens the table of statuses and approved messages.
 */
export function ProjectPhasePanel({ courseId }: { courseId: string }) {
  const { t } = useTranslation('project-phase');
  const query = useProjectPhase(courseId);
  const [expanded, setExpanded] = useState<string | null>(null);
  const [selected, setSelected] = useState<Record<string, string>>({});
  const [approvedOpen, setApprovedOpen] = useState(false);
  return (
    <Box sx={{ pt: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}>
        <Typography component="h2" variant="h6" sx={{ flex: 1 }}>
          {t('title')}
        </Typography>
        <Button variant="outlined" onClick={() => setApprovedOpen(true)} aria-haspopup="dialog">
          {t('approvedMessage')}
        </Button>
      </Box>
      <QueryState
        query={query}
        errorTitle={t('loadFailed')}
        errorTitleComponent="h3"
        isEmpty={(phase) => phase.nuggets.length === 0}
        empty={t('empty')}
      >
        {(phase) =>
          phase.nuggets.map((nugget, i) => {
            const open = expanded === null ? i === 0 : expanded === nugget.nid;
            return (
              <Accordion
                key={nugget.nid}
                expanded={open}
                onChange={(_event, isOpen) => setExpanded(isOpen ? nugget.nid : '')}
                disableGutters
                slotProps={{ transition: { unmountOnExit: true } }}
              >
                <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                  <Box>
                    <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                      {nugget.ntitle}
                    </Typography>
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {t('minutes', { count: nugget.nduration })}
                      {!nugget.nenabled && ` · ${t('disabled')}`}
                    </Typography>
                  </Box>
                </AccordionSummary>
                <AccordionDetails>
                  <NuggetObjectives
                    bcid={courseId}
                    nugget={nugget}
                    selected={selected[nugget.nid] ?? nugget.objects[0]?.oid ?? ''}
                    onSelect={(objid) => setSelected((was) => ({ ...was, [nugget.nid]: objid }))}
                  />
                </AccordionDetails>
              </Accordion>
            );
          })
        }
      </QueryState>
      {approvedOpen && (
        <ApprovedMessagesDialog
          bcid={courseId}
          onClose={() => setApprovedOpen(false)}
          onVisit={(nid, objid) => {
            setExpanded(nid);
            setSelected((was) => ({ ...was, [nid]: objid }));
            setApprovedOpen(false);
          }}
        />
      )}
    </Box>
  );
}
