import { useMutation } from '@tanstack/react-query';
import { callApi, type OperationOutput } from '../../../lib/api-client.ts';

export type RegistrationCheck = OperationOutput<'getGoogleCloudResponse'>;

/** The spec's GCP_RESPONSE: is this e-mail registered on the partner learning portal? */
export function getGoogleCloudResponse(input: { oid: string; emailid: string }): Promise<RegistrationCheck> {
  return callApi('getGoogleCloudResponse', input);
}

/** Checks an e-mail; it reads nothing cached, so it invalidates nothing. */
export function useGoogleCloudResponse() {
  return useMutation({ mutationFn: getGoogleCloudResponse });
}
