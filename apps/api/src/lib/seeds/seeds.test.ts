import { describe, expect, it } from 'vitest';
import { createSeedRegistry, runSeeds, type SeedKind } from './seeds';

describe('runSeeds', () => {
  function registryOf(seeds: [string, SeedKind][], ran: string[]) {
    const registry = createSeedRegistry();
    for (const [name, kind] of seeds)
      registry.register({
        name,
        kind,
        run: async () => {
          // Yields first: a seed that did not wait for the one before would finish before it.
          await new Promise((resolve) => setImmediate(resolve));
          ran.push(name);
        },
      });
    return registry;
  }

  it('runs every seed in registration order, each after the one before has finished', async () => {
    const ran: string[] = [];
    const registry = registryOf(
      [
        ['zeta.resources', 'reference'],
        ['alpha.samples', 'sample'],
        ['mid.more-resources', 'reference'],
      ],
      ran,
    );
    const answered = await runSeeds(registry, { sampleData: true });
    expect(ran).toEqual(['zeta.resources', 'alpha.samples', 'mid.more-resources']);
    expect(answered).toEqual(ran);
  });

  it('runs only the reference seeds when sample data is off', async () => {
    const ran: string[] = [];
    const registry = registryOf(
      [
        ['zeta.resources', 'reference'],
        ['alpha.samples', 'sample'],
        ['mid.more-resources', 'reference'],
      ],
      ran,
    );
    expect(await runSeeds(registry, { sampleData: false })).toEqual(['zeta.resources', 'mid.more-resources']);
    expect(ran).toEqual(['zeta.resources', 'mid.more-resources']);
  });

  it('stops at a failing seed, so the start fails instead of serving half-seeded', async () => {
    const registry = createSeedRegistry();
    let after = false;
    registry.register({
      name: 'probe.broken',
      kind: 'reference',
      run: () => Promise.reject(new Error('no')),
    });
    registry.register({
      name: 'probe.after',
      kind: 'reference',
      run: async () => {
        after = true;
      },
    });
    await expect(runSeeds(registry, { sampleData: true })).rejects.toThrow('no');
    expect(after).toBe(false);
  });

  it('refuses a second seed under a name already taken, and malformed names', () => {
    const registry = createSeedRegistry();
    const run = async () => undefined;
    registry.register({ name: 'probe.resources', kind: 'reference', run });
    expect(() => registry.register({ name: 'probe.resources', kind: 'sample', run })).toThrow(
      'Seed "probe.resources" is already registered.',
    );
    expect(() => registry.register({ name: 'resources', kind: 'sample', run })).toThrow(
      'must look like <feature>.<name>',
    );
  });
});
