/** Converts between node:http and the Web `Request`/`Response` every service speaks. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export class BodyTooLargeError extends Error {}

export async function toWebRequest(req: IncomingMessage, origin: string, maxBodyBytes: number): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, value);
  }
  // The stack is the edge, as hosted Supabase's gateway is: it records the caller's address for
  // per-client limits, and a value the caller sent itself is not trusted.
  const address = req.socket.remoteAddress;
  if (address) headers.set('x-forwarded-for', address.replace(/^::ffff:/, ''));
  else headers.delete('x-forwarded-for');
  const method = req.method ?? 'GET';
  let body: Buffer | null = null;
  if (method !== 'GET' && method !== 'HEAD') {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of req) {
      const buffer = chunk as Buffer;
      size += buffer.length;
      if (size > maxBodyBytes) throw new BodyTooLargeError(`request body exceeds ${maxBodyBytes} bytes`);
      chunks.push(buffer);
    }
    body = Buffer.concat(chunks);
  }
  return new Request(new URL(req.url ?? '/', origin), {
    method,
    headers,
    body: body && body.length > 0 ? new Uint8Array(body) : null,
  });
}

export async function sendWebResponse(res: ServerResponse, response: Response, headOnly: boolean): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  res.writeHead(response.status, response.statusText || undefined, headers);
  if (!response.body || headOnly) {
    res.end();
    return;
  }
  for await (const chunk of response.body) {
    if (!res.write(chunk)) await new Promise<void>((resolve) => res.once('drain', resolve));
  }
  res.end();
}
