/** The day a certificate is issued on is read from this clock, which tests may move. */
export const certificateClock = {
  now(): Date {
    return new Date();
  },
};
