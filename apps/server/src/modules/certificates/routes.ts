import {
  generateCertificate as generateOperation,
  getCertificates,
  verifyCertificate as verifyOperation,
} from '@aula/contract/certificates';
import type { FastifyInstance } from 'fastify';
import type { Api } from '../../platform/api.ts';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db.ts';
import type { FileStore } from '../../platform/file-store.ts';
import { requireFileUser } from '../../platform/file-user.ts';
import { markInert, strictSandbox } from '../../platform/inert-answer.ts';
import { portalBaseUrl } from '../events/portal-base-url.ts';
import { certificateClock } from './certificate-clock.ts';
import { certificateImage } from './certificate-image.ts';
import { generateCertificate } from './generate-certificate.ts';
import { listCertificates } from './list-certificates.ts';
import { verifyCertificate } from './verify-certificate.ts';

export interface CertificateRouteDeps {
  app: FastifyInstance;
  db: Db;
  files: FileStore;
  config: Config;
}

/**
 * Certificates: the learner's list, issuing one when a program is complete, the public check by
 * number, and `GET /files/certificate/<certno>`: the certificate's SVG image, to its owner only.
 */
export function certificateRoutes(api: Api, { app, db, files, config }: CertificateRouteDeps): void {
  api.register(getCertificates, ({ db, user, request }) =>
    listCertificates(db, user, portalBaseUrl(config, request)),
  );
  api.register(generateOperation, ({ db, user, body }) =>
    generateCertificate(db, user, body.bpid, certificateClock.now()),
  );
  api.register(verifyOperation, ({ db, body }) => verifyCertificate(db, body.oid, body.certno));

  app.get<{ Params: { certno: string } }>('/files/certificate/:certno', async (request, reply) => {
    const user = requireFileUser(request);
    const svg = await certificateImage(
      db,
      files,
      user,
      request.params.certno,
      portalBaseUrl(config, request),
    );
    // An SVG opened directly is a document of the origin, and SVG can hold script: nothing may run.
    markInert(reply, 'image/svg+xml', strictSandbox);
    return reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('content-disposition', 'inline; filename="certificate.svg"')
      .header('cache-control', 'private, no-store')
      .send(svg);
  });
}
