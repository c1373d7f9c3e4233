import { randomBytes } from 'node:crypto';
import postgres from 'postgres';

export interface BenchDatabase {
  url: string;
  serverVersion: string;
  drop(): Promise<void>;
}

/**
 * A new, empty database on the PostgreSQL server of `adminUrl`, for one benchmark run; null when that
 * server does not answer (the PostgreSQL part of the benchmark is then skipped).
 */
export async function createBenchDatabase(adminUrl: string): Promise<BenchDatabase | null> {
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {}, connect_timeout: 5 });
  let serverVersion: string;
  try {
    const [row] = await admin<{ server_version: string }[]>`show server_version`;
    serverVersion = row?.server_version ?? 'unknown';
  } catch {
    await admin.end({ timeout: 1 }).catch(() => {});
    return null;
  }
  const name = `aula_bench_${randomBytes(6).toString('hex')}`;
  await admin.unsafe(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    serverVersion,
    async drop() {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}
