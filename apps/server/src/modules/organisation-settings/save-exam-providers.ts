import { staffMessages } from '@aula/contract/staff-messages';
import type { ProviderChange } from '@aula/contract/staff-organisation';
import { eq } from 'drizzle-orm';
import { organisationProviders } from '../../db/schema/organisations.ts';
import { AppError } from '../../platform/app-error.ts';
import { cachesOf } from '../../platform/cache-registry.ts';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { type SettingsCipher, settingsCipherOf } from '../../platform/settings-cipher.ts';
import { recordAudit } from '../audit/index.ts';
import { CONTENT_CHANGED_CHANNEL } from '../content/index.ts';

type ProviderRow = typeof organisationProviders.$inferSelect;

interface Group {
  url: string | null;
  clientId: string | null;
  secret: string | null;
}

/**
 * One provider's stored group after a change: all three parts or none (as the environment's settings).
 * The secret is kept, replaced (encrypted) or cleared, never read back; a part missing names its field.
 */
function nextGroup(
  field: 'proctor' | 'scheduler',
  change: ProviderChange,
  storedSecret: string | null,
  cipher: SettingsCipher,
): Group {
  const secret =
    change.secret.action === 'replace'
      ? cipher.encrypt(change.secret.value)
      : change.secret.action === 'keep'
        ? storedSecret
        : null;
  const url = change.url === '' ? null : change.url;
  const clientId = change.clientId === '' ? null : change.clientId;
  if (url === null && clientId === null && secret === null) return { url, clientId, secret };
  const missing: Record<string, string> = {};
  if (url === null) missing[`${field}.url`] = 'Give the address.';
  if (clientId === null) missing[`${field}.clientId`] = 'Give the client id.';
  if (secret === null) missing[`${field}.secret`] = 'Give the shared secret.';
  if (Object.keys(missing).length > 0) {
    throw new AppError('VALIDATION_FAILED', staffMessages.providerIncomplete, missing);
  }
  return { url, clientId, secret };
}

/** What the audit log keeps of a group: never the secret, only whether one is set. */
function audited(group: Group) {
  return { url: group.url, clientId: group.clientId, secretSet: group.secret !== null };
}

/**
 * Saves the organisation's exam providers (ADR 0093): addresses and client ids in clear, secrets
 * encrypted at rest; the audit line says whether a secret is set, never what it is. Every server then
 * forgets the providers it read, so the next launch or hand-off uses the new settings.
 */
export async function saveExamProviders(
  db: Db,
  config: Config,
  actor: SessionUser,
  body: { proctor: ProviderChange; scheduler: ProviderChange },
  context: { ip: string | null; now: Date },
): Promise<void> {
  const cipher = await settingsCipherOf(config);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(organisationProviders)
      .where(eq(organisationProviders.oid, actor.oid))
      .for('update');
    const storedSecret = (sealed: string | null | undefined) =>
      sealed && cipher.decrypt(sealed) !== null ? sealed : null;
    const before: Pick<ProviderRow, 'proctorUrl' | 'proctorClientId' | 'proctorSecret'> &
      Pick<ProviderRow, 'schedulerUrl' | 'schedulerClientCode' | 'schedulerSecret'> = {
      proctorUrl: row?.proctorUrl ?? null,
      proctorClientId: row?.proctorClientId ?? null,
      proctorSecret: storedSecret(row?.proctorSecret),
      schedulerUrl: row?.schedulerUrl ?? null,
      schedulerClientCode: row?.schedulerClientCode ?? null,
      schedulerSecret: storedSecret(row?.schedulerSecret),
    };
    const proctor = nextGroup('proctor', body.proctor, before.proctorSecret, cipher);
    const scheduler = nextGroup('scheduler', body.scheduler, before.schedulerSecret, cipher);
    const values = {
      proctorUrl: proctor.url,
      proctorClientId: proctor.clientId,
      proctorSecret: proctor.secret,
      schedulerUrl: scheduler.url,
      schedulerClientCode: scheduler.clientId,
      schedulerSecret: scheduler.secret,
      updatedAt: context.now,
    };
    await tx
      .insert(organisationProviders)
      .values({ oid: actor.oid, ...values })
      .onConflictDoUpdate({ target: organisationProviders.oid, set: values });
    await recordAudit(tx, {
      oid: actor.oid,
      actor: { userId: actor.userId, eid: actor.eid },
      action: 'organisation.saveExamProviders',
      subjectId: actor.oid,
      before: {
        proctor: audited({
          url: before.proctorUrl,
          clientId: before.proctorClientId,
          secret: before.proctorSecret,
        }),
        scheduler: audited({
          url: before.schedulerUrl,
          clientId: before.schedulerClientCode,
          secret: before.schedulerSecret,
        }),
      },
      after: { proctor: audited(proctor), scheduler: audited(scheduler) },
      ip: context.ip,
      at: context.now,
    });
  });
  await cachesOf(db).announce(CONTENT_CHANGED_CHANNEL, actor.oid);
}
