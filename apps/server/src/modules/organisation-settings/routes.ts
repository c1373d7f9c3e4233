import {
  getOrganisationSettings,
  presignOrganisationImage,
  saveExamProviders,
  saveOrganisationSettings,
  setOrganisationImage,
} from '@aula/contract/staff-organisation';
import type { FastifyInstance } from 'fastify';
import {
  presignOrganisationImage as presignImage,
  setOrganisationImage as setImage,
} from './organisation-image.ts';
import { saveExamProviders as saveProviders } from './save-exam-providers.ts';
import { saveOrganisationSettings as saveSettings } from './save-organisation-settings.ts';
import { organisationSettingsView } from './settings-view.ts';

/** The admin's organisation settings (ADR 0093): every answer is the settings as the page shows them. */
export async function organisationSettingsRoutes(app: FastifyInstance): Promise<void> {
  app.operation(getOrganisationSettings, ({ db, config, user }) =>
    organisationSettingsView(db, config, user.oid),
  );
  app.operation(saveOrganisationSettings, async ({ db, config, clock, request, user, body }) => {
    const { oid: _oid, ...settings } = body;
    await saveSettings(db, user, settings, { ip: request.ip, now: clock.now() });
    return organisationSettingsView(db, config, user.oid);
  });
  app.operation(presignOrganisationImage, ({ db, files, clock, user, body }) =>
    presignImage({ db, files }, user, body, clock.now()),
  );
  app.operation(setOrganisationImage, async ({ db, files, config, clock, request, user, body }) => {
    await setImage({ db, files }, user, body, { ip: request.ip, now: clock.now() });
    return organisationSettingsView(db, config, user.oid);
  });
  app.operation(saveExamProviders, async ({ db, config, clock, request, user, body }) => {
    await saveProviders(db, config, user, body, { ip: request.ip, now: clock.now() });
    return organisationSettingsView(db, config, user.oid);
  });
}
