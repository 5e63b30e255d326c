import { formatIstDateTime } from '@neetmentor/contract';

interface MailboxEntry {
  to: string;
  subject: string;
  text: string;
  html: string | null;
  createdAt: Date;
}

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** A plain server-rendered page: it must work without the web build and without scripts. */
export function renderMailboxPage(brandName: string, to: string, mail: MailboxEntry[]): string {
  const items = mail
    .map(
      (entry) => `<article>
  <h2>${escapeHtml(entry.subject)}</h2>
  <p class="meta">To ${escapeHtml(entry.to)} · ${escapeHtml(formatIstDateTime(entry.createdAt))} IST</p>
  ${entry.html ? `<iframe title="${escapeHtml(entry.subject)}" sandbox="" srcdoc="${escapeHtml(entry.html)}"></iframe>` : ''}
  <details><summary>Plain text</summary><pre>${escapeHtml(entry.text)}</pre></details>
</article>`,
    )
    .join('\n');
  const body = to
    ? mail.length > 0
      ? items
      : `<p>No mail for ${escapeHtml(to)} yet.</p>`
    : '<p>Enter an address to read the mail captured for it.</p>';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Captured mail · ${escapeHtml(brandName)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0 auto;max-width:860px;padding:16px;color:#1a2433}
form{display:flex;gap:8px;flex-wrap:wrap;margin-bottom:16px}input{flex:1;min-width:220px;padding:10px;font-size:16px}
button{padding:10px 16px;font-size:16px}article{border:1px solid #d0d7e2;border-radius:8px;padding:12px 16px;margin-bottom:16px}
h2{font-size:18px;margin:0 0 4px}.meta{color:#4a5568;margin:0 0 8px;font-size:14px}iframe{width:100%;height:420px;border:1px solid #e2e8f0;border-radius:6px}
pre{white-space:pre-wrap;background:#f7fafc;padding:8px}
</style></head>
<body><main>
<h1>Captured mail</h1>
<p>No SMTP server is configured, so mail is kept here instead of being sent.</p>
<form method="get" action="/dev/mailbox"><label for="to">E-mail address</label>
<input id="to" name="to" type="email" value="${escapeHtml(to)}" required><button type="submit">Show mail</button></form>
${body}
</main></body></html>`;
}
