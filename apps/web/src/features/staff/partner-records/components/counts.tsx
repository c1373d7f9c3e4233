import Box from '@mui/material/Box';

/**
 * A few counts side by side, each with its label (a description list, so each count is read with it),
 * in a group named for what they count.
 */
export function Counts({ label, counts }: { label: string; counts: readonly [string, number][] }) {
  return (
    <Box role="group" aria-label={label} sx={{ mb: 2 }}>
      <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', gap: { xs: 2, sm: 4 }, m: 0 }}>
        {counts.map(([name, count]) => (
          <div key={name}>
            <Box component="dt" sx={{ color: 'text.secondary', fontSize: '0.875rem' }}>
              {name}
            </Box>
            <Box component="dd" sx={{ m: 0, fontSize: '1.5rem', fontWeight: 700 }}>
              {count}
            </Box>
          </div>
        ))}
      </Box>
    </Box>
  );
}
