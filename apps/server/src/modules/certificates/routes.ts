import {
  generateCertificate as generateOperation,
  getCertificateStatus,
  getCertificates,
  verifyCertificate as verifyOperation,
} from '@aula/contract/certificates';
import {
  getCertificateTemplate,
  issueCertificate,
  listIssuedCertificates as listIssuedOperation,
  presignCertificateImage as presignImageOperation,
  revokeCertificate as revokeOperation,
  saveCertificateTemplate as saveTemplateOperation,
} from '@aula/contract/staff-certificates';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/app-error.ts';
import { requireFileUser } from '../../platform/file-user.ts';
import { publicUrl } from '../../platform/public-url.ts';
import { sendPrivateFile } from '../../platform/send-private-file.ts';
import { certificateContentTypes, isCertificateFormat, storedCertificateFiles } from './certificate-files.ts';
import { certificateStatus } from './certificate-status.ts';
import { readCertificateTemplate } from './certificate-template.ts';
import { generateCertificate } from './generate-certificate.ts';
import { listCertificates } from './list-certificates.ts';
import { listIssuedCertificates } from './list-issued-certificates.ts';
import { revokeCertificate } from './revoke-certificate.ts';
import { presignCertificateImage, saveCertificateTemplate } from './save-certificate-template.ts';
import { staffIssueCertificate } from './staff-issue-certificate.ts';
import { verifyCertificate } from './verify-certificate.ts';

/**
 * Certificates: the learner's list, what is left before a program's certificate, issuing one when the
 * program is complete (with its PNG and PDF), the public check by number, and
 * `GET /files/certificate/<certno>.png` and `.pdf`: the certificate's files, to its owner only, saved
 * as certificate.png and certificate.pdf. Admins list, issue and revoke certificates and keep the
 * certificate template (ADR 0092).
 */
export async function certificateRoutes(app: FastifyInstance): Promise<void> {
  app.operation(getCertificates, ({ db, config, user }) => listCertificates(db, user, publicUrl(config)));
  app.operation(getCertificateStatus, ({ db, user, body }) => certificateStatus(db, user, body.bpid));
  app.operation(generateOperation, ({ db, files, config, clock, user, body }) =>
    generateCertificate(db, files, user, body.bpid, clock.now(), publicUrl(config)),
  );
  app.operation(verifyOperation, ({ db, body }) => verifyCertificate(db, body.oid, body.certno));

  app.operation(listIssuedOperation, ({ db, user, body }) => listIssuedCertificates(db, user.oid, body));
  app.operation(issueCertificate, ({ db, files, config, clock, user, body, request }) =>
    staffIssueCertificate({ db, files }, user, body, {
      ip: request.ip,
      at: clock.now(),
      baseUrl: publicUrl(config),
    }),
  );
  app.operation(revokeOperation, ({ db, clock, user, body, request }) =>
    revokeCertificate(db, user, body, { ip: request.ip, at: clock.now() }),
  );
  app.operation(getCertificateTemplate, ({ db, files, user }) =>
    readCertificateTemplate(db, files, user.oid),
  );
  app.operation(presignImageOperation, ({ db, files, clock, user, body }) =>
    presignCertificateImage({ db, files }, user, body, clock.now()),
  );
  app.operation(saveTemplateOperation, ({ db, files, clock, user, body, request }) =>
    saveCertificateTemplate({ db, files }, user, body, { ip: request.ip, at: clock.now() }),
  );

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
