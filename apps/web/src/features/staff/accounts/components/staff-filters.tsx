import { limits } from '@aula/contract/common';
import { type StaffRole, staffRoles } from '@aula/contract/operation';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The search (name or e-mail, applied as typed) and the role filter of the staff accounts list. */
export function StaffFilters({
  q,
  role,
  update,
}: {
  q: string;
  role: StaffRole | undefined;
  update: (changes: Record<string, string | undefined>) => void;
}) {
  const { t } = useTranslation('staff');
  const [typed, setTyped] = useState(q);
  return (
    <Box role="search" sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', mb: 2 }}>
      <TextField
        type="search"
        size="small"
        label={t('accounts.search')}
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          update({ q: event.target.value.trim() });
        }}
        slotProps={{ htmlInput: { maxLength: limits.email } }}
        sx={{ flex: '1 1 260px', maxWidth: 420 }}
      />
      <TextField
        select
        size="small"
        label={t('accounts.roleFilter')}
        value={role ?? ''}
        onChange={(event) => update({ role: event.target.value })}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        sx={{ flex: '0 1 220px' }}
      >
        <MenuItem value="">{t('accounts.allRoles')}</MenuItem>
        {staffRoles.map((each) => (
          <MenuItem key={each} value={each}>
            {t(`roles.${each}`)}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
