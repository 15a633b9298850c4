// The yardstick for bench/load.ts: a bare Fastify 5 hello-world on the same machine, run as
// its own process like the real server. Prints its port on stdout once it listens.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(`PORT ${typeof address === 'object' && address ? address.port : 0}`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
