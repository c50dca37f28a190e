/** Values already frozen all the way down: asked again, they are not walked again. */
const deeplyFrozen = new WeakSet<object>();

/**
 * Freezes a value and everything reachable from it, in place. An object someone froze only
 * at its top is still walked: its members may not be.
 */
export function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || deeplyFrozen.has(value)) return value;
  deeplyFrozen.add(value);
  Object.freeze(value);
  for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  return value;
}
