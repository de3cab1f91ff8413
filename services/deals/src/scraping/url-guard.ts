import { lookup as dnsLookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';
import { ScrapeError, type TargetUrlCheck } from './scraper.types.js';

/** One address a host name resolves to (dns.lookup's shape). */
export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a host name to every address (a stub in tests: DNS is not our infrastructure). */
export type HostLookup = (hostname: string) => Promise<ResolvedAddress[]>;

export interface UrlGuardOptions {
  /** SCRAPER_ALLOW_PRIVATE: admit private and loopback addresses, never link-local or the other ranges. */
  allowPrivate: boolean;
  lookup?: HostLookup;
}

/** A URL that may be fetched, with the address it was checked against (connect to that one: no rebinding). */
export interface CheckedUrl {
  url: URL;
  address: ResolvedAddress;
}

const systemLookup: HostLookup = async (hostname) => {
  const answers = await dnsLookup(hostname, { all: true, verbatim: true });
  return answers.map((answer) => ({ address: answer.address, family: answer.family === 6 ? 6 : 4 }));
};

/** ipaddr.js range names, as an admin reads them. Anything not listed is "a reserved address". */
const RANGE_WORDS: Record<string, string> = {
  private: 'a private address',
  uniqueLocal: 'a private address',
  loopback: 'a loopback address',
  linkLocal: 'a link-local address',
  carrierGradeNat: 'a shared (CGNAT) address',
  unspecified: 'an unspecified address',
  broadcast: 'a broadcast address',
  multicast: 'a multicast address',
  ipv4Mapped: 'an IPv4-mapped address',
};

/** Admitted only when allowPrivate is set (DECISIONS 22). */
const PRIVATE_RANGES = new Set(['private', 'uniqueLocal', 'loopback']);
/** IPv6 global unicast (2000::/3): anything outside it that ipaddr.js calls unicast is still refused. */
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

/**
 * Why an address may not be fetched, or null. IPv4-mapped IPv6 (::ffff:a.b.c.d) is judged as its IPv4 address.
 */
export function refuseAddress(address: string, allowPrivate: boolean): string | null {
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.process(address);
  } catch {
    return `URL resolves to an address that cannot be read (${address})`;
  }
  const range = parsed.range();
  const shown = parsed.toString();
  if (allowPrivate && PRIVATE_RANGES.has(range)) return null;
  if (range === 'unicast') {
    if (parsed.kind() === 'ipv4' || (parsed as ipaddr.IPv6).match(GLOBAL_UNICAST_V6)) return null;
  }
  return `URL resolves to ${RANGE_WORDS[range] ?? 'a reserved address'} (${shown})`;
}

/** The URL parser already reads 2852039166, 0251.0376.0251.0376 and 0xa9fea9fe as dotted IPv4. */
function literalAddress(hostname: string): string | null {
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  return ipaddr.isValid(bare) ? bare : null;
}

function parseTargetUrl(raw: string): URL | string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'URL is not valid';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'URL must start with http:// or https://';
  if (url.username || url.password) return 'URL must not contain a user name or password';
  if (!url.hostname) return 'URL has no host';
  return url;
}

/**
 * DECISIONS 22, the fetch-time guard: parses the URL, resolves its host and refuses when ANY address is in a
 * refused range. Throws ScrapeError('blocked_url') with a message for admins; returns the address to connect to.
 */
export async function guardUrl(raw: string, options: UrlGuardOptions): Promise<CheckedUrl> {
  const url = parseTargetUrl(raw);
  if (typeof url === 'string') throw new ScrapeError('blocked_url', url);
  const literal = literalAddress(url.hostname);
  let addresses: ResolvedAddress[];
  if (literal) {
    addresses = [{ address: literal, family: ipaddr.parse(literal).kind() === 'ipv6' ? 6 : 4 }];
  } else {
    try {
      addresses = await (options.lookup ?? systemLookup)(url.hostname);
    } catch {
      throw new ScrapeError('blocked_url', `Host name could not be resolved (${url.hostname})`);
    }
    if (addresses.length === 0) {
      throw new ScrapeError('blocked_url', `Host name could not be resolved (${url.hostname})`);
    }
  }
  for (const { address } of addresses) {
    const reason = refuseAddress(address, options.allowPrivate);
    if (reason) throw new ScrapeError('blocked_url', reason);
  }
  return { url, address: addresses[0] };
}

/** DECISIONS 22, at save time: null when the URL may be fetched, else the reason (the field error). */
export async function checkTargetUrl(url: string, options: UrlGuardOptions): Promise<string | null> {
  try {
    await guardUrl(url, options);
    return null;
  } catch (error) {
    if (error instanceof ScrapeError) return error.message;
    throw error;
  }
}

/** The save-time check bound to the service's configuration (SCRAPER_ALLOW_PRIVATE). */
export function createTargetUrlCheck(options: UrlGuardOptions): TargetUrlCheck {
  return (url) => checkTargetUrl(url, options);
}
