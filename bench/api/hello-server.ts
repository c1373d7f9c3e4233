// The floor the API is measured against: a bare Fastify server answering the same requests with a
// small JSON body, no plugins, no logging, no database.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/healthz', async () => ({ status: 'ok' }));
// Every call the bench makes, whatever its name: one parametric route, as Aula's router has one per operation.
app.post('/api/:operation', async () => ({ hello: 'world' }));

process.on('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});

await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 3100) });
