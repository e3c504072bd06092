import { printLighthouse, runLighthouse } from './lighthouse';
import { publicPagePaths } from './bundle-size';
printLighthouse(
  await runLighthouse(
    'http://127.0.0.1:3600',
    process.argv.slice(2).length ? process.argv.slice(2) : publicPagePaths('apps/web/dist'),
  ),
);
