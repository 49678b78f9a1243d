import { escapeHtml } from './http-kit.ts';

export interface PageContent {
  title: string;
  lead: string;
  details?: string[];
  action: string;
  session: string;
  confirm: string;
}

const STYLE =
  'body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#1a1a1a}' +
  'button{font:inherit;padding:.6rem 1.2rem;margin:.5rem .5rem 0 0;border-radius:4px;border:1px solid #1a4d8f;cursor:pointer}' +
  'button[value=success]{background:#1a4d8f;color:#fff}button:focus{outline:3px solid #f5a623;outline-offset:2px}' +
  '.banner{background:#fff4d6;padding:.5rem;border-radius:4px;font-size:.9rem}';

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} - Sandbox</title><style>${STYLE}</style></head>
<body><main>
<p class="banner" role="note">Sandbox page: no real bank, KYC or e-sign provider is involved.</p>
${body}
</main></body>
</html>`;
}

/**
 * An external page: a heading, what it does, and one form whose two submit buttons carry the choice. No script,
 * so it works under any CSP and by keyboard; the form posts back here and the server redirects to the app.
 */
export function choicePage(content: PageContent): string {
  const details = content.details?.length
    ? `<ul>${content.details.map((d) => `<li>${escapeHtml(d)}</li>`).join('')}</ul>`
    : '';
  return layout(
    content.title,
    `<h1>${escapeHtml(content.title)}</h1>
<p>${escapeHtml(content.lead)}</p>
${details}
<form method="post" action="${escapeHtml(content.action)}">
<input type="hidden" name="session" value="${escapeHtml(content.session)}">
<button type="submit" name="choice" value="success">${escapeHtml(content.confirm)}</button>
<button type="submit" name="choice" value="cancel">Cancel</button>
</form>`,
  );
}

export function notFoundPage(): string {
  return layout(
    'Link not valid',
    '<h1>This link is not valid</h1>\n<p>The link has expired or was never issued. Go back to the application and start this step again.</p>',
  );
}
