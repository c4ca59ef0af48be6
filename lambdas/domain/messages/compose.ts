import type { Digest } from './digest';

export interface ComposedEmail {
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A notification e-mail (one message, or a digest of several): a text and an HTML part, each
 * message linking to its page, and a one-click unsubscribe (RFC 8058) both in the footer and in
 * the List-Unsubscribe headers that mail apps show as a button.
 */
export function composeEmail(digest: Digest, links: { appOrigin: string; unsubscribeToken: string; typeNames: readonly string[] }): ComposedEmail {
  const messageUrl = (id: string) => `${links.appOrigin}/message/${id}`;
  const unsubscribePage = `${links.appOrigin}/unsubscribe?token=${links.unsubscribeToken}`;
  const unsubscribeApi = `${links.appOrigin}/api/unsubscribe?token=${links.unsubscribeToken}`;
  const settings = `${links.appOrigin}/notifications`;
  const about = links.typeNames.join(', ');

  const textSections = digest.sections.map((section) => {
    const items = section.items.map((item) => `* ${item.title}\n  ${item.body}\n  ${messageUrl(item.messageId)}`).join('\n\n');
    return digest.sections.length > 1 || digest.count > 1 ? `${section.heading}\n\n${items}` : items;
  });
  const text = [
    ...textSections,
    '--',
    `You get these e-mails for: ${about}.`,
    `Stop these e-mails: ${unsubscribePage}`,
    `Choose what you hear about and how often: ${settings}`,
  ].join('\n\n');

  const htmlSections = digest.sections
    .map((section) => {
      const items = section.items
        .map(
          (item) =>
            `<tr><td style="padding:12px 0;border-bottom:1px solid #e4e7eb"><a href="${escapeHtml(messageUrl(item.messageId))}" style="color:#1a56db;font-weight:600;text-decoration:none">${escapeHtml(item.title)}</a><div style="color:#3d4451;margin-top:4px">${escapeHtml(item.body)}</div></td></tr>`,
        )
        .join('');
      const heading = digest.count > 1 ? `<h2 style="font-size:15px;color:#59636e;margin:24px 0 4px">${escapeHtml(section.heading)}</h2>` : '';
      return `${heading}<table role="presentation" width="100%" cellspacing="0" cellpadding="0">${items}</table>`;
    })
    .join('');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(digest.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f6f7f9;font:15px/1.5 -apple-system,Segoe UI,Roboto,sans-serif;color:#1f2328">
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:24px">
<div style="font-weight:700;font-size:18px;margin-bottom:8px">Heirloom</div>
<h1 style="font-size:20px;margin:0 0 8px">${escapeHtml(digest.subject)}</h1>
${htmlSections}
<p style="color:#59636e;font-size:13px;margin-top:24px">You get these e-mails for: ${escapeHtml(about)}.<br>
<a href="${escapeHtml(unsubscribePage)}" style="color:#59636e">Unsubscribe</a> · <a href="${escapeHtml(settings)}" style="color:#59636e">Notification settings</a></p>
</div></body></html>`;

  return {
    subject: digest.subject,
    text,
    html,
    headers: { 'List-Unsubscribe': `<${unsubscribeApi}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/** A text message: short, one line per message at most, and the link to the first. */
export function composeSms(digest: Digest, appOrigin: string): string {
  const first = digest.sections[0]?.items[0];
  if (!first) return '';
  if (digest.count === 1) return `Heirloom: ${first.title}. ${appOrigin}/message/${first.messageId}`;
  return `Heirloom: ${digest.count} new messages, latest: ${first.title}. ${appOrigin}/message/${first.messageId}`;
}
