import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useOrganisation } from '../../../../lib/organisation.ts';
import { useSessionUser } from '../../../../lib/session.ts';
import { useProgrammeNames } from '../../programmes/api/get-programme-names.ts';
import { sectionsOf } from '../../staff-roles.ts';
import { useScopeText } from './grant-scope.ts';

/**
 * The staff home: who is signed in, for which organisation, each role they hold with its scope (an
 * instructor's courses), and the pages those roles open.
 */
export function StaffHome() {
  const { t } = useTranslation('staff');
  const user = useSessionUser();
  const { name } = useOrganisation();
  const programmes = useProgrammeNames();
  const scopeText = useScopeText(programmes.data);
  const sections = sectionsOf(user.grants);
  return (
    <>
      <Typography sx={{ mb: 2 }}>
        {t('home.signedInAs', {
          name: user.attributes.name,
          email: user.attributes.email,
          organisation: name,
        })}
      </Typography>
      <Paper variant="outlined" sx={{ overflowX: 'auto', mb: 3 }}>
        <Table aria-label={t('home.rolesTable')}>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {t('home.role')}
              </TableCell>
              <TableCell component="th" scope="col">
                {t('home.scope')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {user.grants.map((grant) => (
              <TableRow key={`${grant.role} ${grant.scope ?? ''}`}>
                <TableCell>{t(`roles.${grant.role}`)}</TableCell>
                <TableCell>{scopeText(grant)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
      {sections.length > 0 && (
        <>
          <Typography component="h2" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
            {t('home.pages')}
          </Typography>
          <ul>
            {sections.map((section) => (
              <li key={section.key}>
                <Link component={RouterLink} to={section.href}>
                  {t(`nav.${section.key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
