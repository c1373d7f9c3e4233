import { createContext, use } from 'react';
import type { SavedPaperApplication } from '../../api/get-paper-application.ts';

/** What every section of the paper form reads: the batch applied to and the application as saved. */
export interface PaperFormFrame {
  bpid: string;
  saved: SavedPaperApplication;
}

export const PaperFormContext = createContext<PaperFormFrame | null>(null);

export function usePaperFormFrame(): PaperFormFrame {
  const frame = use(PaperFormContext);
  if (!frame) throw new Error('usePaperFormFrame is used outside the paper form');
  return frame;
}
