/** Every chunk name in a route's value of the route data (`@generated/routesChunkNames`): its nested string values. */
export const chunkNamesIn = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : value && typeof value === 'object'
      ? Object.values(value).flatMap(chunkNamesIn)
      : [];
