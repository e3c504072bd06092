// The baseline: a bare node:http server doing the same work as the API's measured routes, on the same PostgreSQL
// database (DATABASE_URL) with the same pool (the API's own `createDatabase`), so a ratio measures what the API
// adds per request (routing, hooks, validation, serialisation, logging) and nothing else:
// - GET /api/health: the same `select 1` round trip, the same JSON;
// - GET /api/mos/<code>: the same translation, through the careers service and repository (the same queries);
// - GET /api/mos?query=: the same `MosSuggestionIndex`, built from the same rows, answering the same JSON.
import { createServer, type ServerResponse } from 'node:http';
import { BRANCHES, MOS_SEARCH_LIMITS, type Branch } from '@waypoint/shared';
import { loadConfig } from '../apps/api/src/config';
import { createDatabase } from '../apps/api/src/db/database';
import { createCareersRepository } from '../apps/api/src/features/careers/careers.repository';
import { createCareersService } from '../apps/api/src/features/careers/careers.service';
import { MosIndexHolder } from '../apps/api/src/features/careers/mos-index.service';

const config = loadConfig(process.env);
if (!config.databaseUrl) throw new Error('the bare server compares on PostgreSQL: set DATABASE_URL');
const database = await createDatabase(config);
const repository = createCareersRepository(database.db);
const index = new MosIndexHolder(repository);
await index.refresh();
const careers = createCareersService({ repository, index });

function sendJson(response: ServerResponse, status: number, value: unknown): void {
  const body = JSON.stringify(value);
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  response.end(body);
}

function branchOf(value: string | null): Branch | undefined {
  return BRANCHES.find((branch) => branch === value);
}

createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://bare');
  const answer = async () => {
    if (url.pathname === '/api/health') {
      await database.ping();
      return sendJson(response, 200, { status: 'ok', db: database.driver, version: config.version });
    }
    if (url.pathname === '/api/mos') {
      const limit = Number(url.searchParams.get('limit') ?? MOS_SEARCH_LIMITS.defaultLimit);
      const query = url.searchParams.get('query') ?? '';
      return sendJson(
        response,
        200,
        careers.suggest({ query, branch: branchOf(url.searchParams.get('branch')), limit }),
      );
    }
    if (url.pathname.startsWith('/api/mos/')) {
      const code = decodeURIComponent(url.pathname.slice('/api/mos/'.length));
      const translation = await careers.translate({
        code,
        branch: branchOf(url.searchParams.get('branch')) ?? 'ARMY',
      });
      return sendJson(response, 200, translation);
    }
    response.writeHead(404).end();
  };
  answer().catch((error: unknown) => sendJson(response, 500, { message: String(error) }));
}).listen(Number(process.env.PORT ?? 3202), '127.0.0.1');
