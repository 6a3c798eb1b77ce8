/** Outgoing e-mail is caught in a local inbox instead of being sent. */
export interface MailMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Every http(s) link found in the message, in order. */
  links: string[];
  created_at: string;
}

export interface Mailer {
  send(message: { to: string; subject: string; text: string; html: string }): Promise<MailMessage>;
  list(filter?: { to?: string }): Promise<MailMessage[]>;
}
