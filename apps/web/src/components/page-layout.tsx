import Box from '@mui/material/Box';
import Container, { type ContainerProps } from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageTitle } from './page-title.tsx';

export interface PageLayoutProps {
  /** The page's heading (its only `h1`), also the browser tab's title unless `documentTitle` says otherwise. */
  title: string;
  documentTitle?: string;
  /** Controls beside the heading (they wrap under it on a narrow screen). */
  actions?: ReactNode;
  /** A link above the heading, back to where the page belongs ('Back To Home'). */
  back?: { to: string; label: string };
  /** A line under the heading (dates of a batch, an introduction). */
  subtitle?: ReactNode;
  maxWidth?: ContainerProps['maxWidth'];
  children: ReactNode;
}

/**
 * The frame of every page: its width and margins, the tab title, one `h1` (long one-word names wrap
 * rather than overflow at 360 px), then the content.
 */
export function PageLayout({
  title,
  documentTitle,
  actions,
  back,
  subtitle,
  maxWidth = 'lg',
  children,
}: PageLayoutProps) {
  return (
    <Container maxWidth={maxWidth} sx={{ py: { xs: 3, md: 4 }, px: { xs: 1.5, sm: 3 } }}>
      <PageTitle page={documentTitle ?? title} />
      {back && (
        <Link component={RouterLink} to={back.to} sx={{ display: 'inline-block', mb: 2 }}>
          {back.label}
        </Link>
      )}
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          columnGap: 2,
          rowGap: 1.5,
          mb: 3,
        }}
      >
        <Box sx={{ minWidth: 0, flex: '1 1 16rem' }}>
          <Typography
            component="h1"
            variant="h1"
            sx={{ fontSize: { xs: '1.625rem', sm: '2rem' }, overflowWrap: 'anywhere' }}
          >
            {title}
          </Typography>
          {subtitle && <Typography sx={{ mt: 0.5, color: 'text.secondary' }}>{subtitle}</Typography>}
        </Box>
        {actions}
      </Box>
      {children}
    </Container>
  );
}
