/** `<feature>.<name>` in lower case, e.g. `auth.sweep-expired-sessions`, `profiles.updated`. */
const NAME = /^[a-z][a-z0-9-]*(\.[a-z][a-z0-9_-]*)+$/;

/**
 * Named definitions features add while the app is built (their routes plugin runs), read by the engine that
 * serves them. Plain data, the same on every instance because every instance runs the same registrations:
 * nothing here is state that instances would need to share.
 */
export interface Registry<Definition extends { name: string }> {
  /** Throws when the name is malformed or already registered: two features cannot claim one name. */
  register(definition: Definition): void;
  get(name: string): Definition | undefined;
  list(): readonly Definition[];
}

export function createRegistry<Definition extends { name: string }>(kind: string): Registry<Definition> {
  const entries = new Map<string, Definition>();
  return {
    register(definition) {
      if (!NAME.test(definition.name)) {
        throw new Error(`${kind} name "${definition.name}" must look like <feature>.<name> in lower case.`);
      }
      if (entries.has(definition.name)) {
        throw new Error(`${kind} "${definition.name}" is already registered.`);
      }
      entries.set(definition.name, definition);
    },
    get: (name) => entries.get(name),
    list: () => [...entries.values()],
  };
}
