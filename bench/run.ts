// `npm run bench`: prints sizes and speeds; it asserts nothing. Every load targets loopback only.
import { measureLoad, printLoadComparison } from './api-load';
import { measureBundles, printBundleReport } from './bundle-size';
import { runLighthouse } from './lighthouse';
import { startBareServer, startProductServer } from './servers';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);

printBundleReport(measureBundles('apps/web/dist'));

const product = await startProductServer(3201);
const bare = await startBareServer(3202);
try {
  const fastify = await measureLoad('waypoint /api/health', `${product.url}/api/health`, seconds);
  const baseline = await measureLoad('bare node:http', `${bare.url}/api/health`, seconds);
  printLoadComparison(`GET /api/health, ${seconds} s, 10 connections`, fastify, baseline);

  console.log('\n== Lighthouse (mobile defaults, Debian Chromium) ==');
  console.table(await runLighthouse(product.url, ['/', '/signin', '/register']));
} finally {
  await Promise.all([product.stop(), bare.stop()]);
}
