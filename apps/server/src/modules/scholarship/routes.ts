import { getGoogleCloudResponse } from '@aula/contract/scholarship';
import type { Api } from '../../platform/api.ts';
import { checkPartnerRegistration } from './check-partner-registration.ts';

export function scholarshipRoutes(api: Api): void {
  api.register(getGoogleCloudResponse, ({ db, body, request }) =>
    checkPartnerRegistration(db, { oid: body.oid, emailid: body.emailid, ip: request.ip }),
  );
}
