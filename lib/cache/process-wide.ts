/*
 * No `server-only` and no `@/` imports: Node loads the cache handler, and this file, directly.
 */

/**
 * One value per process, however many copies of this module run: Next loads the cache handler
 * itself, while routes and instrumentation get bundled copies of the same files.
 */
export function processWide<T>(name: string, create: () => T): T {
  const slots = globalThis as unknown as Record<symbol, T>;
  const key = Symbol.for(`site.${name}`);
  if (!(key in slots)) slots[key] = create();
  return slots[key]!;
}
