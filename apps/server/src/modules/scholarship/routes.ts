import { getGoogleCloudResponse } from '@aula/contract/scholarship';
import type { FastifyInstance } from 'fastify';
import { checkPartnerRegistration } from './check-partner-registration.ts';

export async function scholarshipRoutes(app: FastifyInstance): Promise<void> {
  app.operation(getGoogleCloudResponse, ({ db, clock, body, request }) =>
    checkPartnerRegistration(db, { oid: body.oid, emailid: body.emailid, ip: request.ip }, clock.now()),
  );
}
