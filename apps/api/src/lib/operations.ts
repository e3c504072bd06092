/**
 * A service built from one file per operation: each operation takes the feature's dependencies first, and the
 * service hands them over once, so `bindOperations(deps)(createPost)` is called as `(actor, ...)`.
 */
export function bindOperations<Deps>(deps: Deps) {
  return <Args extends unknown[], Result>(operation: (deps: Deps, ...args: Args) => Result) =>
    (...args: Args): Result =>
      operation(deps, ...args);
}
