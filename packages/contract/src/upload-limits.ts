/**
 * What every learner's upload counts against (ADR 0062): a storage quota per account, and how many
 * upload addresses and complaints one account may ask for. The server enforces them; the web shows
 * the server's message.
 */
export const storageQuotaBytes = 500 * 1024 * 1024;

export const uploadLimitMessages = {
  quota:
    'Your files would pass the 500 MB this portal keeps for each account. Remove a file you no longer need, or ask the university for help.',
  tooManyUploads: (minutes: number) =>
    `Too many uploads in a row. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
  tooManyComplaints: (minutes: number) =>
    `Too many complaints in a row. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
  alreadyUsed: 'That upload was already used. Choose the file again to upload it anew.',
  stillChecking: 'That file is still being checked. Please try again in a moment.',
  addressUsed: 'This upload address was already used. Ask for a new one.',
} as const;
