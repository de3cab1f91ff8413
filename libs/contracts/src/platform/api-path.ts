/** One value for each `:name` parameter of a route, in order. */
type RouteValues<Route extends string> = Route extends `${string}:${string}/${infer Rest}`
  ? [string | number, ...RouteValues<Rest>]
  : Route extends `${string}:${string}`
    ? [string | number]
    : [];

/**
 * An API path with parameters, written once (issue 19): `route` is the pattern the service's controller is
 * mounted on (`/yarn/:id`), and calling it with the parameters' values gives the path a client asks for
 * (`/yarn/0b7e...`).
 */
export type ApiPath<Route extends string> = ((...values: RouteValues<Route>) => string) & {
  readonly route: Route;
};

/**
 * `encode`: each value is URI-encoded (a brand name may hold a space or a slash); ids are put in as they are.
 */
export function apiPath<Route extends string>(
  route: Route,
  { encode = false }: { encode?: boolean } = {},
): ApiPath<Route> {
  const parts = route.split(/(:[A-Za-z]\w*)/);
  const path = (...values: Array<string | number>) => {
    let next = 0;
    return parts
      .map((part) => {
        if (!part.startsWith(':')) return part;
        const value = String(values[next++]);
        return encode ? encodeURIComponent(value) : value;
      })
      .join('');
  };
  return Object.assign(path, { route });
}
