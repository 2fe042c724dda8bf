/** What a mail says, in Spanish; renderMail lays it out as plain text and as HTML. */
export interface MailContent {
  subject: string;
  /** The first line: "Hola:" or "Hola, Lucía:". */
  greeting: string;
  paragraphs: string[];
  /** The one button of the mail (its address is also written out for clients that hide buttons). */
  action?: { label: string; url: string };
  /** Paragraphs after the button ("Si no fuiste tú…"). */
  after?: string[];
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export const MAIL_SIGNATURE = ['Un abrazo,', 'El equipo de Universo de Francesca'] as const;

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

function assertWebLink(url: string): void {
  let protocol: string;
  try {
    protocol = new URL(url).protocol;
  } catch {
    throw new Error(`Enlace de correo no válido: ${url}`);
  }
  if (protocol !== 'https:' && protocol !== 'http:') throw new Error(`Enlace de correo no válido: ${url}`);
}

const paragraphHtml = (text: string): string =>
  `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#2d2a4a">${escapeHtml(text).replace(/\n/g, '<br>')}</p>`;

/** The mail as text and HTML, with the site's header and signature. Pure. */
export function renderMail(content: MailContent): RenderedMail {
  if (content.action) assertWebLink(content.action.url);
  const after = content.after ?? [];
  const text = [
    content.greeting,
    ...content.paragraphs,
    ...(content.action ? [`${content.action.label}:\n${content.action.url}`] : []),
    ...after,
    MAIL_SIGNATURE.join('\n'),
  ].join('\n\n');

  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:14px 24px;border-radius:12px;background:#7c3aed;color:#ffffff;font-size:16px;font-weight:bold;text-decoration:none">${escapeHtml(content.action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:14px;line-height:1.5;color:#55527a">Si el botón no funciona, copia esta dirección en tu navegador:<br><a href="${escapeHtml(content.action.url)}" style="color:#5b21b6;word-break:break-all">${escapeHtml(content.action.url)}</a></p>`
    : '';
  const html = [
    '<!doctype html>',
    '<html lang="es">',
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(content.subject)}</title></head>`,
    '<body style="margin:0;padding:0;background:#f5f3ff;font-family:Arial,Helvetica,sans-serif">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f5f3ff"><tr><td align="center" style="padding:24px 12px">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:16px"><tr><td style="padding:32px 28px">',
    '<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:#5b21b6">Universo de Francesca</p>',
    paragraphHtml(content.greeting),
    ...content.paragraphs.map(paragraphHtml),
    button,
    ...after.map(paragraphHtml),
    paragraphHtml(MAIL_SIGNATURE.join('\n')),
    '</td></tr></table>',
    '</td></tr></table>',
    '</body>',
    '</html>',
  ].join('\n');
  return { subject: content.subject, text, html };
}
