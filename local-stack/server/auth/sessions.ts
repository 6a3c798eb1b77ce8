/**
 * Sessions and refresh tokens with GoTrue's rotation rules: a refresh token is used once and
 * replaced by a child; a revoked token is accepted again only if it is the parent of the
 * session's active token (the client lost the answer) or within the reuse interval; any
 * other reuse revokes the whole session's token family.
 */
import { randomBytes } from 'node:crypto';
import type { StackConfig } from '../config.ts';
import type { Db, Tx } from '../db/types.ts';
import { signAccessToken, type AmrEntry, type AmrMethod } from './access-token.ts';
import { type AuthError, badRequest } from './errors.ts';
import { toIso } from './timestamps.ts';
import { loadUserJson, type UserJson } from './user-json.ts';
import { findUserById, recordSignIn, type UserRow } from './users.ts';

export interface SessionJson {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: UserJson;
  provider_token?: string;
}

function newRefreshToken(): string {
  return randomBytes(16).toString('base64url');
}

async function insertRefreshToken(tx: Tx, userId: string, sessionId: string, parent: string | null): Promise<string> {
  const token = newRefreshToken();
  await tx.query(`insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)`, [
    token,
    userId,
    sessionId,
    parent,
  ]);
  return token;
}

async function sessionJson(
  tx: Tx,
  config: StackConfig,
  user: UserRow,
  sessionId: string,
  amr: AmrEntry[],
  refreshToken: string,
): Promise<SessionJson> {
  const { token, expiresAt } = await signAccessToken(config, user, sessionId, amr);
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: config.jwtExpiry,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: await loadUserJson(tx, user.id),
  };
}

/** Signs the user in: a new session, its first refresh token, and an access token. */
export async function issueSession(tx: Tx, config: StackConfig, userId: string, method: AmrMethod): Promise<SessionJson> {
  await recordSignIn(tx, userId);
  const user = await findUserById(tx, userId);
  if (!user) throw new Error(`auth.users row ${userId} not found`);
  const amr: AmrEntry[] = [{ method, timestamp: Math.floor(Date.now() / 1000) }];
  const { rows } = await tx.query<{ id: string }>(
    `insert into auth.sessions (user_id, amr, refreshed_at) values ($1, $2::jsonb, now()) returning id`,
    [userId, JSON.stringify(amr)],
  );
  const sessionId = rows[0]?.id;
  if (!sessionId) throw new Error('insert into auth.sessions returned no row');
  const refreshToken = await insertRefreshToken(tx, userId, sessionId, null);
  return sessionJson(tx, config, user, sessionId, amr, refreshToken);
}

interface RefreshTokenRow {
  token: string;
  user_id: string;
  session_id: string | null;
  revoked: boolean;
  updated_at: unknown;
  session_amr: AmrEntry[] | null;
  session_found: boolean;
}

const alreadyUsed = (): AuthError => badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used');

type RefreshOutcome = { ok: true; session: SessionJson } | { ok: false; error: AuthError };

async function rotate(tx: Tx, config: StackConfig, presented: string, reuseIntervalSeconds: number): Promise<RefreshOutcome> {
  const { rows } = await tx.query<RefreshTokenRow>(
    `select rt.token, rt.user_id, rt.session_id, rt.revoked, rt.updated_at,
            s.amr as session_amr, (s.id is not null) as session_found
     from auth.refresh_tokens rt left join auth.sessions s on s.id = rt.session_id
     where rt.token = $1 for update of rt`,
    [presented],
  );
  const row = rows[0];
  if (!row) {
    return { ok: false, error: badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found') };
  }
  if (!row.session_found || !row.session_id) {
    return { ok: false, error: badRequest('session_not_found', 'Invalid Refresh Token: No Valid Session Found') };
  }
  const sessionId = row.session_id;
  let issued: string | null = null;
  if (row.revoked) {
    const active = await tx.query<{ token: string; parent: string | null }>(
      `select token, parent from auth.refresh_tokens where session_id = $1 and not revoked order by id desc limit 1`,
      [sessionId],
    );
    const current = active.rows[0];
    if (!current) {
      // The whole family was revoked after a reuse: nothing in it is ever accepted again, however
      // recently its tokens were stamped.
      return { ok: false, error: alreadyUsed() };
    }
    if (current.parent === presented) {
      issued = current.token;
    } else {
      const revokedAtMs = Date.parse(toIso(row.updated_at) ?? '') || 0;
      if (Date.now() > revokedAtMs + reuseIntervalSeconds * 1000) {
        // Like GoTrue, only tokens not yet revoked are stamped: re-stamping the presented one
        // would reopen its reuse interval, and a second replay would then get a session.
        await tx.query(`update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and not revoked`, [
          sessionId,
        ]);
        return { ok: false, error: alreadyUsed() };
      }
    }
  }
  if (!issued) {
    await tx.query(`update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1`, [presented]);
    issued = await insertRefreshToken(tx, row.user_id, sessionId, presented);
  }
  await tx.query(`update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1`, [sessionId]);
  const user = await findUserById(tx, row.user_id);
  if (!user) throw new Error(`auth.users row ${row.user_id} not found`);
  const amr = row.session_amr ?? [];
  return { ok: true, session: await sessionJson(tx, config, user, sessionId, amr, issued) };
}

/**
 * The family revocation must be committed even though the request fails, so the outcome is
 * returned from the transaction and thrown only after it has committed.
 */
export async function refreshSession(db: Db, config: StackConfig, presented: string, reuseIntervalSeconds: number): Promise<SessionJson> {
  const outcome = await db.transaction((tx) => rotate(tx, config, presented, reuseIntervalSeconds));
  if (!outcome.ok) throw outcome.error;
  return outcome.session;
}

export type LogoutScope = 'global' | 'local' | 'others';

export async function endSessions(tx: Tx, userId: string, sessionId: string | null, scope: LogoutScope): Promise<void> {
  if (scope === 'global' || !sessionId) {
    await tx.query(`delete from auth.refresh_tokens where user_id = $1`, [userId]);
    await tx.query(`delete from auth.sessions where user_id = $1`, [userId]);
  } else if (scope === 'local') {
    await tx.query(`delete from auth.sessions where id = $1`, [sessionId]);
  } else {
    await tx.query(`delete from auth.refresh_tokens where user_id = $1 and session_id is distinct from $2`, [userId, sessionId]);
    await tx.query(`delete from auth.sessions where user_id = $1 and id <> $2`, [userId, sessionId]);
  }
}

export async function sessionExists(tx: Tx, sessionId: string): Promise<boolean> {
  const { rows } = await tx.query(`select 1 from auth.sessions where id = $1`, [sessionId]);
  return rows.length > 0;
}
