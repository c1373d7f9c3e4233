import { z } from 'zod';

/**
 * Which application form a program takes (issue 11 item 3): the five-tab wizard
 * (`/myApplication/application`), the university four-tab form (`/myApplication/jssapplication`) or
 * the paper-style APPLICATION FOR ADMISSION form. The organisation names its form in
 * organisation.json; a program may name its own; the server decides from those, never the browser.
 */
export const ApplicationFormKind = z.enum(['wizard', 'university', 'paper']);
export type ApplicationFormKind = z.infer<typeof ApplicationFormKind>;
