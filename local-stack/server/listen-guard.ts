/**
 * The stack's defaults are safe on one machine only: the demo JWT secret is public (anyone can
 * sign a service_role token with it) and the local OAuth page signs anyone in as any e-mail.
 * So while either is in use the stack listens on loopback addresses only, unless
 * SUPABASE_ALLOW_INSECURE_PUBLIC=true says otherwise, which it then warns about.
 */
import net from 'node:net';
import { DEFAULT_JWT_SECRET, type StackConfig } from './config.ts';

export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  if (bare === 'localhost' || bare.endsWith('.localhost')) return true;
  if (net.isIPv4(bare)) return bare.startsWith('127.');
  if (net.isIPv6(bare)) return bare === '::1' || /^::ffff:127\./.test(bare);
  return false;
}

type GuardedConfig = Pick<StackConfig, 'host' | 'jwtSecret' | 'localOAuthProviders' | 'allowInsecurePublic'>;

/** Why listening on `config.host` would expose the stack, if it would. */
export function publicListenRisks(config: GuardedConfig): string[] {
  if (isLoopbackHost(config.host)) return [];
  const risks: string[] = [];
  if (config.jwtSecret === DEFAULT_JWT_SECRET) {
    risks.push('JWT_SECRET is the well-known demo secret, so anyone can sign a service_role token');
  }
  if (config.localOAuthProviders) {
    risks.push('the local OAuth provider page signs anyone in as any e-mail (AUTH_LOCAL_OAUTH_PROVIDERS=false turns it off)');
  }
  return risks;
}

/** Throws before anything starts when the address is unsafe and not explicitly allowed. */
export function checkListenAddress(config: GuardedConfig, warn: (message: string) => void = console.warn): void {
  const risks = publicListenRisks(config);
  if (risks.length === 0) return;
  const what = `listening on ${config.host}, which is reachable from other machines, while ${risks.join('; and ')}`;
  if (!config.allowInsecurePublic) {
    throw new Error(
      `Refusing to start: ${what}. Use SUPABASE_HOST=127.0.0.1, or set SUPABASE_ALLOW_INSECURE_PUBLIC=true to accept the risk.`,
    );
  }
  warn(`[stack] WARNING: ${what} (allowed by SUPABASE_ALLOW_INSECURE_PUBLIC=true).`);
}
