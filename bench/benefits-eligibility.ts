// The benefits rules in memory: one veteran's evaluation (every rule, p50/p99 over many runs) and a batch of
// 10,000 veterans with spread separation dates, the size the reminder job will walk. Prints numbers only.
import { performance } from 'node:perf_hooks';
import { addDays, evaluateBenefits, toIsoDay, type BenefitFacts } from '@waypoint/shared';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

export function benchBenefitsEligibility(runs = 20_000, batch = 10_000): void {
  const today = toIsoDay(new Date());
  const veteran = (i: number): BenefitFacts => ({
    dischargeStatus: i % 7 === 0 ? 'GENERAL' : 'HONORABLE',
    serviceStartDate: addDays(today, -3000 - (i % 500)),
    separationDate: addDays(today, (i % 1500) - 700),
  });

  for (let i = 0; i < 2_000; i += 1) evaluateBenefits(veteran(i), today); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    evaluateBenefits(veteran(i), today);
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);

  const veterans = Array.from({ length: batch }, (_, i) => veteran(i));
  const start = performance.now();
  let windows = 0;
  for (const facts of veterans) windows += evaluateBenefits(facts, today).length;
  const batchMs = performance.now() - start;

  console.log('\n== Benefits eligibility (all rules, in memory) ==');
  console.table([
    {
      case: 'one veteran',
      p50Ms: percentile(samples, 0.5).toFixed(4),
      p99Ms: percentile(samples, 0.99).toFixed(4),
    },
    { case: `${batch} veterans, one batch`, totalMs: batchMs.toFixed(1), windows },
  ]);
}
