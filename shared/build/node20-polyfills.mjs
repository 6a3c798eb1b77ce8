/**
 * Vitest 5's reporters call Map.groupBy (Node 21+). On Node 20 a failing test would crash the
 * reporter and hide which test failed; this fills the gap in the process that loads it.
 */
if (typeof Map.groupBy !== 'function') {
  Object.defineProperty(Map, 'groupBy', {
    configurable: true,
    writable: true,
    value(items, keyOf) {
      const groups = new Map();
      let index = 0;
      for (const item of items) {
        const key = keyOf(item, index++);
        const group = groups.get(key);
        if (group) group.push(item);
        else groups.set(key, [item]);
      }
      return groups;
    },
  });
}
if (typeof Object.groupBy !== 'function') {
  Object.defineProperty(Object, 'groupBy', {
    configurable: true,
    writable: true,
    value(items, keyOf) {
      const groups = Object.create(null);
      let index = 0;
      for (const item of items) {
        const key = keyOf(item, index++);
        (groups[key] ??= []).push(item);
      }
      return groups;
    },
  });
}
