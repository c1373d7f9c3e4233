import { z } from 'zod';
import { Eid, Id, Oid, Paragraphs } from './common.ts';
import { defineOperation } from './operation.ts';

/* SCORM packages run by the course player, and the run-time (CMI) data they keep per learner, object and SCO. */

export const scormVersions = ['1.2', '2004'] as const;
export type ScormVersion = (typeof scormVersions)[number];

/**
 * The launcher page on the content origin (ADR 0086): the player frames it, it exposes the SCORM API
 * where packages look for it and frames the SCO. Its fragment carries what it starts with.
 */
export const scormLauncherPath = '/scorm-runtime/launcher.html';
export const scormLauncherFragment = '#aula-scorm=';

/** What an unpacked package may hold: enough for long authored courses, not a zip bomb. */
export const scormPackageLimits = {
  /** The zip itself. */
  zipBytes: 500 * 1024 * 1024,
  /** Files (not folders) in the zip. */
  files: 5_000,
  /** All files once unpacked. */
  unpackedBytes: 1024 * 1024 * 1024,
} as const;

/**
 * The CMI elements a package may store, SCORM 1.2 (`cmi.core.*`, `cmi.suspend_data`, ...) and 2004
 * (`cmi.location`, `cmi.completion_status`, ...), with interactions and objectives by index. Elements
 * that the LMS alone sets (the learner's id and name, `entry`, `total_time`, `credit`, `mode`, the
 * mastery score) are not among them: the server gives those on launch.
 */
const cmiElement = new RegExp(
  [
    '^cmi\\.(',
    [
      // SCORM 1.2
      'core\\.(lesson_location|lesson_status|exit|session_time|score\\.(raw|min|max))',
      'suspend_data',
      'comments',
      'student_preference\\.(audio|language|speed|text)',
      'objectives\\.\\d{1,3}\\.(id|status|score\\.(raw|min|max))',
      'interactions\\.\\d{1,3}\\.(id|type|time|weighting|student_response|result|latency|objectives\\.\\d{1,3}\\.id|correct_responses\\.\\d{1,3}\\.pattern)',
      // SCORM 2004
      'location|completion_status|success_status|exit|session_time|progress_measure',
      'score\\.(raw|min|max|scaled)',
      'learner_preference\\.(audio_level|language|delivery_speed|audio_captioning)',
      'objectives\\.\\d{1,3}\\.(id|success_status|completion_status|progress_measure|description|score\\.(raw|min|max|scaled))',
      'interactions\\.\\d{1,3}\\.(id|type|timestamp|weighting|learner_response|result|latency|description|objectives\\.\\d{1,3}\\.id|correct_responses\\.\\d{1,3}\\.pattern)',
    ].join('|'),
    ')$',
  ].join(''),
);

/** SCORM 2004's largest element (suspend_data) holds 64000 characters; 1.2's holds 4096. */
export const cmiValueMaxLength = 64_000;

export const CmiElement = z.string().max(200).regex(cmiElement, 'is not a CMI element a package may set');

/** A package's CMI data, flattened (`{ "cmi.core.lesson_location": "page-3" }`), as scorm-again renders it. */
export const CmiData = z
  .record(CmiElement, Paragraphs.max(cmiValueMaxLength))
  .refine((data) => Object.keys(data).length <= 4_000, 'holds too many elements');
export type CmiData = z.infer<typeof CmiData>;

/** Names the SCORM object of a course the learner studies; `eid` is the learner's own (the session's). */
const objectBody = { oid: Oid, eid: Eid, bcid: Id, objid: Id };

/** A SCO's item identifier in the manifest: an XML ID as authoring tools write them (no spaces). */
export const ScoId = z
  .string()
  .min(1)
  .max(500)
  .regex(/^[^\s\p{Cc}\p{Cf}]+$/u, 'may not hold spaces or control characters')
  .describe("a SCO's item identifier in the manifest");

/**
 * An item of the package's table of contents, nested as in the manifest's default organisation (items
 * the manifest marks `isvisible="false"` are left out). `sco` is true for an item that launches a SCO.
 */
export const ScormTocItem = z.object({
  identifier: z.string().max(500),
  title: z.string().max(500),
  sco: z.boolean(),
  get items() {
    return z.array(ScormTocItem).max(5_000);
  },
});
export type ScormTocItem = z.infer<typeof ScormTocItem>;

/** A SCO of the package in the order a learner meets them, and whether the learner has completed it. */
export const ScormScoState = z.object({
  identifier: z.string().max(500),
  title: z.string().max(500),
  completed: z.boolean(),
});
export type ScormScoState = z.infer<typeof ScormScoState>;

/**
 * How the learner may move between SCOs: 2004's `controlMode` of the organisation (flow: Previous and
 * Continue; choice: any SCO from the table of contents). SCORM 1.2 packages allow both.
 */
export const ScormControlMode = z.object({ flow: z.boolean(), choice: z.boolean() });
export type ScormControlMode = z.infer<typeof ScormControlMode>;

/** What the player needs to launch a package: where it starts and the learner's stored CMI data. */
export const ScormLaunch = z.object({
  /** The object's title in its course. */
  title: z.string().max(500),
  version: z.enum(scormVersions),
  /** The SCO launched: the one asked for, else the one the learner was last in, else the first. */
  scoid: z.string().max(500),
  /** The launch page on the content origin, under an address signed for the learner (ADR 0083). */
  launchUrl: z.string().max(2_000),
  /**
   * The CMI data of that SCO to load before it starts: what the learner stored (resume location and
   * suspend data included), and the elements the LMS sets (learner id and name, entry, credit, mode,
   * total time, the manifest's mastery score).
   */
  cmi: z.record(z.string(), z.string()),
  /** Every SCO of the package, in order. */
  scos: z.array(ScormScoState).max(5_000),
  /** The package's table of contents. */
  toc: z.array(ScormTocItem).max(5_000),
  controlMode: ScormControlMode,
  /**
   * What the package must report before the object counts complete (ADR 0063): `completion` (1.2
   * completed or passed; 2004 completed), or `pass` (2004 completed and passed, where a SCO has a mastery score).
   */
  objectNeeds: z.enum(['completion', 'pass']),
});
export type ScormLaunch = z.infer<typeof ScormLaunch>;

export const getScormData = defineOperation({
  name: 'getScormData',
  access: 'learner',
  summary:
    "Launches a SCO of a SCORM object of a course of the learner's batch (the one named, else the one the learner was last in, else the first): its launch page, the learner's CMI data for it, and the package's SCOs.",
  body: z.object({ ...objectBody, scoid: ScoId.optional() }).strict(),
  response: ScormLaunch,
});

/** The Mark Complete of a SCORM object whose package has not reported it complete (ADR 0063). */
export const scormNotDoneMessage =
  'This package has not reported that you completed it yet: finish it inside the package first.';

/** Where the learner stands in a SCO and in the whole package, as the server reads it from the stored CMI data. */
export const ScormStatus = z.object({
  /** The SCO's: `completed`, `incomplete`, `not attempted` or `unknown` (1.2's passed and failed count as completed). */
  completionStatus: z.enum(['completed', 'incomplete', 'not attempted', 'unknown']),
  /** The SCO's. */
  successStatus: z.enum(['passed', 'failed', 'unknown']),
  /** The SCO's score as a fraction (0 to 1) where it reported one. */
  scoreScaled: z.number().nullable(),
  /** All sessions' time in the SCO, in seconds. */
  totalSeconds: z.number().int().min(0),
  /** True once the package reported every SCO done (1.2 completed or passed; 2004 completed, and passed where it has a mastery score). */
  objectComplete: z.boolean(),
  /** The mean of the scores of the SCOs that reported one. */
  objectScoreScaled: z.number().nullable(),
});
export type ScormStatus = z.infer<typeof ScormStatus>;

export const commitScormData = defineOperation({
  name: 'commitScormData',
  access: 'learner',
  summary:
    "Stores a SCO's CMI data for the learner and object (a commit, or the last one of a session when terminate is true).",
  body: z
    .object({
      ...objectBody,
      scoid: ScoId,
      cmi: CmiData,
      /** True for the commit that ends a session: its session time is added to the total. */
      terminate: z.boolean().default(false),
    })
    .strict(),
  response: ScormStatus,
});
