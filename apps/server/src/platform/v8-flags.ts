import { setFlagsFromString } from 'node:v8';

// V8 allocates objects straight into the old generation at allocation sites whose objects survived
// young collections before. After the demo's import (and under exam load) that came to include the
// sites of every request: each exam poll's request and answer went to the old generation, and its
// collections stalled the server for 100 to 350 ms every half minute. Imported first by start-server.ts,
// before any other module runs (ADR 0058).
setFlagsFromString('--no-allocation-site-pretenuring');
