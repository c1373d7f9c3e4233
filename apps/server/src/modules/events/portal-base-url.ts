import type { FastifyRequest } from 'fastify';
import type { Config } from '../../platform/config.ts';

/** Where the portal is reached from outside: PUBLIC_URL when set, else the address this request came to. */
export function portalBaseUrl(config: Pick<Config, 'PUBLIC_URL'>, request: FastifyRequest): string {
  const base = config.PUBLIC_URL ?? `${request.protocol}://${request.host}`;
  return base.replace(/\/+$/, '');
}
