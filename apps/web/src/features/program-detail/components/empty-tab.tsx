import Typography from '@mui/material/Typography';

/** What a tab says when the program has nothing for it yet. */
export function EmptyTab({ text }: { text: string }) {
  return (
    <Typography color="text.secondary" sx={{ py: 2 }}>
      {text}
    </Typography>
  );
}
