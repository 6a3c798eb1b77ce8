/**
 * GoTrue's error responses. Which body shape a client gets depends on the API version it
 * asks for: supabase-js sends `X-Supabase-Api-Version: 2024-01-01` and then reads the error
 * code from `code`; older clients read `error_code` and the HTTP status from `code`.
 */
export const API_VERSION_HEADER = 'X-Supabase-Api-Version';
const API_VERSION_2024 = '2024-01-01';

export type AuthErrorCode =
  | 'bad_code_verifier'
  | 'bad_jwt'
  | 'email_address_invalid'
  | 'email_exists'
  | 'email_not_confirmed'
  | 'flow_state_expired'
  | 'flow_state_not_found'
  | 'invalid_credentials'
  | 'no_authorization'
  | 'not_admin'
  | 'not_found'
  | 'otp_disabled'
  | 'otp_expired'
  | 'over_request_rate_limit'
  | 'phone_provider_disabled'
  | 'refresh_token_already_used'
  | 'refresh_token_not_found'
  | 'request_entity_too_large'
  | 'same_password'
  | 'session_not_found'
  | 'unexpected_failure'
  | 'user_already_exists'
  | 'user_not_found'
  | 'validation_failed'
  | 'weak_password';

export class AuthError extends Error {
  readonly status: number;
  readonly code: AuthErrorCode;
  /** Only for `weak_password`: which rules the password broke. */
  readonly reasons: string[] | undefined;

  constructor(status: number, code: AuthErrorCode, message: string, reasons?: string[]) {
    super(message);
    this.status = status;
    this.code = code;
    this.reasons = reasons;
  }
}

export const badRequest = (code: AuthErrorCode, message: string): AuthError => new AuthError(400, code, message);
export const unprocessable = (code: AuthErrorCode, message: string): AuthError => new AuthError(422, code, message);
export const forbidden = (code: AuthErrorCode, message: string): AuthError => new AuthError(403, code, message);

/** Whether the client asked for the 2024-01-01 error shape (an ISO date sorts as a string). */
function wantsVersion2024(request: Request): boolean {
  const version = request.headers.get(API_VERSION_HEADER);
  return !!version && /^2\d{3}-\d{2}-\d{2}$/.test(version) && version >= API_VERSION_2024;
}

export function errorResponse(request: Request, error: AuthError): Response {
  const headers = new Headers({ 'Content-Type': 'application/json' });
  const modern = wantsVersion2024(request);
  if (modern) headers.set(API_VERSION_HEADER, API_VERSION_2024);
  const body: Record<string, unknown> = modern
    ? { code: error.code, message: error.message }
    : { code: error.status, error_code: error.code, msg: error.message };
  if (error.reasons) body.weak_password = { reasons: error.reasons };
  return new Response(JSON.stringify(body), { status: error.status, headers });
}

/** Anything that is not an AuthError is a bug or a database failure: GoTrue's 500 shape. */
export function unexpectedErrorResponse(request: Request, error: unknown): Response {
  console.error('[auth] unexpected error', error);
  return errorResponse(
    request,
    new AuthError(500, 'unexpected_failure', 'Unexpected failure, please check server logs for more information'),
  );
}
