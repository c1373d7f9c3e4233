import type { ScormVersion } from '@aula/contract/scorm';
import type { CourseFileType } from '@aula/contract/staff-course-files';
import { courseFileMessages } from '@aula/contract/staff-messages';
import { and, eq } from 'drizzle-orm';
import { courseFiles } from '../../db/schema/course-files.ts';
import { scormPackages } from '../../db/schema/scorm.ts';
import { AppError } from '../../platform/app-error.ts';
import type { AppServices } from '../../platform/app-services.ts';
import { contentAddress } from '../../platform/content-address.ts';
import { contentSigner } from '../../platform/content-signer.ts';
import { contentUrl } from '../../platform/public-url.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { launchElements, packageFolder } from '../scorm/index.ts';

/** A page of a folder on the content origin, signed for the admin (ADR 0083); a query on `href` is kept. */
async function pageAddress(
  { files, config }: Pick<AppServices, 'files' | 'config'>,
  actor: SessionUser,
  folder: string,
  href: string,
  now: Date,
): Promise<string> {
  const split = href.search(/[?#]/);
  const file = split === -1 ? href : href.slice(0, split);
  const address = contentAddress(
    await files.addressSecret(),
    contentUrl(config),
    { oid: actor.oid, eid: actor.eid, folder: folder.split('/') },
    file.split('/'),
    now,
  );
  return `${address}${split === -1 ? '' : href.slice(split)}`;
}

/**
 * Where the admin previews an uploaded course file (ADR 0090): a package's SCO (`sco`, else the first)
 * or an HTML zip's page on the content origin, under an address signed for the admin; a video, audio
 * or PDF, and the video's captions, under addresses signed for the admin and that file alone (ADR 0095).
 * A SCO comes with its version and the CMI data its API starts from (browse mode, no credit: ADR 0096);
 * the web app's runtime keeps what the SCO reports in memory, so the preview records nothing and reads
 * no learner's data.
 */
export async function previewCourseFile(
  services: Pick<AppServices, 'db' | 'files' | 'config'>,
  actor: SessionUser,
  { ourl, sco }: { ourl: string; sco?: string | undefined },
  now: Date,
): Promise<{
  otype: CourseFileType;
  url: string;
  captions: string | null;
  scos: { id: string; title: string }[];
  scorm: { version: ScormVersion; cmi: Record<string, string> } | null;
}> {
  const [file] = await services.db
    .select()
    .from(courseFiles)
    .where(and(eq(courseFiles.oid, actor.oid), eq(courseFiles.ourl, ourl)))
    .limit(1);
  if (!file) throw new AppError('NOT_FOUND', courseFileMessages.noSuchFile, { ourl: 'no such file' });
  const { file: sign } = await contentSigner(services, actor, now);
  const base = {
    otype: file.otype,
    captions: file.captions && sign(file.captions),
    scos: [],
    scorm: null,
  };
  if (file.otype === 'html' || file.otype === 'interactivity') {
    const folder = file.ourl.split('/').slice(0, -1).join('/');
    const page = file.ourl.split('/').at(-1) ?? '';
    return { ...base, url: await pageAddress(services, actor, folder, page, now) };
  }
  if (file.otype !== 'scorm') return { ...base, url: sign(file.ourl) };
  const [installed] = await services.db
    .select({ version: scormPackages.version, scos: scormPackages.scos })
    .from(scormPackages)
    .where(and(eq(scormPackages.oid, actor.oid), eq(scormPackages.path, file.ourl)))
    .limit(1);
  const chosen = installed?.scos.find((each) => each.identifier === (sco ?? installed.scos[0]?.identifier));
  if (!installed || !chosen) {
    throw new AppError('NOT_FOUND', courseFileMessages.noSuchSco, { sco: 'not in the package' });
  }
  return {
    ...base,
    url: await pageAddress(services, actor, packageFolder(file.ourl), chosen.href, now),
    scos: installed.scos.map((each) => ({ id: each.identifier, title: each.title })),
    scorm: {
      version: installed.version,
      cmi: launchElements(installed.version, chosen, actor, { kind: 'preview' }),
    },
  };
}
