import { escapeHtml } from './loopback-server.js';

export interface ConsentPageInput {
  /** The page's title and heading: "Ravelry (local test data)". */
  title: string;
  /** Where the form posts (the authorize path itself). */
  action: string;
  clientId: string;
  /** What each requested scope allows, one line each. */
  scopes: string[];
  /** The seeded accounts, each offered as "Sign in as <label>". */
  accounts: { value: string; label: string }[];
  /** The authorization request's own parameters, posted back with the choice. */
  hidden: Record<string, string>;
  accent: string;
}

const page = (title: string, accent: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;max-width:30rem;margin:3rem auto;padding:0 1rem;color:#222}
h1{font-size:1.4rem;color:${accent}} .note{background:#fff6d6;border:1px solid #e8d48a;padding:.5rem .75rem;border-radius:6px}
fieldset{border:1px solid #ccc;border-radius:6px;margin:1rem 0} label{display:block;padding:.3rem 0}
button{font-size:1rem;padding:.5rem 1.25rem;margin-right:.5rem;border-radius:6px;border:1px solid ${accent}}
button[value=allow]{background:${accent};color:#fff}
</style></head><body>${body}</body></html>`;

/** The fake provider's consent page: pick a seeded account, then Allow or Deny. */
export function consentPage(input: ConsentPageInput): string {
  const hidden = Object.entries(input.hidden)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');
  const accounts = input.accounts
    .map(
      (account, index) =>
        `<label><input type="radio" name="account" value="${escapeHtml(account.value)}"${index === 0 ? ' checked' : ''}> Sign in as ${escapeHtml(account.label)}</label>`,
    )
    .join('\n');
  const scopes = input.scopes.map((scope) => `<li>${escapeHtml(scope)}</li>`).join('');
  return page(
    input.title,
    input.accent,
    `<h1>${escapeHtml(input.title)}</h1>
<p class="note">A stand-in for the real provider, running on this machine with made-up accounts. Nothing here is real.</p>
<p>The application <strong>${escapeHtml(input.clientId)}</strong> asks to:</p><ul>${scopes}</ul>
<form method="post" action="${escapeHtml(input.action)}">
${hidden}
<fieldset><legend>Choose an account</legend>
${accounts}
</fieldset>
<button type="submit" name="decision" value="allow">Allow</button>
<button type="submit" name="decision" value="deny">Deny</button>
</form>`,
  );
}

/** What the provider shows instead of redirecting when the request itself is wrong (unknown client, bad URI). */
export function errorPage(title: string, accent: string, heading: string, detail: string): string {
  return page(
    title,
    accent,
    `<h1>${escapeHtml(title)}</h1><h2>${escapeHtml(heading)}</h2><p>${escapeHtml(detail)}</p>`,
  );
}
