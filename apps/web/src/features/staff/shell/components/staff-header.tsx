import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../../app/paths.ts';
import { LanguageSwitcher } from '../../../../components/language-switcher.tsx';
import { type SessionUser, signOut } from '../../../../lib/session.ts';
import { StaffBranding } from './staff-branding.tsx';

/** The staff header: the organisation, the language, who is signed in and Sign out. */
export function StaffHeader({ user }: { user: SessionUser }) {
  const { t } = useTranslation('staff');
  const client = useQueryClient();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const leave = async () => {
    setSigningOut(true);
    await signOut(client);
    void navigate(paths.staffSignIn.getHref(), { replace: true });
  };
  return (
    <AppBar component="header" position="static" sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: 1, flexWrap: 'wrap', py: 1, px: { xs: 1, sm: 2 } }}>
        <StaffBranding to={paths.staffHome.getHref()} />
        <Box sx={{ flexGrow: 1 }} />
        <LanguageSwitcher />
        <Typography
          variant="body2"
          sx={{ display: { xs: 'none', sm: 'block' }, maxWidth: 240, overflowWrap: 'anywhere' }}
        >
          {user.attributes.name}
        </Typography>
        <Button variant="outlined" onClick={() => void leave()} disabled={signingOut}>
          {t('shell.signOut')}
        </Button>
      </Toolbar>
    </AppBar>
  );
}
