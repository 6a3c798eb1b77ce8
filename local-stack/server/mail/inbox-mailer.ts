/**
 * Catches outgoing e-mail in memory and, when given a file, appends each message to it as a
 * JSON line and reads it back on start, so the inbox survives a restart of the stack.
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { MailMessage, Mailer } from './types.ts';

const LINK = /https?:\/\/[^\s"'<>()]+/g;

function decodeEntities(text: string): string {
  return text.replace(/&amp;/g, '&').replace(/&#x3D;|&#61;/g, '=');
}

/** Every distinct http(s) link in the text and HTML, in order of appearance. */
export function extractLinks(text: string, html: string): string[] {
  const found = [...(text.match(LINK) ?? []), ...(decodeEntities(html).match(LINK) ?? [])];
  return [...new Set(found.map((link) => link.replace(/[.,;]+$/, '')))];
}

export class InboxMailer implements Mailer {
  private readonly messages: MailMessage[] = [];

  constructor(private readonly file: string | null = null) {
    if (file && fs.existsSync(file)) {
      for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
        if (!line.trim()) continue;
        try {
          this.messages.push(JSON.parse(line) as MailMessage);
        } catch {
          // A torn last line from a crash must not stop the stack from starting.
        }
      }
    }
  }

  async send(message: { to: string; subject: string; text: string; html: string }): Promise<MailMessage> {
    const stored: MailMessage = {
      id: randomUUID(),
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      links: extractLinks(message.text, message.html),
      created_at: new Date().toISOString(),
    };
    this.messages.push(stored);
    if (this.file) {
      await fs.promises.mkdir(path.dirname(this.file), { recursive: true });
      await fs.promises.appendFile(this.file, `${JSON.stringify(stored)}\n`);
    }
    return stored;
  }

  async list(filter: { to?: string } = {}): Promise<MailMessage[]> {
    const to = filter.to?.toLowerCase();
    return this.messages.filter((m) => !to || m.to.toLowerCase() === to).reverse();
  }

  /** Empties the inbox (tests and `DELETE /inbox`). */
  async clear(): Promise<void> {
    this.messages.length = 0;
    if (this.file) await fs.promises.rm(this.file, { force: true });
  }
}
