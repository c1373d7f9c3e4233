import type { OrganisationProfile } from '@aula/contract/organisation';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { organisations } from '../../db/schema/organisations.ts';
import { AppError } from '../../platform/app-error.ts';
import { cachesOf } from '../../platform/cache-registry.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { recordAudit } from '../audit/index.ts';
import { CONTENT_CHANGED_CHANNEL } from '../content/index.ts';

type StoredProfile = z.input<typeof OrganisationProfile>;

export interface ProfileChange {
  actor: SessionUser;
  ip: string | null;
  now: Date;
  /** The audit log's action, `organisation.<verb>`. */
  action: string;
  /** The fields to change, from the profile as it is. */
  change: (profile: StoredProfile) => Partial<StoredProfile>;
}

/**
 * Changes the organisation's profile (what the public site shows) in one transaction with its audit
 * line (the fields changed, before and after), then tells every server: whatever it caches of the
 * organisation (the catalogue, the time zone, the providers) is read again (ADR 0012, 0047, 0051).
 */
export async function updateOrganisationProfile(db: Db, input: ProfileChange): Promise<void> {
  const { actor } = input;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ profile: organisations.profile })
      .from(organisations)
      .where(eq(organisations.oid, actor.oid))
      .for('update');
    if (!row) throw new AppError('NOT_FOUND', 'No such organisation.', { oid: 'unknown organisation' });
    const changed = input.change(row.profile);
    const before = Object.fromEntries(
      Object.keys(changed).map((key) => [key, row.profile[key as keyof StoredProfile] ?? null]),
    );
    await tx
      .update(organisations)
      .set({ profile: { ...row.profile, ...changed } })
      .where(eq(organisations.oid, actor.oid));
    await recordAudit(tx, {
      oid: actor.oid,
      actor: { userId: actor.userId, eid: actor.eid },
      action: input.action,
      subjectId: actor.oid,
      before,
      after: changed,
      ip: input.ip,
      at: input.now,
    });
  });
  await cachesOf(db).announce(CONTENT_CHANGED_CHANNEL, actor.oid);
}
