import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchPrivateFile, saveBlob } from '../../../lib/private-file.ts';
import type { HallTicket } from '../api/get-hallticket.ts';
import { downloadFileName } from './ticket-name.ts';

/** Clicks closer together than this make one download (spec 1 §9). */
export const downloadDebounceMs = 500;

export interface TicketDownload {
  /** Asks for a download; it starts once no other request has come for 500 ms. */
  request: (ticket: HallTicket) => void;
  /** The ticket whose download failed, shown with 'Failed to download file. Please try again.' */
  failed: HallTicket | null;
  downloading: boolean;
  retry: () => void;
  dismiss: () => void;
}

/** Downloads a ticket's file afresh (never from the preview's copy) and saves it under its name. */
export function useTicketDownload(): TicketDownload {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [failed, setFailed] = useState<HallTicket | null>(null);
  const [downloading, setDownloading] = useState(false);

  useEffect(() => () => clearTimeout(timer.current), []);

  const start = useCallback(async (ticket: HallTicket) => {
    if (!ticket.fileUrl) {
      // Nothing to fetch: the spec has this only logged.
      console.error(`Hall ticket ${ticket.hallticketName} has no address to download from`);
      return;
    }
    setFailed(null);
    setDownloading(true);
    try {
      saveBlob(await fetchPrivateFile(ticket.fileUrl), downloadFileName(ticket.hallticketName));
    } catch (error) {
      console.error('Download failed', error);
      setFailed(ticket);
    } finally {
      setDownloading(false);
    }
  }, []);

  const request = useCallback(
    (ticket: HallTicket) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void start(ticket), downloadDebounceMs);
    },
    [start],
  );

  return {
    request,
    failed,
    downloading,
    retry: () => failed && request(failed),
    dismiss: () => setFailed(null),
  };
}
