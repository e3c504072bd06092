import { fuzzShard } from './test/fuzz/fuzz-suite';

// One quarter of the API's operations under invalid and boundary input (the suite: test/fuzz/fuzz-suite.ts).
await fuzzShard(3, 4);
