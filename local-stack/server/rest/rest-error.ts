/** PostgREST's error body `{code, details, hint, message}` and the status it travels with. */
export class RestError extends Error {
  readonly status: number;
  readonly code: string;
  /** A string, or (PGRST201) the candidate relationships as objects. */
  readonly details: string | null | readonly Record<string, string>[];
  readonly hint: string | null;
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    body: { code: string; message: string; details?: string | null | readonly Record<string, string>[]; hint?: string | null },
    headers: Record<string, string> = {},
  ) {
    super(body.message);
    this.status = status;
    this.code = body.code;
    this.details = body.details ?? null;
    this.hint = body.hint ?? null;
    this.headers = headers;
  }

  toResponse(): Response {
    const body = { code: this.code, details: this.details, hint: this.hint, message: this.message };
    return new Response(JSON.stringify(body), {
      status: this.status,
      headers: { 'content-type': 'application/json; charset=utf-8', ...this.headers },
    });
  }
}

export function parseError(message: string, details: string | null = null): RestError {
  return new RestError(400, { code: 'PGRST100', message, details });
}
