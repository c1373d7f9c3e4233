import { ApiError } from '../../../lib/api-error.ts';
import { enqueueProgress, flushProgressQueue, type QueuedProgress } from '../offline/progress-queue.ts';

/** The call was kept on the device: the learner is offline. */
export const offline = 'offline' as const;

/**
 * Makes a progress call, or keeps it on the device (IndexedDB) when there is no connection, to be sent
 * when it returns, after any calls kept before it. Refusals (out of order, disabled) are thrown as the server's `ApiError`.
 */
export async function callOrQueue<T>(
  call: QueuedProgress,
  send: () => Promise<T>,
): Promise<T | typeof offline> {
  if (!navigator.onLine) {
    await enqueueProgress(call);
    return offline;
  }
  try {
    // Calls kept earlier go first: the server judges each by the ones before it.
    await flushProgressQueue();
    return await send();
  } catch (error) {
    if (error instanceof ApiError && error.code === 'NETWORK') {
      await enqueueProgress(call);
      return offline;
    }
    throw error;
  }
}
