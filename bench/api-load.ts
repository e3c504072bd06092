import autocannon from 'autocannon';

export type LoadResult = {
  label: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
};

/** A bounded load run against a loopback address only; it stops by itself after `seconds`. */
export async function measureLoad(
  label: string,
  url: string,
  seconds = 10,
  connections = 10,
): Promise<LoadResult> {
  await autocannon({ url, connections, duration: 2 }); // warm-up: JIT, connection pools, caches
  const result = await autocannon({ url, connections, duration: seconds });
  return {
    label,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

export function printLoadComparison(title: string, product: LoadResult, baseline: LoadResult): void {
  console.log(`\n== ${title} ==`);
  console.table([product, baseline]);
  const ratio = product.requestsPerSecond / baseline.requestsPerSecond;
  console.log(`Throughput ratio ${product.label} / ${baseline.label}: ${ratio.toFixed(2)}`);
}
