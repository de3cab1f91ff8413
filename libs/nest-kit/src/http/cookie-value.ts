/**
 * The value of one cookie in a request's Cookie header (undefined when it is not there). The services read the
 * one or two cookies they set themselves (the queue board's session, a connection request's browser binding), so
 * no cookie-parsing middleware runs on every request.
 */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}
