/**
 * A Postgres error with the fields PostgREST-style responses need. Both database
 * implementations throw this, so callers can branch on `code` without knowing the driver.
 */
export interface DbErrorFields {
  message: string;
  code?: string | undefined;
  detail?: string | undefined;
  hint?: string | undefined;
  constraint?: string | undefined;
  table?: string | undefined;
  schema?: string | undefined;
  column?: string | undefined;
}

export class DbError extends Error implements DbErrorFields {
  code: string | undefined;
  detail: string | undefined;
  hint: string | undefined;
  constraint: string | undefined;
  table: string | undefined;
  schema: string | undefined;
  column: string | undefined;

  constructor(fields: DbErrorFields) {
    super(fields.message);
    this.name = 'DbError';
    this.code = fields.code;
    this.detail = fields.detail;
    this.hint = fields.hint;
    this.constraint = fields.constraint;
    this.table = fields.table;
    this.schema = fields.schema;
    this.column = fields.column;
  }
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Plain, structured-clone-safe fields of any thrown value (driver errors included). */
export function errorFields(error: unknown): DbErrorFields {
  if (error && typeof error === 'object') {
    const e = error as Record<string, unknown>;
    return {
      message: text(e.message) ?? String(error),
      code: text(e.code),
      detail: text(e.detail),
      hint: text(e.hint),
      constraint: text(e.constraint),
      table: text(e.table),
      schema: text(e.schema),
      column: text(e.column),
    };
  }
  return { message: String(error) };
}

export function toDbError(error: unknown): DbError {
  return error instanceof DbError ? error : new DbError(errorFields(error));
}
