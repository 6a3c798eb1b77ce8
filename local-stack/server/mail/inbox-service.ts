/** `/inbox` (JSON, newest first, `?to=`), `/inbox/ui` (a page to read it), `DELETE /inbox`. */
import { Hono, type Context } from 'hono';
import type { StackConfig } from '../config.ts';
import type { StackEnv } from '../http-types.ts';
import { inboxCors } from './inbox-cors.ts';
import type { MailMessage } from './types.ts';

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

function renderPage(messages: MailMessage[], to: string | undefined): string {
  const items = messages
    .map(
      (m) => `<article>
  <h2>${escapeHtml(m.subject)}</h2>
  <p class="meta">to <b>${escapeHtml(m.to)}</b> · ${escapeHtml(m.created_at)}</p>
  <pre>${escapeHtml(m.text)}</pre>
  ${m.links.length ? `<ul>${m.links.map((l) => `<li><a href="${escapeHtml(l)}">${escapeHtml(l)}</a></li>`).join('')}</ul>` : ''}
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Local inbox</title>
<style>body{font:15px system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem}
article{border:1px solid #ccc;border-radius:8px;padding:0 1rem 1rem;margin:1rem 0}
.meta{color:#555}pre{white-space:pre-wrap;background:#f6f6f6;padding:.5rem}a{word-break:break-all}</style></head>
<body><h1>Local inbox${to ? ` for ${escapeHtml(to)}` : ''}</h1>
<p>${messages.length} message(s), newest first. E-mail from the local stack is caught here, never sent.</p>
${items || '<p>No messages yet.</p>'}
</body></html>`;
}

function messagesFor(c: Context<StackEnv>): { to: string | undefined; messages: Promise<MailMessage[]> } {
  const to = c.req.query('to');
  return { to, messages: c.var.ctx.mailer.list(to ? { to } : {}) };
}

export function createInboxService(config: Pick<StackConfig, 'siteUrl' | 'additionalRedirectUrls'>): Hono<StackEnv> {
  const inbox = new Hono<StackEnv>();
  inbox.use(inboxCors(config));
  inbox.get('/', async (c) => c.json(await messagesFor(c).messages));
  inbox.get('/ui', async (c) => {
    const { to, messages } = messagesFor(c);
    return c.html(renderPage(await messages, to));
  });
  inbox.delete('/', async (c) => {
    const { mailer } = c.var.ctx;
    const clear = (mailer as { clear?: () => Promise<void> }).clear;
    if (clear) await clear.call(mailer);
    return c.body(null, 204);
  });
  inbox.all('*', (c) => c.json({ message: 'Not found' }, 404));
  return inbox;
}
