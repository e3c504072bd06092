// `npm run bench`: prints sizes and speeds; it asserts nothing. Every load targets loopback only.
import { measureLoad, printLoadComparison } from './api-load';
import { benchBenefitReminders, benchBenefitsEligibility } from './benefits-eligibility';
import { benchCommunityPosts } from './community-posts';
import { measureBundles, printBundleReport, publicPagePaths } from './bundle-size';
import { benchDashboard } from './dashboard';
import { benchInterviewFeedback } from './interview-feedback';
import { benchMentorshipRanking } from './mentorship-ranking';
import { printLighthouse, runLighthouse } from './lighthouse';
import { benchMosSuggestions, prepareImportedDataDir } from './mos-suggestions';
import { benchNotifications } from './notifications';
import { benchResumePdf } from './resume-pdf';
import { benchResumePreview } from './resume-preview';
import { startBareServer, startProductServer } from './servers';
import { benchVault } from './vault';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);

printBundleReport(measureBundles('apps/web/dist'));
benchBenefitsEligibility();
benchInterviewFeedback();
benchMentorshipRanking();
await benchResumePdf();

const product = await startProductServer(3201);
const bare = await startBareServer(3202);
try {
  const fastify = await measureLoad('waypoint /api/health', `${product.url}/api/health`, seconds);
  const baseline = await measureLoad('bare node:http', `${bare.url}/api/health`, seconds);
  printLoadComparison(`GET /api/health, ${seconds} s, 10 connections`, fastify, baseline);

  // Its own server: the suggestions are measured with the VA's 1,889 codes imported, not the default catalogue.
  const catalogue = prepareImportedDataDir();
  const withCatalogue = await startProductServer(3203, { DATA_DIR: catalogue.dataDir });
  try {
    await benchMosSuggestions(withCatalogue.url, bare.url, seconds);
  } finally {
    await withCatalogue.stop();
    catalogue.remove();
  }

  await benchVault();
  await benchNotifications();
  await benchBenefitReminders();
  await benchDashboard();
  await benchResumePreview(product.url, process.env.CHROMIUM_PATH ?? '/usr/bin/chromium');
  await benchCommunityPosts(product.url);

  // Every prerendered public page; /crisis-resources is the one a visitor in crisis may open first, signed out.
  printLighthouse(await runLighthouse(product.url, publicPagePaths('apps/web/dist')));
} finally {
  await Promise.all([product.stop(), bare.stop()]);
}
