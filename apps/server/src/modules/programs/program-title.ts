import { type SQL, sql } from 'drizzle-orm';
import { programs } from '../../db/schema/programs.ts';

/** A program's plain-text title (ptitle of its details), or its name where the details have none. */
export function programTitle(): SQL<string> {
  return sql<string>`coalesce(${programs.details}->>'ptitle', ${programs.pname})`;
}
