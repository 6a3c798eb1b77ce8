/** The e-mails the auth service sends, modelled on Supabase's default templates. */
export type VerificationType = 'signup' | 'invite' | 'recovery' | 'magiclink' | 'email_change';

interface Template {
  subject: string;
  heading: string;
  lead: string;
  action: string;
}

const TEMPLATES: Record<VerificationType, Template> = {
  signup: {
    subject: 'Confirm your signup',
    heading: 'Confirm your signup',
    lead: 'Follow this link to confirm your e-mail address and finish creating your Marquee account:',
    action: 'Confirm your e-mail',
  },
  invite: {
    subject: 'You have been invited',
    heading: 'You have been invited',
    lead: 'You have been invited to create a Marquee account. Follow this link to accept the invite:',
    action: 'Accept the invite',
  },
  recovery: {
    subject: 'Reset your password',
    heading: 'Reset your password',
    lead: 'Follow this link to choose a new password for your Marquee account:',
    action: 'Reset password',
  },
  magiclink: {
    subject: 'Your magic link',
    heading: 'Magic link',
    lead: 'Follow this link to sign in to Marquee:',
    action: 'Sign in',
  },
  email_change: {
    subject: 'Confirm email change',
    heading: 'Confirm change of e-mail',
    lead: 'Follow this link to confirm the change of your e-mail address:',
    action: 'Change e-mail',
  },
};

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function verificationMail(
  type: VerificationType,
  to: string,
  link: string,
): { to: string; subject: string; text: string; html: string } {
  const t = TEMPLATES[type];
  const ignore = 'If you did not ask for this, you can ignore this e-mail.';
  return {
    to,
    subject: t.subject,
    text: `${t.heading}\n\n${t.lead}\n\n${link}\n\n${ignore}\n`,
    html:
      `<h2>${escapeHtml(t.heading)}</h2>` +
      `<p>${escapeHtml(t.lead)}</p>` +
      // The link is left unescaped: it is URL-encoded already, and inbox link extraction reads it raw.
      `<p><a href="${link}">${escapeHtml(t.action)}</a></p>` +
      `<p>${escapeHtml(ignore)}</p>`,
  };
}

export function verifyLink(publicUrl: string, token: string, type: VerificationType, redirectTo: string): string {
  const query = new URLSearchParams({ token, type, redirect_to: redirectTo });
  return `${publicUrl}/auth/v1/verify?${query.toString()}`;
}
