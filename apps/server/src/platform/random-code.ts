import { randomInt } from 'node:crypto';

/**
 * A code of `groups` groups of `length` characters of `alphabet`, joined by hyphens (`k3f9-x2mq-8d0a`),
 * from the system's cryptographic random source, every character equally likely: for one-time codes
 * and temporary passwords that someone reads and types.
 */
export function randomCode(alphabet: string, groups: number, length: number): string {
  const parts: string[] = [];
  for (let group = 0; group < groups; group++) {
    let part = '';
    for (let index = 0; index < length; index++) part += alphabet[randomInt(alphabet.length)];
    parts.push(part);
  }
  return parts.join('-');
}
