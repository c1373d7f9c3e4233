import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { userProgressKeys } from '../../../lib/user-progress.ts';
import { coursePlayerKeys } from '../api/get-user-course-progress.ts';
import { flushProgressQueue } from './progress-queue.ts';

/**
 * Sends the progress kept on the device when the player opens and whenever the connection returns,
 * then reads the learner's progress again from the server.
 */
export function useProgressSync(online: boolean): void {
  const client = useQueryClient();
  useEffect(() => {
    if (!online) return;
    let cancelled = false;
    flushProgressQueue().then(
      (sent) => {
        if (cancelled || sent === 0) return;
        void client.invalidateQueries({ queryKey: coursePlayerKeys.all });
        void client.invalidateQueries({ queryKey: userProgressKeys.all });
      },
      (error: unknown) => console.error('Progress kept offline could not be sent', error),
    );
    return () => {
      cancelled = true;
    };
  }, [online, client]);
}
