import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../test/api-stub.ts';
import { organisation, programList } from '../test/fixtures.ts';
import { callApi, startEarlyCall } from './api-client.ts';
import { ApiError } from './api-error.ts';

describe('callApi', () => {
  it('posts the JSON body to /api/<operation> with the same-origin cookie', async () => {
    const api = stubApi(vi, { getOrganisation: () => ({ body: organisation }) });
    await expect(callApi('getOrganisation', {})).resolves.toEqual(organisation);
    const [call] = api.calls;
    expect(call?.name).toBe('getOrganisation');
    expect(call?.body).toEqual({});
    expect(call?.init).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    expect(new Headers(call?.init?.headers).get('content-type')).toBe('application/json');
  });

  it('throws the parsed ApiError when the server refuses', async () => {
    stubApi(vi, {
      getAllProgramList: () => ({
        status: 404,
        body: {
          error: {
            code: 'NOT_FOUND',
            message: 'No such organisation.',
            fields: { oid: 'unknown organisation' },
          },
        },
      }),
    });
    const failure = callApi('getAllProgramList', { oid: 'NOPE' });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      code: 'NOT_FOUND',
      status: 404,
      fields: { oid: 'unknown organisation' },
    });
  });

  it('turns a request that never reached the server into a NETWORK error', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(callApi('getOrganisation', {})).rejects.toMatchObject({ code: 'NETWORK', status: 0 });
  });

  it("answers the app's first call with the one main.tsx sent early, and asks anew after", async () => {
    const api = stubApi(vi, { getOrganisation: () => ({ body: organisation }) });
    startEarlyCall('getOrganisation', {});
    expect(api.calls).toHaveLength(1);
    await expect(callApi('getOrganisation', {})).resolves.toEqual(organisation);
    expect(api.calls).toHaveLength(1);
    await callApi('getOrganisation', {});
    expect(api.calls).toHaveLength(2);
  });

  it('does not answer a call with a different body from an early one', async () => {
    const api = stubApi(vi, { getAllProgramList: () => ({ body: programList() }) });
    startEarlyCall('getAllProgramList', { oid: 'ORG1' });
    await callApi('getAllProgramList', { oid: 'ORG2' });
    expect(api.calls.map((call) => call.body)).toEqual([{ oid: 'ORG1' }, { oid: 'ORG2' }]);
    await callApi('getAllProgramList', { oid: 'ORG1' });
    expect(api.calls).toHaveLength(2);
  });

  it('reports a failed early call to the app as its own failure', async () => {
    stubApi(vi, {
      'auth/currentSession': () => ({
        status: 401,
        body: { error: { code: 'UNAUTHENTICATED', message: 'Sign in first.' } },
      }),
    });
    startEarlyCall('auth/currentSession', {});
    await expect(callApi('auth/currentSession', {})).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});
