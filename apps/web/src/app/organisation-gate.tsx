import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { OrganisationContext, organisationQuery } from '../lib/organisation.ts';
import { PortalState } from './portal-state.tsx';

/**
 * Nothing of the portal shows before the organisation is known: its oid goes with every data call
 * and its name and logo head every page. Until then, a loading state; if it fails, Retry.
 */
export function OrganisationGate({ children }: { children: ReactNode }) {
  return (
    <PortalState query={useQuery(organisationQuery())}>
      {(organisation) => <OrganisationContext value={organisation}>{children}</OrganisationContext>}
    </PortalState>
  );
}
