import { applicationDocuments } from '@aula/contract/application-form';
import { paperDocuments } from '@aula/contract/paper-form';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../lib/api-error.ts';
import { stubApi } from '../../../../test/api-stub.ts';
import { organisation } from '../../../../test/fixtures.ts';
import { renderWithinApp } from '../../../../test/render-within-app.tsx';
import { DocumentUploadField } from './document-upload-field.tsx';
import { type DocumentUploads, DocumentUploadsContext } from './document-uploads.ts';

/** A file of `size` bytes under `name`. */
const file = (name: string, size: number) => new File([new Uint8Array(size)], name);

function Form({ uploads, children }: { uploads: DocumentUploads; children: ReactNode }) {
  const form = useForm({ defaultValues: { Passport: '', Signature: '' } });
  return (
    <DocumentUploadsContext value={uploads}>
      <FormProvider {...form}>{children}</FormProvider>
    </DocumentUploadsContext>
  );
}

function renderField(
  documents: DocumentUploads['documents'],
  name: string,
  upload: DocumentUploads['upload'],
) {
  stubApi(vi, { getOrganisation: () => ({ body: organisation }) });
  const uploads: DocumentUploads = {
    documents,
    labelOf: (document) => (document === 'Signature' ? 'Signature' : 'Passport'),
    upload,
    savedUrls: {},
    savedNames: {},
  };
  return renderWithinApp(
    <Form uploads={uploads}>
      <DocumentUploadField name={name} />
    </Form>,
  );
}

describe("an admission form's document upload", { timeout: 20_000 }, () => {
  it("checks the file with the form's rule before sending it, then shows the stored name", async () => {
    const upload = vi.fn(async (_document: string, chosen: File, onProgress: (percent: number) => void) => {
      onProgress(100);
      return `1234-${chosen.name}`;
    });
    const user = userEvent.setup({ applyAccept: false });
    renderField(applicationDocuments, 'Passport', upload);
    const input = await screen.findByLabelText('Choose file for Passport');

    await user.upload(input, file('passport.pdf', 60_000));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Passport Only images with .jpg, .jpeg, .png extension are allowed.',
    );
    await user.upload(input, file('passport.png', 51_199));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^file size is less than 50kb$/);
    expect(upload).not.toHaveBeenCalled();

    await user.upload(input, file('passport.png', 60_000));
    expect(await screen.findByText('Uploaded: passport.png')).toBeInTheDocument();
    expect(upload).toHaveBeenCalledWith('Passport', expect.any(File), expect.any(Function));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Replace Passport' })).toBeEnabled();
  });

  it("takes the paper form's rules for a paper form's document, and says why an upload was refused", async () => {
    const refused = new ApiError({
      code: 'RATE_LIMITED',
      status: 429,
      message: 'Too many uploads in a row.',
    });
    const upload = vi.fn(async () => Promise.reject(refused));
    const user = userEvent.setup({ applyAccept: false });
    renderField(paperDocuments, 'Signature', upload);
    const input = await screen.findByLabelText('Choose file for Signature');
    expect(input).toHaveAttribute('accept', '.jpg,.jpeg,.png');

    await user.upload(input, file('signature.gif', 60_000));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Signature Only images with .jpg, .jpeg, .png extension are allowed.',
    );
    await user.upload(input, file('signature.png', 60_000));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many uploads in a row.');
    expect(screen.queryByText(/^Uploaded:/)).not.toBeInTheDocument();
  });
});
