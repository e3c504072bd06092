// The baseline: a bare node:http server answering the same JSON as GET /api/health.
import { createServer } from 'node:http';

const body = JSON.stringify({ status: 'ok', db: 'pglite', version: '0.1.0' });
const port = Number(process.env.PORT ?? 3202);
createServer((request, response) => {
  if (request.url === '/api/health') {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
    response.end(body);
    return;
  }
  response.writeHead(404).end();
}).listen(port, '127.0.0.1');
