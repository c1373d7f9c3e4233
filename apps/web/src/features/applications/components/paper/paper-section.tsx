import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

export type SectionLetter = 'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G';

/** One lettered section of the paper form, stacked one after the other at every width. */
export function PaperSection({ letter, children }: { letter: SectionLetter; children: ReactNode }) {
  const { t } = useTranslation('paper-form');
  const id = useId();
  return (
    <Box
      component="section"
      aria-labelledby={id}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: { xs: 1.5, sm: 2.5 }, mb: 3 }}
    >
      <Typography id={id} component="h3" variant="h3" sx={{ mb: 1.5 }}>
        {t(`sections.${letter}`)}
      </Typography>
      {children}
    </Box>
  );
}

/** Fields side by side where there is room, one under the other on a phone. */
export const fieldGrid = {
  display: 'grid',
  columnGap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
} as const;
