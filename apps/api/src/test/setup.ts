import { beforeEach } from 'vitest';
import { resetDatabase } from './helper';

// Every test starts from empty tables, whatever order the worker runs the files in.
beforeEach(resetDatabase);
