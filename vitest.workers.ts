import { availableParallelism } from 'node:os';

/**
 * Test files run at once, in every project (Vitest reads it per project, and projects of one run must
 * agree): one more than the machine has cores, where Vitest's own default is one fewer. The server
 * suites spend much of their time waiting on PostgreSQL, and with one file at a time a two-core machine
 * sat 42 % idle: the whole run took 21.3 min so, 15.3 min with three (ADR 0065).
 */
export const maxWorkers = availableParallelism() + 1;
