import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import type { ProgramProgress } from '../../../lib/user-progress.ts';
import { EmptyHome } from './empty-home.tsx';
import { ProgramCard } from './program-card.tsx';

export interface ProgramListProps {
  programs: readonly ProgramProgress[];
  /** The feedback control of a program (composed by the page from the feedback feature). */
  renderFeedback: (program: ProgramProgress) => ReactNode;
}

/** 'Choose a program': a card per enrolled program, or the empty state. */
export function ProgramList({ programs, renderFeedback }: ProgramListProps) {
  if (programs.length === 0) return <EmptyHome />;
  return (
    <Box
      component="ul"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}
    >
      {programs.map((program, index) => (
        <ProgramCard
          key={program.bpid}
          program={program}
          feedback={renderFeedback(program)}
          first={index === 0}
        />
      ))}
    </Box>
  );
}
