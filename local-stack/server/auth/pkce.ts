/** PKCE flow state shared by OAuth, e-mail sign-up and recovery, as GoTrue's `flow_state`. */
import { createHash, randomUUID } from 'node:crypto';
import type { Tx } from '../db/types.ts';
import { AuthError, badRequest, forbidden } from './errors.ts';

/** GoTrue's default `FlowStateExpiryDuration`. */
const FLOW_STATE_TTL_SECONDS = 300;

export type ChallengeMethod = 's256' | 'plain';
/** How the flow authenticates the user; decides the session's `amr` method. */
export type AuthenticationMethod = 'oauth' | 'email_signup' | 'recovery' | 'magiclink' | 'email_change';

export interface PkceParams {
  challenge: string;
  method: ChallengeMethod;
}

/** Null for the implicit flow; throws on half-given or malformed parameters like GoTrue. */
export function parsePkceParams(challenge: string, method: string): PkceParams | null {
  if (!challenge && !method) return null;
  if (!challenge || !method) {
    throw badRequest('validation_failed', 'PKCE flow requires code_challenge_method and code_challenge');
  }
  const normalized = method.toLowerCase();
  if (normalized !== 's256' && normalized !== 'plain') {
    throw badRequest('validation_failed', 'code challenge method not supported');
  }
  if (challenge.length < 43 || challenge.length > 128) {
    throw badRequest('validation_failed', 'code challenge has to be between 43 and 128 characters');
  }
  return { challenge, method: normalized };
}

export interface FlowStateRow {
  id: string;
  user_id: string | null;
  auth_code: string;
  code_challenge: string | null;
  code_challenge_method: string | null;
  provider_type: string;
  authentication_method: string | null;
  provider_access_token: string | null;
  redirect_to: string | null;
  auth_code_issued_at: unknown;
  expired: boolean;
}

const FLOW_COLUMNS = `id, user_id, auth_code, code_challenge, code_challenge_method, provider_type, authentication_method,
  provider_access_token, redirect_to, auth_code_issued_at, created_at < now() - make_interval(secs => ${FLOW_STATE_TTL_SECONDS}) as expired`;

export async function createFlowState(
  tx: Tx,
  flow: {
    providerType: string;
    authenticationMethod: AuthenticationMethod;
    pkce: PkceParams | null;
    userId?: string;
    redirectTo?: string;
  },
): Promise<FlowStateRow> {
  // Abandoned flows (a closed provider page, an unused link) would otherwise pile up forever.
  await tx.query(`delete from auth.flow_state where created_at < now() - interval '1 day'`);
  const { rows } = await tx.query<FlowStateRow>(
    `insert into auth.flow_state (auth_code, code_challenge, code_challenge_method, provider_type,
       authentication_method, user_id, redirect_to)
     values ($1, $2, $3, $4, $5, $6, $7) returning ${FLOW_COLUMNS}`,
    [
      randomUUID(),
      flow.pkce?.challenge ?? null,
      flow.pkce?.method ?? null,
      flow.providerType,
      flow.authenticationMethod,
      flow.userId ?? null,
      flow.redirectTo ?? null,
    ],
  );
  const row = rows[0];
  if (!row) throw new Error('insert into auth.flow_state returned no row');
  return row;
}

export async function findFlowState(tx: Tx, id: string): Promise<FlowStateRow | null> {
  const { rows } = await tx.query<FlowStateRow>(`select ${FLOW_COLUMNS} from auth.flow_state where id::text = $1 for update`, [id]);
  return rows[0] ?? null;
}

/** The latest e-mail flow of a user for the given purpose (the link names only the user). */
export async function latestUserFlow(tx: Tx, userId: string, method: AuthenticationMethod): Promise<FlowStateRow | null> {
  const { rows } = await tx.query<FlowStateRow>(
    `select ${FLOW_COLUMNS} from auth.flow_state
     where user_id = $1 and authentication_method = $2 order by created_at desc limit 1`,
    [userId, method],
  );
  return rows[0] ?? null;
}

/** Marks the flow as completed by the user: its auth code becomes redeemable from now on. */
export async function completeFlow(tx: Tx, id: string, userId: string, providerAccessToken: string | null): Promise<void> {
  await tx.query(
    `update auth.flow_state set user_id = $2, provider_access_token = $3, auth_code_issued_at = now(),
       created_at = now(), updated_at = now() where id = $1`,
    [id, userId, providerAccessToken],
  );
}

export async function deleteFlowState(tx: Tx, id: string): Promise<void> {
  await tx.query(`delete from auth.flow_state where id = $1`, [id]);
}

function challengeOf(verifier: string, method: string): string {
  return method === 'plain' ? verifier : createHash('sha256').update(verifier).digest('base64url');
}

/** Validates an auth code + verifier and consumes the flow; returns it for issuing the session. */
export async function redeemAuthCode(tx: Tx, authCode: string, verifier: string): Promise<FlowStateRow & { user_id: string }> {
  if (!authCode || !verifier) {
    throw badRequest('validation_failed', 'invalid request: both auth code and code verifier should be non-empty');
  }
  const { rows } = await tx.query<FlowStateRow>(
    `select ${FLOW_COLUMNS} from auth.flow_state where auth_code = $1 and auth_code_issued_at is not null for update`,
    [authCode],
  );
  const flow = rows[0];
  if (!flow || !flow.user_id || !flow.code_challenge) {
    throw new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
  }
  if (flow.expired) throw badRequest('flow_state_expired', 'invalid flow state, flow state has expired');
  if (challengeOf(verifier, flow.code_challenge_method ?? 's256') !== flow.code_challenge) {
    throw forbidden('bad_code_verifier', 'code challenge does not match previously saved code verifier');
  }
  await deleteFlowState(tx, flow.id);
  return { ...flow, user_id: flow.user_id };
}
