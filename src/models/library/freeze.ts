/** Values already frozen all the way down: asked again, they are not walked again. */
const deeplyFrozen = /* @__PURE__ */ new WeakSet<object>();

/**
 * Freezes a value and everything reachable from it, in place. An object someone froze only
 * at its top is still walked: its members may not be. A value asked again is not walked again.
 */
export function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || deeplyFrozen.has(value)) return value;
  deeplyFrozen.add(value);
  Object.freeze(value);
  for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  return value;
}

/**
 * `deepFreeze` for the many small values fields hand out when an object is made: the same walk
 * without remembering each value (which costs more than walking again, for values read once).
 * Past a depth no answer reaches, it goes on as `deepFreeze`, which ends a cycle.
 */
export function freezeAll<T>(value: T, depth = 0): T {
  if (value === null || typeof value !== 'object') return value;
  if (depth > 64) return deepFreeze(value);
  Object.freeze(value);
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) freezeAll(value[i] as unknown, depth + 1);
  } else {
    for (const key in value) if (Object.hasOwn(value, key)) freezeAll((value as Record<string, unknown>)[key], depth + 1);
  }
  return value;
}
