import {
  generateCertificate as generateOperation,
  getCertificateStatus,
  getCertificates,
  verifyCertificate as verifyOperation,
} from '@aula/contract/certificates';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/app-error.ts';
import { requireFileUser } from '../../platform/file-user.ts';
import { publicUrl } from '../../platform/public-url.ts';
import { sendPrivateFile } from '../../platform/send-private-file.ts';
import { certificateContentTypes, isCertificateFormat, storedCertificateFiles } from './certificate-files.ts';
import { certificateStatus } from './certificate-status.ts';
import { generateCertificate } from './generate-certificate.ts';
import { listCertificates } from './list-certificates.ts';
import { verifyCertificate } from './verify-certificate.ts';

/**
 * Certificates: the learner's list, what is left before a program's certificate, issuing one when the
 * program is complete (with its PNG and PDF), the public check by number, and
 * `GET /files/certificate/<certno>.png` and `.pdf`: the certificate's files, to its owner only, saved
 * as certificate.png and certificate.pdf.
 */
export async function certificateRoutes(app: FastifyInstance): Promise<void> {
  app.operation(getCertificates, ({ db, config, user }) => listCertificates(db, user, publicUrl(config)));
  app.operation(getCertificateStatus, ({ db, user, body }) => certificateStatus(db, user, body.bpid));
  app.operation(generateOperation, ({ db, files, config, clock, user, body }) =>
    generateCertificate(db, files, user, body.bpid, clock.now(), publicUrl(config)),
  );
  app.operation(verifyOperation, ({ db, body }) => verifyCertificate(db, body.oid, body.certno));

  app.get<{ Params: { certno: string; format: string } }>(
    '/files/certificate/:certno.:format',
    async (request, reply) => {
      const user = await requireFileUser(request, reply);
      const { certno, format } = request.params;
      if (!isCertificateFormat(format)) throw new AppError('NOT_FOUND', 'No such certificate.');
      const keys = await storedCertificateFiles(app.db, app.files, user, certno, publicUrl(app.config));
      const file = {
        fileKey: keys[format],
        contentType: certificateContentTypes[format],
        name: `certificate.${format}`,
      };
      return sendPrivateFile(request, reply, file, 'attachment');
    },
  );
}
