/**
 * Bounds on the shape of a request's JSON, checked before any work that grows with it: a body nested thousands of
 * levels deep, or a GraphQL list variable of a hundred thousand items, would otherwise hold the event loop while
 * each level or item is coerced and refused one by one.
 */
export const inputShapeLimits = {
  /** Levels of nesting in a body: the deepest input the API takes (a filter inside a variable) has five. */
  maxDepth: 32,
  /** Items of one list in GraphQL variables: reference lists hold fewer than a thousand entries. */
  maxListItems: 10_000,
} as const;

export const inputShapeMessages = {
  tooDeep: `The request nests its JSON more than ${inputShapeLimits.maxDepth} levels deep.`,
  tooLong: (path: string, items: number) =>
    `${path || 'A list'} holds ${items} items; a list in the variables holds at most ${inputShapeLimits.maxListItems}.`,
} as const;

/**
 * Why `value` is refused for its shape, if it is: nested deeper than `maxDepth`, or (with `maxListItems`) holding a
 * longer list, named by its path. Walked with a stack of its own, and each list refused by its length before its
 * items are looked at.
 */
export function inputShapeProblem(
  value: unknown,
  { maxDepth = inputShapeLimits.maxDepth, maxListItems = Infinity }: { maxDepth?: number; maxListItems?: number } = {},
): string | undefined {
  const pending: { value: unknown; depth: number; path: string }[] = [{ value, depth: 0, path: '' }];
  while (pending.length) {
    const { value: item, depth, path } = pending.pop()!;
    if (item === null || typeof item !== 'object') continue;
    if (depth >= maxDepth) return inputShapeMessages.tooDeep;
    const within = (key: string | number) => (path ? `${path}.${key}` : String(key));
    if (Array.isArray(item)) {
      if (item.length > maxListItems) return inputShapeMessages.tooLong(path, item.length);
      item.forEach((child, index) => pending.push({ value: child, depth: depth + 1, path: within(index) }));
    } else {
      for (const [key, child] of Object.entries(item))
        pending.push({ value: child, depth: depth + 1, path: within(key) });
    }
  }
  return undefined;
}
