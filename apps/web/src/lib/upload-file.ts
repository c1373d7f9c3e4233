import type { AccountUploadType } from '@aula/contract/account-uploads';
import { callApi } from './api-client.ts';
import { ApiError, networkError, parseApiError } from './api-error.ts';

function readJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Bytes sent so far, out of the file's size. */
export type UploadProgress = (sent: number, total: number) => void;

/**
 * PUTs the file to a presigned address with its type, reporting progress (fetch cannot report an
 * upload's progress; XMLHttpRequest can). A refusal arrives as an `ApiError`, like any call.
 */
export function putFile(
  url: string,
  file: File,
  contentType: string,
  onProgress?: UploadProgress,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', url);
    request.setRequestHeader('content-type', contentType);
    request.upload.onprogress = (event) => onProgress?.(event.loaded, event.total);
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) resolve();
      else reject(parseApiError(request.status, readJson(request.responseText)));
    };
    request.onerror = () => reject(networkError(new Error('The upload did not reach the server.')));
    request.send(file);
  });
}

/** The media type to send a file as, by its name (the server checks the bytes). */
export function contentTypeOf(file: File): string {
  const extension = file.name.split('.').at(-1)?.toLowerCase();
  const types: Record<string, string> = {
    jpg: 'image/jpeg',
    jpeg: 'image/jpeg',
    png: 'image/png',
    pdf: 'application/pdf',
    docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  };
  return types[extension ?? ''] ?? (file.type || 'application/octet-stream');
}

/** Uploads one file of the signed-in learner and answers its stored name (`NNNN-originalname`). */
export async function uploadAccountFile(
  { oid, eid, type }: { oid: string; eid: string; type: AccountUploadType },
  file: File,
  onProgress?: UploadProgress,
): Promise<string> {
  const filetype = contentTypeOf(file);
  const { url, filename } = await callApi('getPresignedUrl', {
    oid,
    eid,
    type,
    filetype,
    filename: file.name,
    size: file.size,
  });
  await putFile(url, file, filetype, onProgress);
  return filename;
}

/** Uploads a visitor's file (Report A Query); the query names it with the upload's id. */
export async function uploadVisitorFile(
  oid: string,
  file: File,
  onProgress?: UploadProgress,
): Promise<{ fileName: string; uploadId: string }> {
  const filetype = contentTypeOf(file);
  const { url, filename, uploadId } = await callApi('getPreLoginPresignedUrl', {
    oid,
    type: 'complentsPreLogin',
    filetype,
    filename: file.name,
    size: file.size,
  });
  await putFile(url, file, filetype, onProgress);
  return { fileName: filename, uploadId };
}

/** Refusals whose message the server wrote for the learner: a file that does not fit, a flood, the quota, a used address. */
const saidToLearner = new Set(['VALIDATION_FAILED', 'RATE_LIMITED', 'PAYLOAD_TOO_LARGE', 'CONFLICT']);

/** True when the server refused the upload in words meant for its sender (a file that does not fit, ...). */
export function isUploadRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && saidToLearner.has(error.code) && error.message !== '';
}

/** The server's own words for a refused upload (ADR 0062), or `fallback` for anything else. */
export function uploadRefusal(error: unknown, fallback: string): string {
  return isUploadRefusal(error) ? error.message : fallback;
}
