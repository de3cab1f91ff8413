import { load, type CheerioAPI } from 'cheerio';

/** Elements that run script, load other documents or change where the page's URLs point. */
const REMOVED_ELEMENTS = [
  'script',
  'noscript',
  'template',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'portal',
  'base',
  'meta[http-equiv]',
  'link[rel~="import" i]',
  'link[rel~="modulepreload" i]',
  'link[rel~="preload" i][as="script" i]',
].join(',');

/** Attributes that hold a URL (a `javascript:` one runs script when followed or submitted). */
const URL_ATTRIBUTES = [
  'href',
  'src',
  'action',
  'formaction',
  'xlink:href',
  'data',
  'poster',
  'background',
  'ping',
];
/** Relative URLs of these are made absolute against the page's own address (the archive is served elsewhere). */
const RESOLVED_ATTRIBUTES = ['href', 'src', 'poster'];

function isScriptUrl(value: string): boolean {
  // Browsers ignore ASCII whitespace and control characters inside the scheme: "java\tscript:" runs too.
  const scheme = [...value]
    .filter((c) => c.charCodeAt(0) > 0x20 && c.charCodeAt(0) !== 0x7f)
    .join('')
    .toLowerCase();
  return /^(javascript|vbscript|livescript):/.test(scheme) || scheme.startsWith('data:text/html');
}

function absolute(value: string, baseUrl: string): string {
  try {
    return new URL(value, baseUrl).href;
  } catch {
    return value;
  }
}

function cleanAttributes($: CheerioAPI, baseUrl: string): void {
  $('*').each((_, element) => {
    if (!('attribs' in element)) return;
    for (const [name, value] of Object.entries(element.attribs)) {
      const lower = name.toLowerCase();
      if (lower.startsWith('on') || lower === 'srcdoc') {
        delete element.attribs[name];
      } else if (URL_ATTRIBUTES.includes(lower) && isScriptUrl(value)) {
        delete element.attribs[name];
      } else if (RESOLVED_ATTRIBUTES.includes(lower) && value.trim() && !value.trim().startsWith('#')) {
        element.attribs[name] = absolute(value.trim(), baseUrl);
      }
    }
  });
}

/**
 * An archived page without any way to run script (DECISIONS 22, issue 11): script, noscript, frames, objects,
 * embeds, <base> and <meta http-equiv> go, every on* handler and javascript: URL goes, relative links are made
 * absolute against `baseUrl`. The archive view adds `Content-Security-Policy: sandbox` as well.
 */
export function sanitizeArchiveHtml(html: string, baseUrl: string): string {
  const $ = load(html);
  $(REMOVED_ELEMENTS).remove();
  cleanAttributes($, baseUrl);
  return $.html();
}

/** The text a visitor sees (for full-text search): no script, style or template text, whitespace collapsed. */
export function pageText(html: string): string {
  const $ = load(html);
  $('script, style, noscript, template, head').remove();
  return $('body').text().replace(/\s+/g, ' ').trim();
}
