import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * Facts as a definition list: label and value side by side, stacked on a narrow screen. `emphasis`
 * says which of the two stands out (the labels of a record, or the values being confirmed).
 */
export function FactsList({
  facts,
  emphasis = 'label',
}: {
  facts: readonly (readonly [string, ReactNode])[];
  emphasis?: 'label' | 'value';
}) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
        columnGap: 3,
        rowGap: { xs: 0, sm: 1 },
      }}
    >
      {facts.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Box component="dt" sx={emphasis === 'label' ? { fontWeight: 600 } : { color: 'text.secondary' }}>
            {label}
          </Box>
          <Box
            component="dd"
            sx={{
              m: 0,
              mb: { xs: 1, sm: 0 },
              overflowWrap: 'anywhere',
              fontWeight: emphasis === 'value' ? 600 : 400,
            }}
          >
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
