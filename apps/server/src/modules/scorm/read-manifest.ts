import type { PackageFinding } from '@aula/contract/package-report';
import type { ScormControlMode, ScormTocItem, ScormVersion } from '@aula/contract/scorm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { ScormRollupRule, ScormSco } from '../../db/schema/scorm.ts';
import { type ManifestNode as Node, nodes, text } from './manifest-node.ts';
import { scoDataOf } from './manifest-sco-data.ts';
import { prerequisiteFindings, readSequencing } from './manifest-sequencing.ts';
import { ScormPackageError } from './scorm-package-error.ts';

/** What the player needs from a package's imsmanifest.xml. */
export interface ScormManifest {
  version: ScormVersion;
  title: string;
  /** The SCOs of the default organisation, in order (depth first, as a learner meets them). */
  scos: ScormSco[];
  /** The organisation's visible items, nested as in the manifest. */
  toc: ScormTocItem[];
  controlMode: ScormControlMode;
  /** 2004's rollup rules of the organisation that Aula runs (ADR 0087). */
  rollupRules: ScormRollupRule[];
  /** A warning for each sequencing element Aula does not run. */
  findings: PackageFinding[];
}

const listed = new Set([
  'organization',
  'item',
  'resource',
  'file',
  'dependency',
  'objective',
  'rollupRule',
  'rollupCondition',
]);
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  // adlcp:scormtype, imsss:sequencing, ...: the prefixes vary between tools, the local names do not.
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: (name) => listed.has(name),
});

function fail(message: string): never {
  throw new ScormPackageError(`imsmanifest.xml ${message}`);
}

/** SCORM 1.2 says `1.2`; 2004 says `2004 3rd Edition`, `2004 4th Edition` or `CAM 1.3`. */
function versionOf(manifest: Node, xml: string): ScormVersion {
  const schemaVersion = text((manifest.metadata as Node | undefined)?.schemaversion);
  if (schemaVersion === '1.2') return '1.2';
  if (/2004|CAM 1\.3/i.test(schemaVersion)) return '2004';
  if (xml.includes('adlcp_v1p3')) return '2004';
  if (xml.includes('adlcp_rootv1p2')) return '1.2';
  return fail('does not say its SCORM version (metadata/schemaversion 1.2 or 2004)');
}

/** The item's SCO, if its resource is a `sco` with a launch page. */
function scoOf(item: Node, resources: Map<string, Node>, version: ScormVersion): ScormSco | null {
  const resource = resources.get(String(item['@identifierref'] ?? ''));
  const type = String(resource?.['@scormtype'] ?? resource?.['@scormType'] ?? '').toLowerCase();
  const href = String(resource?.['@href'] ?? '');
  if (!resource || type !== 'sco' || !href) return null;
  return {
    identifier: String(item['@identifier'] ?? ''),
    title: text(item.title) || String(item['@identifier'] ?? ''),
    href: `${String(resource['@base'] ?? '')}${href}${String(item['@parameters'] ?? '')}`,
    ...scoDataOf(item, version),
  };
}

/** The items of an organisation that launch a SCO, depth first (the order a learner meets them). */
function scosOf(items: Node[], resources: Map<string, Node>, version: ScormVersion): ScormSco[] {
  return items.flatMap((item) => {
    const sco = scoOf(item, resources, version);
    return [...(sco ? [sco] : []), ...scosOf(nodes(item.item), resources, version)];
  });
}

/** The items shown to the learner, nested: an item marked `isvisible="false"` is left out with its children. */
function tocOf(items: Node[], scoIds: Set<string>): ScormTocItem[] {
  return items
    .filter((item) => String(item['@isvisible'] ?? 'true').trim() !== 'false')
    .map((item) => {
      const identifier = String(item['@identifier'] ?? '');
      return {
        identifier,
        title: text(item.title) || identifier,
        sco: scoIds.has(identifier),
        items: tocOf(nodes(item.item), scoIds),
      };
    });
}

/**
 * 2004's `controlMode` of the organisation: IMS Simple Sequencing's defaults (choice allowed, flow not)
 * for the attributes it leaves out. A 1.2 package, or an organisation without one, allows both.
 */
function controlModeOf(organisation: Node, version: ScormVersion): ScormControlMode {
  const mode = (organisation.sequencing as Node | undefined)?.controlMode;
  if (version === '1.2' || mode === undefined) return { flow: true, choice: true };
  // An element without attributes is read as an empty string.
  const attributes = mode && typeof mode === 'object' ? (mode as Node) : {};
  return {
    flow: String(attributes['@flow'] ?? 'false').trim() === 'true',
    choice: String(attributes['@choice'] ?? 'true').trim() !== 'false',
  };
}

/**
 * Reads a package's imsmanifest.xml: its SCORM version, title, SCOs (launch page and what each declares
 * for its runtime), table of contents, control mode and rollup rules, and what of its sequencing Aula
 * does not run.
 * A manifest that is not XML, names no version or no SCO throws a ScormPackageError saying which.
 */
/**
 * The most an `imsmanifest.xml` may unpack to: it is read whole and parsed before the package's own
 * limits apply, so a small zip whose manifest unpacks to gigabytes would take the server's memory.
 * (The largest manifests of real courses, hundreds of SCOs with metadata, are a few megabytes.)
 */
export const manifestMostBytes = 16 * 1024 * 1024;

/** Refuses a manifest entry larger than manifestMostBytes, by the size its zip declares (and holds it to). */
export function checkManifestSize(size: number): void {
  if (size > manifestMostBytes) {
    throw new ScormPackageError(
      `imsmanifest.xml unpacks to ${size} bytes; a manifest may unpack to at most ${manifestMostBytes}`,
    );
  }
}

export function readManifest(xml: string): ScormManifest {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) fail(`is not valid XML: ${valid.err.msg} (line ${valid.err.line})`);
  const manifest = (parser.parse(xml) as Node).manifest as Node | undefined;
  if (!manifest || typeof manifest !== 'object') fail('has no <manifest> element');
  const version = versionOf(manifest, xml);
  const organizations = manifest.organizations as Node | undefined;
  const all = nodes(organizations?.organization);
  const chosen = all.find((o) => o['@identifier'] === organizations?.['@default']) ?? all[0];
  if (!chosen) fail('has no <organization>');
  const resources = new Map(
    nodes((manifest.resources as Node | undefined)?.resource).map((r) => [String(r['@identifier']), r]),
  );
  const scos = scosOf(nodes(chosen.item), resources, version);
  if (scos.length === 0) fail('names no SCO (an item whose resource has scormtype "sco" and an href)');
  const toc = tocOf(nodes(chosen.item), new Set(scos.map((sco) => sco.identifier)));
  const controlMode = controlModeOf(chosen, version);
  const { rollupRules, findings } =
    version === '2004'
      ? readSequencing(manifest, chosen)
      : { rollupRules: [], findings: prerequisiteFindings(nodes(chosen.item)) };
  return {
    version,
    title: text(chosen.title) || 'SCORM package',
    scos,
    toc,
    controlMode,
    rollupRules,
    findings,
  };
}
