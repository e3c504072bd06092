// The baseline: a bare node:http server answering the same JSON as GET /api/health, and for any /api/mos query
// a fixed array shaped and sized like six real suggestions.
import { createServer } from 'node:http';

const body = JSON.stringify({ status: 'ok', db: 'pglite', version: '0.1.0' });
const suggestion = {
  code: '68W',
  title: 'Combat Medic',
  branch: 'ARMY',
  kind: 'enlisted',
  description:
    'Gives emergency and routine medical care to soldiers, from battlefield trauma to sick call in a clinic.',
};
const suggestions = JSON.stringify(Array.from({ length: 6 }, () => suggestion));
const port = Number(process.env.PORT ?? 3202);
createServer((request, response) => {
  if (request.url === '/api/health') {
    response.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
    });
    response.end(body);
    return;
  }
  if (request.url?.startsWith('/api/mos?')) {
    response.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(suggestions),
    });
    response.end(suggestions);
    return;
  }
  response.writeHead(404).end();
}).listen(port, '127.0.0.1');
