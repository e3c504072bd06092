// `npm run bench`: prints sizes and speeds; it asserts nothing. Every load targets loopback only.
import { benchApiRatios } from './api-ratios';
import { benchBenefitReminders, benchBenefitsEligibility } from './benefits-eligibility';
import { benchClusterLoad } from './cluster-load';
import { benchCommunityPosts } from './community-posts';
import { measureBundles, printBundleReport, publicPagePaths } from './bundle-size';
import { benchDashboard } from './dashboard';
import { benchInterviewFeedback } from './interview-feedback';
import { benchMentorshipRanking } from './mentorship-ranking';
import { chosenPages, printLighthouse, runLighthouse } from './lighthouse';
import { benchNotifications } from './notifications';
import { benchResumePdf } from './resume-pdf';
import { benchResumePreview } from './resume-preview';
import { benchSignedInPages } from './signed-in-pages';
import { startProductServer } from './servers';
import { benchVault } from './vault';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);

printBundleReport(measureBundles('apps/web/dist'));
benchBenefitsEligibility();
benchInterviewFeedback();
benchMentorshipRanking();
await benchResumePdf();

// Its own servers on PostgreSQL, the VA's 1,889 codes imported, each route next to a bare server doing the same work.
await benchApiRatios(seconds);

const product = await startProductServer(3201);
try {
  await benchVault();
  await benchNotifications();
  await benchBenefitReminders();
  await benchDashboard();
  await benchResumePreview(product.url, process.env.CHROMIUM_PATH ?? '/usr/bin/chromium');
  await benchCommunityPosts(product.url);

  // Every prerendered public page; /crisis-resources is the one a visitor in crisis may open first, signed out.
  const publicPages = chosenPages(publicPagePaths('apps/web/dist'));
  if (publicPages.length > 0) printLighthouse(await runLighthouse(product.url, publicPages));
  // The signed-in pages a veteran may open first (a link in an e-mail), with a signed-in user's session.
  await benchSignedInPages(product.url, 'apps/web/dist');
} finally {
  await product.stop();
}

// Last, on its own PostgreSQL, S3 server, nginx and API instances once the single-process servers have stopped.
await benchClusterLoad(seconds);
