/** What the second factor's operations answer, in one place so that the tests and the web agree. */
export const secondFactorMessages = {
  alreadyEnrolled:
    'Your authenticator app is already set up. If you have lost it, sign in with one of your recovery codes and ask an admin to reset it.',
  notStarted: 'Start setting up your authenticator app first.',
  notEnrolled: 'Set up your authenticator app first.',
  enterAppCode: 'Enter the 6-digit code that your authenticator app shows now.',
  wrongCode:
    'That code is not right. Enter the 6-digit code your authenticator app shows now, or one of your recovery codes.',
  usedCode: 'That code has already been used. Wait for the next code in your authenticator app.',
} as const;
