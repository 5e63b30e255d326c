// The yardstick of the API benchmark: Fastify answering a constant envelope, nothing else.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const answer = { statusCode: 200, data: null, message: 'OK', success: true };
app.get('/bare', async () => answer);
await app.listen({ host: '127.0.0.1', port: Number(process.argv[2]) });
