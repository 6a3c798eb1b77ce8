/**
 * The emulated OAuth providers. Nothing leaves the machine: a local page stands in for the
 * provider and vouches for whatever e-mail is typed in, so ids and profile fields are derived
 * from it deterministically (the same e-mail always maps to the same provider account).
 */
import { createHash } from 'node:crypto';

export type ProviderName = 'google' | 'github';

interface ProviderInfo {
  label: string;
  issuer: string;
  /** Brand colour of the page's button. */
  color: string;
}

export const PROVIDERS: Record<ProviderName, ProviderInfo> = {
  google: { label: 'Google', issuer: 'https://accounts.google.com', color: '#1a73e8' },
  github: { label: 'GitHub', issuer: 'https://api.github.com', color: '#24292f' },
};

export function isProvider(name: string): name is ProviderName {
  return Object.hasOwn(PROVIDERS, name);
}

/** A numeric account id, like both real providers use. */
export function providerAccountId(provider: ProviderName, email: string): string {
  const digest = createHash('sha256').update(`${provider}:${email}`).digest('hex');
  return BigInt(`0x${digest.slice(0, provider === 'google' ? 16 : 8)}`).toString();
}

function handleFrom(name: string, email: string): string {
  const base = (name || email.split('@')[0] || 'user').toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return base.replace(/^-+|-+$/g, '') || 'user';
}

/** The `identity_data` GoTrue stores for the provider (and merges into `user_metadata`). */
export function identityData(provider: ProviderName, email: string, name: string): Record<string, unknown> {
  const sub = providerAccountId(provider, email);
  const displayName = name || email.split('@')[0] || email;
  const common = {
    iss: PROVIDERS[provider].issuer,
    sub,
    provider_id: sub,
    email,
    email_verified: true,
    phone_verified: false,
    name: displayName,
    full_name: displayName,
  };
  if (provider === 'github') {
    const handle = handleFrom(name, email);
    return { ...common, user_name: handle, preferred_username: handle };
  }
  return common;
}
