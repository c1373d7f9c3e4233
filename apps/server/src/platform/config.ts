import { join } from 'node:path';
import { z } from 'zod';
import { demoContentFolder, repoRoot } from './paths.ts';
import { parseTrustProxy, type TrustProxy } from './trust-proxy.ts';

const optionalUrl = z
  .string()
  .url()
  .optional()
  .or(z.literal('').transform(() => undefined));

const optionalText = z
  .string()
  .optional()
  .or(z.literal('').transform(() => undefined));

/** Settings that only work together: a provider half configured stops start-up instead of failing later. */
const providerSettings = [
  ['PROCTOR_URL', 'PROCTOR_CLIENT_ID', 'PROCTOR_SECRET'],
  ['EXAM_SCHEDULER_URL', 'EXAM_SCHEDULER_CLIENT_CODE', 'EXAM_SCHEDULER_SECRET'],
] as const;

function requireAllOrNone(
  config: Partial<Record<(typeof providerSettings)[number][number], string>>,
  names: readonly (typeof providerSettings)[number][number][],
  context: z.RefinementCtx,
): void {
  const set = names.filter((name) => config[name]);
  if (set.length === 0 || set.length === names.length) return;
  for (const name of names) {
    if (!config[name]) {
      context.addIssue({
        code: 'custom',
        path: [name],
        message: `is required when ${set.join(', ')} is set`,
      });
    }
  }
}

/** Every setting the server reads, from environment variables; see the README's configuration reference. */
const ConfigSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /**
     * Public address of the portal (https://learn.example.edu): every link the portal hands out and the
     * Origin check use it. Required in production; elsewhere links name the listen address.
     */
    PUBLIC_URL: optionalUrl,
    /**
     * Public address of the content origin (https://content.learn.example.edu), where organisations'
     * HTML pages, interactivities and SCORM packages run, never on the portal's origin (ADR 0083).
     * Required in production, on another host than PUBLIC_URL; elsewhere PUBLIC_URL's host (or the
     * listen address) at CONTENT_PORT.
     */
    CONTENT_URL: optionalUrl,
    /** The port the content origin listens on; PORT + 1 by default. */
    CONTENT_PORT: z.coerce.number().int().min(0).max(65535).optional(),
    /**
     * Outside production, host names besides loopback ones and PUBLIC_URL's at which the Origin check
     * and the development mailbox answer (a name for trying the portal from a phone on the network),
     * comma-separated; any other host is refused, so a page of another site cannot reach a developer's
     * server under its own name (DNS rebinding).
     */
    ALLOWED_HOSTS: z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((name) => name.trim().toLowerCase())
          .filter((name) => name !== ''),
      )
      .pipe(
        z.array(
          z
            .string()
            .regex(
              /^([a-z0-9-]+\.)*[a-z0-9-]+$|^\[[0-9a-f:]+\]$/,
              'must be host names without scheme or port, comma-separated (e.g. aula.lan,192.168.1.20)',
            ),
        ),
      ),
    /** A PostgreSQL server; without it the server runs PGlite in-process with its data under DATA_DIR. */
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    /** How long a signed-in page may take to prerender before the plain page goes instead (ADR 0052). */
    PRERENDER_BUDGET_MS: z.coerce.number().int().min(100).max(30_000).default(1000),
    DATA_DIR: z.string().min(1).default(join(repoRoot, 'data')),
    /** The organisation this portal serves; defaults to the only (or first) organisation in the database. */
    AULA_OID: z.string().optional(),
    /** Seed the demo organisation from this content bundle when the database holds no organisation. */
    SEED_CONTENT: z.string().default(demoContentFolder),
    /**
     * Seed the demo into an empty database; by default only outside production, since the demo accounts'
     * passwords are published in the README.
     */
    SEED_ON_START: z.enum(['true', 'false']).optional(),
    /** An SMTP server for verification and reset mail (smtp://user:pass@host:587); without it mail stays in the outbox. */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /** The sender of the portal's mail. */
    MAIL_FROM: z.string().min(3).default('Aula <no-reply@aula.invalid>'),
    /** A session ends after this many minutes without a call (long enough for an exam on a slow phone). */
    SESSION_IDLE_MINUTES: z.coerce
      .number()
      .int()
      .min(5)
      .max(24 * 60)
      .default(120),
    /** A session ends this many hours after sign-in, however active. */
    SESSION_ABSOLUTE_HOURS: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 30)
      .default(12),
    /**
     * A staff account's session (one holding any staff role) ends after this many minutes without a
     * call: staff act on every learner's records, so an unattended desk signs itself out sooner.
     */
    STAFF_SESSION_IDLE_MINUTES: z.coerce
      .number()
      .int()
      .min(5)
      .max(24 * 60)
      .default(30),
    /** A staff account's session ends this many hours after sign-in (a working day), however active. */
    STAFF_SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).max(24).default(10),
    /** The proxies in front of the server, by count or address, whose X-Forwarded-For is believed. */
    TRUST_PROXY: z
      .string()
      .default('false')
      .transform((value, context): TrustProxy => {
        const parsed = parseTrustProxy(value);
        if ('trust' in parsed) return parsed.trust;
        context.addIssue({ code: 'custom', message: parsed.problem });
        return z.NEVER;
      }),
    /** Files in an S3-compatible bucket instead of under DATA_DIR: set S3_BUCKET and the keys. */
    S3_BUCKET: optionalText,
    S3_ENDPOINT: optionalUrl,
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_PATH_STYLE: z
      .enum(['true', 'false'])
      .default('true')
      .transform((value) => value === 'true'),
    /**
     * Signs the upload and download addresses of locally stored files. Unset, a random key is made
     * once and kept in `<DATA_DIR>/files/.url-signing-secret`, shared by every server using that folder.
     */
    FILE_URL_SECRET: z
      .string()
      .min(32, 'must be at least 32 characters (e.g. openssl rand -base64 32)')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /**
     * Encrypts the exam providers' secrets an admin saves (ADR 0093). Unset, the key comes from
     * FILE_URL_SECRET, else from the local file store's generated key: servers that share no folder set it.
     */
    SETTINGS_SECRET_KEY: z
      .string()
      .min(32, 'must be at least 32 characters (e.g. openssl rand -base64 32)')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /** The proctored-test provider that Start on /testresult opens; all three or none. */
    PROCTOR_URL: optionalUrl,
    PROCTOR_CLIENT_ID: optionalText,
    PROCTOR_SECRET: optionalText,
    /** The exam-scheduling provider of the hand-off on /MyPrograms/programs; all three or none. */
    EXAM_SCHEDULER_URL: optionalUrl,
    EXAM_SCHEDULER_CLIENT_CODE: optionalText,
    EXAM_SCHEDULER_SECRET: optionalText,
  })
  .superRefine((config, context) => {
    // Without it, links in mail could only come from the request's Host header, which anyone can forge.
    if (config.NODE_ENV === 'production' && !config.PUBLIC_URL) {
      context.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message: "is required when NODE_ENV is production (the portal's public address, for links in mail)",
      });
    }
    if (config.NODE_ENV === 'production' && !config.CONTENT_URL) {
      context.addIssue({
        code: 'custom',
        path: ['CONTENT_URL'],
        message:
          'is required when NODE_ENV is production (the content origin, a host name of its own, e.g. https://content.learn.example.edu)',
      });
    }
    if (
      config.CONTENT_URL &&
      config.PUBLIC_URL &&
      new URL(config.CONTENT_URL).hostname === new URL(config.PUBLIC_URL).hostname &&
      config.NODE_ENV === 'production'
    ) {
      context.addIssue({
        code: 'custom',
        path: ['CONTENT_URL'],
        message:
          "must name another host than PUBLIC_URL (the portal's cookie must never reach the content origin)",
      });
    }
    for (const group of providerSettings) requireAllOrNone(config, group, context);
    if (!config.S3_BUCKET) return;
    for (const name of ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (!config[name])
        context.addIssue({ code: 'custom', path: [name], message: 'is required when S3_BUCKET is set' });
    }
  })
  .transform(({ SEED_ON_START, CONTENT_PORT, ...config }) => ({
    ...config,
    CONTENT_PORT: CONTENT_PORT ?? (config.PORT === 0 ? 0 : config.PORT + 1),
    SEED_ON_START: SEED_ON_START === undefined ? config.NODE_ENV !== 'production' : SEED_ON_START === 'true',
  }));

export type Config = z.infer<typeof ConfigSchema>;

export class ConfigError extends Error {}

/** Reads the configuration; a bad variable stops start-up with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  return parsed.data;
}
