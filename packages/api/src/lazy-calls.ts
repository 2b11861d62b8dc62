import { loadOnce } from '@lobby/domain';
/** Any call of the client: parameters in, a promise out. */
// biome-ignore lint/suspicious/noExplicitAny: a call's own signature is restored by the mapped type below.
type AnyCall = (...args: any[]) => Promise<unknown>;

/**
 * Calls whose module (schemas and all) is fetched on the first use of any of them, so an app's
 * first screen does not download the validation of calls it has not made yet.
 */
export function lazyCalls<C extends { readonly [K in keyof C]: AnyCall }>(names: readonly (keyof C & string)[], load: () => Promise<C>): C {
  const loaded = loadOnce(load);
  const calls: Record<string, AnyCall> = {};
  for (const name of names) {
    calls[name] = async (...args: unknown[]) => ((await loaded())[name as keyof C] as AnyCall)(...args);
  }
  return calls as C;
}

/**
 * A client whose module is fetched on the first call of any of its methods, without a list of
 * them: the page that builds it carries no names (each method is made when first read).
 */
export function lazyClient<C extends object>(load: () => Promise<C>): C {
  const loaded = loadOnce(load);
  const calls = new Map<string, AnyCall>();
  return new Proxy({} as C, {
    get: (_target, name) => {
      // Not a thenable: a promise resolved with the client must not take it for one.
      if (typeof name !== 'string' || name === 'then') return undefined;
      let method = calls.get(name);
      if (!method) {
        method = async (...args: unknown[]) => ((await loaded())[name as keyof C] as AnyCall)(...args);
        calls.set(name, method);
      }
      return method;
    },
  });
}
