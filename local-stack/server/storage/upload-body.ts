/**
 * The bytes and settings of an upload, sent by supabase-js either as multipart form data
 * (Blob/File bodies) or as a raw body with `content-type` and `cache-control` headers.
 */
export interface UploadBody {
  bytes: Uint8Array;
  contentType: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
}

function maxAge(value: string | null | undefined): string {
  const match = /(\d+)/.exec(value ?? '');
  return match ? (match[1] as string) : '3600';
}

function parseMetadata(value: string | null): Record<string, unknown> | null {
  if (!value) return null;
  try {
    const parsed = JSON.parse(value) as unknown;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export async function readUploadBody(request: Request): Promise<UploadBody> {
  const contentType = request.headers.get('content-type') ?? '';
  if (contentType.toLowerCase().startsWith('multipart/form-data')) {
    const form = await request.formData();
    let file: Blob | null = null;
    for (const value of form.values()) {
      if (typeof value !== 'string') {
        file = value;
        break;
      }
    }
    const cacheControl = form.get('cacheControl');
    const metadata = form.get('metadata');
    return {
      bytes: new Uint8Array(file ? await file.arrayBuffer() : new ArrayBuffer(0)),
      contentType: file?.type || 'text/plain;charset=UTF-8',
      cacheControl: maxAge(typeof cacheControl === 'string' ? cacheControl : null),
      userMetadata: parseMetadata(typeof metadata === 'string' ? metadata : null),
    };
  }
  const encoded = request.headers.get('x-metadata');
  return {
    bytes: new Uint8Array(await request.arrayBuffer()),
    contentType: contentType || 'application/octet-stream',
    cacheControl: maxAge(request.headers.get('cache-control')),
    userMetadata: encoded ? parseMetadata(Buffer.from(encoded, 'base64').toString('utf8')) : null,
  };
}

/** Whether `mime` is allowed by a bucket's list, where `image/*` allows any image type. */
export function mimeAllowed(mime: string, allowed: string[] | null): boolean {
  if (!allowed || allowed.length === 0) return true;
  const base = (mime.split(';')[0] ?? '').trim().toLowerCase();
  return allowed.some((rule) => {
    const r = rule.trim().toLowerCase();
    return r.endsWith('/*') ? base.startsWith(r.slice(0, -1)) : base === r;
  });
}
