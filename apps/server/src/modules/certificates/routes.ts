import {
  generateCertificate as generateOperation,
  getCertificates,
  verifyCertificate as verifyOperation,
} from '@aula/contract/certificates';
import type { FastifyInstance } from 'fastify';
import { requireFileUser } from '../../platform/file-user.ts';
import { markInert, strictSandbox } from '../../platform/inert-answer.ts';
import { publicUrl } from '../../platform/public-url.ts';
import { certificateImage } from './certificate-image.ts';
import { generateCertificate } from './generate-certificate.ts';
import { listCertificates } from './list-certificates.ts';
import { verifyCertificate } from './verify-certificate.ts';

/**
 * Certificates: the learner's list, issuing one when a program is complete, the public check by
 * number, and `GET /files/certificate/<certno>`: the certificate's SVG image, to its owner only.
 */
export async function certificateRoutes(app: FastifyInstance): Promise<void> {
  app.operation(getCertificates, ({ db, config, user }) => listCertificates(db, user, publicUrl(config)));
  app.operation(generateOperation, ({ db, clock, user, body }) =>
    generateCertificate(db, user, body.bpid, clock.now()),
  );
  app.operation(verifyOperation, ({ db, body }) => verifyCertificate(db, body.oid, body.certno));

  app.get<{ Params: { certno: string } }>('/files/certificate/:certno', async (request, reply) => {
    const user = await requireFileUser(request, reply);
    const { db, files, config } = app;
    const svg = await certificateImage(db, files, user, request.params.certno, publicUrl(config));
    // An SVG opened directly is a document of the origin, and SVG can hold script: nothing may run.
    markInert(reply, 'image/svg+xml', strictSandbox);
    return reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('content-disposition', 'inline; filename="certificate.svg"')
      .header('cache-control', 'private, no-store')
      .send(svg);
  });
}
