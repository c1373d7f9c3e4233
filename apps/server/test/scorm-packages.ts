import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { fileURLToPath } from 'node:url';
import yazl from 'yazl';

/*
 * SCORM zips for the tests of the SCORM module, built the way authoring tools lay them out: a manifest
 * at the root, SCOs in folders, shared files. Not used by the product.
 */

export interface ZipFileSpec {
  content: string | Uint8Array;
  /** Unix mode bits (0o120777 makes a symbolic link). */
  mode?: number;
}

/** A zip of `files` (name to content); names are stored as given. */
export async function zipOf(files: Record<string, string | Uint8Array | ZipFileSpec>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, file] of Object.entries(files)) {
    const spec = typeof file === 'string' || file instanceof Uint8Array ? { content: file } : file;
    zip.addBuffer(Buffer.from(spec.content), name, spec.mode === undefined ? {} : { mode: spec.mode });
  }
  zip.end();
  return buffer(zip.outputStream);
}

/** The fixture folders beside this file: packages laid out file by file as authoring tools export them. */
export const packageFolders = fileURLToPath(new URL('./scorm-packages/', import.meta.url));

/**
 * Every file of a fixture folder under `packageFolders` (`authoring-tool-12`: a SCORM 1.2 export with a
 * frameset launch page, the ADL API wrapper, inline scripts and handlers), name to bytes.
 */
export async function folderFiles(name: string): Promise<Record<string, Buffer>> {
  const root = join(packageFolders, name);
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const files = await Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map(async (entry) => {
        const path = join(entry.parentPath, entry.name);
        return [relative(root, path).split('\\').join('/'), await readFile(path)] as const;
      }),
  );
  return Object.fromEntries(files.sort(([a], [b]) => a.localeCompare(b)));
}

/** A fixture folder zipped as its authoring tool would. */
export async function zipOfFolder(name: string): Promise<Buffer> {
  return zipOf(await folderFiles(name));
}

/**
 * Zip `zip` with entry `name`'s unpacked size in its central directory set to `declared`, as a hostile
 * zip would say: a small size for an entry that unpacks to far more.
 */
export function declareSize(zip: Buffer, name: string, declared: number): Buffer {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let record = zip.readUInt32LE(end + 16);
  for (let entry = 0; entry < zip.readUInt16LE(end + 10); entry += 1) {
    const named = zip.toString('utf8', record + 46, record + 46 + zip.readUInt16LE(record + 28));
    if (named === name) zip.writeUInt32LE(declared, record + 24);
    record +=
      46 + zip.readUInt16LE(record + 28) + zip.readUInt16LE(record + 30) + zip.readUInt16LE(record + 32);
  }
  return zip;
}

/**
 * A zip holding a file whose name leaves the package (`../<name>`): zip tools refuse to write one, so
 * the name is written as `zz/<name>` and its bytes changed afterwards (in the entry and the directory).
 */
export async function escapingZip(name: string): Promise<Buffer> {
  const zip = await zipOf({
    'imsmanifest.xml': manifest12(),
    'index.html': page('Start'),
    [`zz/${name}`]: 'x',
  });
  const from = Buffer.from(`zz/${name}`);
  const to = Buffer.from(`../${name}`);
  let at = zip.indexOf(from);
  while (at !== -1) {
    to.copy(zip, at);
    at = zip.indexOf(from, at + 1);
  }
  return zip;
}

export function page(title: string, body = ''): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${title}</title><script src="sco.js"></script></head><body>${body}</body></html>`;
}

/** A SCORM 1.2 manifest: one organisation, a folder item holding two SCOs, the first with a mastery score. */
export function manifest12({ masteryScore = '80', href = 'index.html' } = {}): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="com.example.pkg12" version="1.0"
  xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2">
  <metadata><schema>ADL SCORM</schema><schemaversion>1.2</schemaversion></metadata>
  <organizations default="ORG">
    <organization identifier="ORG">
      <title>Signal detection</title>
      <item identifier="FOLDER">
        <title>Module 1</title>
        <item identifier="ITEM-1" identifierref="RES-1" parameters="?start=1">
          <title>Lesson</title>
          <adlcp:masteryscore>${masteryScore}</adlcp:masteryscore>
        </item>
        <item identifier="ITEM-2" identifierref="RES-2"><title>Summary</title></item>
      </item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="RES-1" type="webcontent" adlcp:scormtype="sco" href="${href}">
      <file href="${href}"/><dependency identifierref="SHARED"/>
    </resource>
    <resource identifier="RES-2" type="webcontent" adlcp:scormtype="sco" href="summary.html"/>
    <resource identifier="SHARED" type="webcontent" adlcp:scormtype="asset"><file href="sco.js"/></resource>
  </resources>
</manifest>`;
}

/** A SCORM 2004 4th edition manifest whose SCO is satisfied by a measure of 0.7. */
export function manifest2004(): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="com.example.pkg2004" version="1"
  xmlns="http://www.imsglobal.org/xsd/imscp_v1p1"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3"
  xmlns:imsss="http://www.imsglobal.org/xsd/imsss">
  <metadata><schema>ADL SCORM</schema><schemaversion>2004 4th Edition</schemaversion></metadata>
  <organizations default="ORG">
    <organization identifier="ORG">
      <title>Causality assessment</title>
      <item identifier="ITEM-1" identifierref="RES-1">
        <title>Assessment</title>
        <imsss:sequencing>
          <imsss:objectives>
            <imsss:primaryObjective objectiveID="PRIMARY" satisfiedByMeasure="true">
              <imsss:minNormalizedMeasure>0.7</imsss:minNormalizedMeasure>
            </imsss:primaryObjective>
          </imsss:objectives>
        </imsss:sequencing>
      </item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="RES-1" type="webcontent" adlcp:scormType="sco" href="content/start.html">
      <file href="content/start.html"/>
    </resource>
  </resources>
</manifest>`;
}

/** A complete SCORM 1.2 package (two SCOs, a shared script). */
export function package12(): Promise<Buffer> {
  return zipOf({
    'imsmanifest.xml': manifest12(),
    'index.html': page('Lesson', '<p>Page 1</p>'),
    'summary.html': page('Summary'),
    'sco.js': 'window.loaded = true;',
  });
}

/** A complete SCORM 2004 package (its SCO in a folder). */
export function package2004(): Promise<Buffer> {
  return zipOf({
    'imsmanifest.xml': manifest2004(),
    'content/start.html': page('Assessment'),
    'content/sco.js': 'window.loaded = true;',
  });
}

/**
 * A SCORM 2004 manifest of three SCOs, as ADL's samples lay them out: a cluster of two (the second with
 * parameters), then a quiz satisfied by a measure of 0.8, a hidden glossary item, and the
 * organisation's control mode (`flow` and `choice` as given; none when both are undefined).
 */
export function manifest2004MultiSco({ flow, choice }: { flow?: boolean; choice?: boolean } = {}): string {
  const attributes = [
    choice === undefined ? '' : ` choice="${choice}"`,
    flow === undefined ? '' : ` flow="${flow}"`,
  ].join('');
  const sequencing =
    flow === undefined && choice === undefined
      ? ''
      : `<imsss:sequencing><imsss:controlMode${attributes}/></imsss:sequencing>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="com.example.multi2004" version="1"
  xmlns="http://www.imsglobal.org/xsd/imscp_v1p1"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3"
  xmlns:imsss="http://www.imsglobal.org/xsd/imsss">
  <metadata><schema>ADL SCORM</schema><schemaversion>2004 3rd Edition</schemaversion></metadata>
  <organizations default="ORG">
    <organization identifier="ORG">
      <title>Golf explained</title>
      <item identifier="MODULE-1">
        <title>Playing the game</title>
        <item identifier="SCO-INTRO" identifierref="RES-INTRO"><title>Introduction</title></item>
        <item identifier="SCO-CASE" identifierref="RES-CASE" parameters="?case=2"><title>A case</title></item>
      </item>
      <item identifier="SCO-QUIZ" identifierref="RES-QUIZ">
        <title>Quiz</title>
        <imsss:sequencing>
          <imsss:objectives>
            <imsss:primaryObjective objectiveID="quiz" satisfiedByMeasure="true">
              <imsss:minNormalizedMeasure>0.8</imsss:minNormalizedMeasure>
            </imsss:primaryObjective>
          </imsss:objectives>
        </imsss:sequencing>
      </item>
      <item identifier="GLOSSARY" identifierref="RES-GLOSSARY" isvisible="false"><title>Glossary</title></item>
      ${sequencing}
    </organization>
  </organizations>
  <resources>
    <resource identifier="RES-INTRO" type="webcontent" adlcp:scormType="sco" href="content/intro.html"/>
    <resource identifier="RES-CASE" type="webcontent" adlcp:scormType="sco" href="content/case.html"/>
    <resource identifier="RES-QUIZ" type="webcontent" adlcp:scormType="sco" href="content/quiz.html"/>
    <resource identifier="RES-GLOSSARY" type="webcontent" adlcp:scormType="asset" href="content/glossary.html"/>
  </resources>
</manifest>`;
}

/** A complete three-SCO SCORM 2004 package (see manifest2004MultiSco). */
export function package2004MultiSco(controlMode: { flow?: boolean; choice?: boolean } = {}): Promise<Buffer> {
  return zipOf({
    'imsmanifest.xml': manifest2004MultiSco(controlMode),
    'content/intro.html': page('Introduction'),
    'content/case.html': page('A case'),
    'content/quiz.html': page('Quiz'),
    'content/glossary.html': page('Glossary'),
  });
}

/**
 * A SCORM 2004 manifest that declares what the runtime is given (ADR 0087): three SCOs, the first with
 * data from the LMS, a time limit and a 4th edition completion threshold; the second with a primary and
 * a secondary objective and a scaled passing score of 0.6; the third with a 3rd edition threshold. The
 * organisation's rollup rules: completed when all SCOs are completed, satisfied when any is satisfied.
 * `extra` goes into the second item's sequencing (for elements Aula does not run).
 */
export function manifest2004Declared({ extra = '' } = {}): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="com.example.declared" version="1"
  xmlns="http://www.imsglobal.org/xsd/imscp_v1p1"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3"
  xmlns:imsss="http://www.imsglobal.org/xsd/imsss">
  <metadata><schema>ADL SCORM</schema><schemaversion>2004 4th Edition</schemaversion></metadata>
  <organizations default="ORG">
    <organization identifier="ORG">
      <title>Signal review</title>
      <item identifier="SCO-READ" identifierref="RES-READ">
        <title>Read</title>
        <adlcp:completionThreshold completedByMeasure="true" minProgressMeasure="0.75"/>
        <adlcp:timeLimitAction>exit,message</adlcp:timeLimitAction>
        <adlcp:dataFromLMS>mode=review&amp;level=2</adlcp:dataFromLMS>
        <imsss:sequencing>
          <imsss:limitConditions attemptAbsoluteDurationLimit="PT30M"/>
        </imsss:sequencing>
      </item>
      <item identifier="SCO-CHECK" identifierref="RES-CHECK">
        <title>Check</title>
        <imsss:sequencing>
          <imsss:objectives>
            <imsss:primaryObjective objectiveID="check-passed" satisfiedByMeasure="true">
              <imsss:minNormalizedMeasure>0.6</imsss:minNormalizedMeasure>
            </imsss:primaryObjective>
            <imsss:objective objectiveID="signal-named"/>
          </imsss:objectives>
          ${extra}
        </imsss:sequencing>
      </item>
      <item identifier="SCO-WRAP" identifierref="RES-WRAP">
        <title>Wrap up</title>
        <adlcp:completionThreshold>0.5</adlcp:completionThreshold>
      </item>
      <imsss:sequencing>
        <imsss:controlMode choice="true" flow="true"/>
        <imsss:rollupRules>
          <imsss:rollupRule childActivitySet="all">
            <imsss:rollupConditions><imsss:rollupCondition condition="completed"/></imsss:rollupConditions>
            <imsss:rollupAction action="completed"/>
          </imsss:rollupRule>
          <imsss:rollupRule childActivitySet="any">
            <imsss:rollupConditions><imsss:rollupCondition condition="satisfied"/></imsss:rollupConditions>
            <imsss:rollupAction action="satisfied"/>
          </imsss:rollupRule>
        </imsss:rollupRules>
      </imsss:sequencing>
    </organization>
  </organizations>
  <resources>
    <resource identifier="RES-READ" type="webcontent" adlcp:scormType="sco" href="read.html"/>
    <resource identifier="RES-CHECK" type="webcontent" adlcp:scormType="sco" href="check.html"/>
    <resource identifier="RES-WRAP" type="webcontent" adlcp:scormType="sco" href="wrap.html"/>
  </resources>
</manifest>`;
}

/** A package of manifest2004Declared (see there). */
export function package2004Declared(options: { extra?: string } = {}): Promise<Buffer> {
  return zipOf({
    'imsmanifest.xml': manifest2004Declared(options),
    'read.html': page('Read'),
    'check.html': page('Check'),
    'wrap.html': page('Wrap up'),
    'sco.js': 'window.loaded = true;',
  });
}

/** A SCORM 1.2 manifest of one SCO with a mastery score of 75, data from the LMS and a time limit. */
export function manifest12Declared(): string {
  return manifest12({ masteryScore: '75' }).replace(
    '<adlcp:masteryscore>75</adlcp:masteryscore>',
    `<adlcp:masteryscore>75</adlcp:masteryscore>
          <adlcp:datafromlms>start=intro</adlcp:datafromlms>
          <adlcp:maxtimeallowed>00:45:00</adlcp:maxtimeallowed>
          <adlcp:timelimitaction>continue,no message</adlcp:timelimitaction>`,
  );
}

/** A package of manifest12Declared. */
export function package12Declared(): Promise<Buffer> {
  return zipOf({
    'imsmanifest.xml': manifest12Declared(),
    'index.html': page('Lesson'),
    'summary.html': page('Summary'),
    'sco.js': 'window.loaded = true;',
  });
}
