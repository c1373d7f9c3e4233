import {
  type CertificateImage,
  certificateImageType,
  certificateImageTypes,
} from '@aula/contract/staff-certificates';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client.ts';
import { putFile } from '../../../../lib/upload-file.ts';
import { certificateKeys } from './issued-certificates.ts';

export const certificateTemplateQuery = (oid: string) =>
  queryOptions({
    queryKey: certificateKeys.template(oid),
    queryFn: ({ signal }) => callApi('staff/getCertificateTemplate', { oid }, { signal }),
  });

export function useCertificateTemplate(oid: string) {
  return useQuery(certificateTemplateQuery(oid));
}

/** Sends a template picture through its presigned address; answers the stored name the save names. */
async function uploadPicture(oid: string, image: CertificateImage, file: File): Promise<string> {
  const kind = certificateImageType(file.name);
  const { url, filename, filetype } = await callApi('staff/presignCertificateImage', {
    oid,
    image,
    filename: file.name,
    filetype: kind ? certificateImageTypes[kind] : file.type,
    size: file.size,
  });
  await putFile(url, file, filetype);
  return filename;
}

export interface TemplateInput {
  oid: string;
  signatoryName: string;
  signatoryTitle: string;
  logo: File | null;
  signature: File | null;
}

/** Uploads the pictures chosen, then saves the template (the server checks their bytes). */
export function useSaveCertificateTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ oid, signatoryName, signatoryTitle, logo, signature }: TemplateInput) => {
      const logoName = logo ? await uploadPicture(oid, 'logo', logo) : undefined;
      const signatureName = signature ? await uploadPicture(oid, 'signature', signature) : undefined;
      return callApi('staff/saveCertificateTemplate', {
        oid,
        signatoryName,
        signatoryTitle,
        ...(logoName ? { logo: logoName } : {}),
        ...(signatureName ? { signature: signatureName } : {}),
      });
    },
    onSuccess: (template, { oid }) => client.setQueryData(certificateKeys.template(oid), template),
  });
}
