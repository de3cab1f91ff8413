export interface ConsentChoice {
  /** The seeded account to sign in as (default: the first offered). */
  account?: string;
  decision?: 'allow' | 'deny';
}

const attribute = (tag: string, name: string) =>
  new RegExp(`${name}="([^"]*)"`)
    .exec(tag)?.[1]
    ?.replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * What a person does in the browser, over HTTP: opens the authorization URL, reads the consent page, posts the
 * choice back, and returns where the provider redirects (the client's callback with `code` or `error`, and
 * `state`). A request the provider refuses outright (unknown client, unregistered redirect URI) throws with its
 * status and page.
 */
export async function answerConsent(authUrl: string, choice: ConsentChoice = {}): Promise<string> {
  const pageResponse = await fetch(authUrl, { redirect: 'manual' });
  if (pageResponse.status === 302) return pageResponse.headers.get('location') ?? '';
  const html = await pageResponse.text();
  if (pageResponse.status !== 200)
    throw new Error(`consent page refused (${pageResponse.status}): ${html.replace(/<[^>]+>/g, ' ')}`);
  const form = /<form[^>]*>/.exec(html)?.[0] ?? '';
  const action = new URL(attribute(form, 'action') ?? '', authUrl);
  const fields = new URLSearchParams();
  for (const input of html.match(/<input type="hidden"[^>]*>/g) ?? [])
    fields.set(attribute(input, 'name') ?? '', attribute(input, 'value') ?? '');
  const first = /<input type="radio" name="account" value="([^"]*)"/.exec(html)?.[1];
  fields.set('account', choice.account ?? attribute(`value="${first ?? ''}"`, 'value') ?? '');
  fields.set('decision', choice.decision ?? 'allow');
  const posted = await fetch(action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: fields.toString(),
    redirect: 'manual',
  });
  const location = posted.headers.get('location');
  if (posted.status !== 302 || !location)
    throw new Error(`consent refused (${posted.status}): ${(await posted.text()).replace(/<[^>]+>/g, ' ')}`);
  return location;
}
