import type { IncomingMessage, ServerResponse } from 'node:http';
import { writeJson } from './http-result';
import type { Outbox, OutboxMessage } from './outbox';

export const OUTBOX_PAGE_PATH = '/_dev/outbox';

/** GET /_dev/outbox (HTML, newest first) and /_dev/outbox.json: the mail and texts "sent" locally. */
export function createOutboxPage(outbox: Outbox) {
  return function handleOutboxRequest(req: IncomingMessage, res: ServerResponse): void {
    const path = new URL(req.url ?? '/', 'http://local').pathname;
    if (req.method !== 'GET' && req.method !== 'HEAD') return writeJson(res, 405, { message: 'Method Not Allowed' });
    const messages = outbox.read();
    if (path === `${OUTBOX_PAGE_PATH}.json`) return writeJson(res, 200, messages, { 'cache-control': 'no-store' });
    const html = renderOutbox(messages);
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'content-length': String(Buffer.byteLength(html)) });
    res.end(req.method === 'HEAD' ? undefined : html);
  };
}

export function renderOutbox(messages: readonly OutboxMessage[]): string {
  const items = messages.length
    ? messages.map(renderMessage).join('\n')
    : '<p class="empty">Nothing has been sent yet. Mail and text messages the app sends appear here.</p>';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Outbox · Heirloom (local)</title>
<style>
  body { font: 15px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 52rem; padding: 1.5rem; color: #1f2328; }
  h1 { font-size: 1.4rem; margin: 0 0 .25rem; }
  .hint { color: #59636e; margin: 0 0 1.5rem; }
  article { border: 1px solid #d1d9e0; border-radius: 8px; padding: .75rem 1rem; margin-bottom: 1rem; }
  header { display: flex; flex-wrap: wrap; gap: .25rem 1rem; align-items: baseline; }
  .channel { font-size: .75rem; font-weight: 600; text-transform: uppercase; background: #eef1f4; border-radius: 4px; padding: 0 .4rem; }
  .subject { font-weight: 600; }
  time { color: #59636e; font-size: .85rem; margin-left: auto; }
  pre { white-space: pre-wrap; word-break: break-word; font: inherit; margin: .5rem 0 0; }
  .empty { color: #59636e; }
  .extras { margin-top: .5rem; font-size: .85rem; color: #59636e; }
  .header { word-break: break-all; }
  iframe { width: 100%; height: 28rem; border: 1px solid #d1d9e0; border-radius: 6px; margin-top: .5rem; }
</style>
</head>
<body>
<h1>Outbox</h1>
<p class="hint">Mail, text messages, web notifications and Web Pushes sent by the local app, newest first. <a href="${OUTBOX_PAGE_PATH}">Refresh</a> · <a href="${OUTBOX_PAGE_PATH}.json">JSON</a></p>
${items}
</body>
</html>
`;
}

function renderMessage(message: OutboxMessage): string {
  const subject = message.subject ? `<span class="subject">${escapeHtml(message.subject)}</span>` : '';
  return `<article>
<header><span class="channel">${{ sms: 'SMS', web: 'Web notification', push: 'Web Push', email: 'Email' }[message.channel]}</span><span class="to">To: ${escapeHtml(message.to)}</span>${subject}<time datetime="${escapeHtml(message.sentAt)}">${escapeHtml(message.sentAt)}</time></header>
<pre>${linkify(escapeHtml(message.body))}</pre>${renderExtras(message)}
</article>`;
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** Sign-in and invitation links in local mail should be one click away. Input is already escaped. */
function linkify(escaped: string): string {
  return escaped.replace(/https?:\/\/(?:(?!&quot;|&#39;|&lt;|&gt;)\S)+/g, (url) => `<a href="${url}">${url}</a>`);
}

/** A notification e-mail's headers and its HTML part as a mail app would show it (sandboxed: no scripts). */
function renderExtras(message: OutboxMessage): string {
  const headers = Object.entries(message.headers ?? {})
    .map(([name, value]) => `<div class="header"><b>${escapeHtml(name)}:</b> ${escapeHtml(value)}</div>`)
    .join('');
  const html = message.html
    ? `<details><summary>HTML part</summary><iframe title="HTML part" sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${escapeHtml(message.html)}"></iframe></details>`
    : '';
  return headers || html ? `<div class="extras">${headers}${html}</div>` : '';
}
