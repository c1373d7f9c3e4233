import { eq } from 'drizzle-orm';
import { organisationProviders } from '../../db/schema/organisations.ts';
import { cachesOf, type ReadCacheSpec } from '../../platform/cache-registry.ts';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db.ts';
import type { ExamProviderSettings } from '../../platform/exam-providers.ts';
import { settingsCipherOf } from '../../platform/settings-cipher.ts';
import { CONTENT_CHANGED_CHANNEL } from '../content/index.ts';

export type ProviderSource = 'organisation' | 'environment' | 'none';

export interface OrganisationExamProviders {
  settings: ExamProviderSettings;
  sources: { proctor: ProviderSource; scheduler: ProviderSource };
}

/**
 * The providers in force for organisation `oid`, secrets decrypted: each group the organisation saved
 * (ADR 0093), else the server's environment's (a fresh install), else none. For the server's use only:
 * no answer to a browser carries a secret.
 */
export async function readExamProviders(
  db: Db,
  config: Config,
  oid: string,
): Promise<OrganisationExamProviders> {
  const [row] = await db
    .select()
    .from(organisationProviders)
    .where(eq(organisationProviders.oid, oid))
    .limit(1);
  // The key is read only when there is something to decrypt.
  const cipher = row?.proctorSecret || row?.schedulerSecret ? await settingsCipherOf(config) : null;
  const proctorSecret = row?.proctorSecret ? (cipher?.decrypt(row.proctorSecret) ?? null) : null;
  const schedulerSecret = row?.schedulerSecret ? (cipher?.decrypt(row.schedulerSecret) ?? null) : null;
  const ownProctor = Boolean(row?.proctorUrl && row.proctorClientId && proctorSecret);
  const ownScheduler = Boolean(row?.schedulerUrl && row.schedulerClientCode && schedulerSecret);
  const sourceOf = (own: boolean, environment: string | undefined): ProviderSource =>
    own ? 'organisation' : environment ? 'environment' : 'none';
  return {
    settings: {
      PROCTOR_URL: ownProctor ? (row?.proctorUrl ?? undefined) : config.PROCTOR_URL,
      PROCTOR_CLIENT_ID: ownProctor ? (row?.proctorClientId ?? undefined) : config.PROCTOR_CLIENT_ID,
      PROCTOR_SECRET: ownProctor ? (proctorSecret ?? undefined) : config.PROCTOR_SECRET,
      EXAM_SCHEDULER_URL: ownScheduler ? (row?.schedulerUrl ?? undefined) : config.EXAM_SCHEDULER_URL,
      EXAM_SCHEDULER_CLIENT_CODE: ownScheduler
        ? (row?.schedulerClientCode ?? undefined)
        : config.EXAM_SCHEDULER_CLIENT_CODE,
      EXAM_SCHEDULER_SECRET: ownScheduler ? (schedulerSecret ?? undefined) : config.EXAM_SCHEDULER_SECRET,
    },
    sources: {
      proctor: sourceOf(ownProctor, config.PROCTOR_URL),
      scheduler: sourceOf(ownScheduler, config.EXAM_SCHEDULER_URL),
    },
  };
}

/** How long a server trusts the providers it read; a save announces itself, so this bounds a missed one. */
const EXAM_PROVIDERS: ReadCacheSpec = {
  name: 'exam providers by organisation',
  ttlMs: 60_000,
  clearedBy: CONTENT_CHANGED_CHANNEL,
};

/** The providers in force for `oid`, read at most once a minute per server (a save clears it everywhere). */
export function examProvidersOf(db: Db, config: Config, oid: string): Promise<OrganisationExamProviders> {
  return cachesOf(db)
    .cache<OrganisationExamProviders>(EXAM_PROVIDERS)
    .get(oid, () => readExamProviders(db, config, oid));
}
