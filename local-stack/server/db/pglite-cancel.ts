/**
 * Cancelling a running PGlite statement from another thread, the way Postgres cancels one: by
 * setting its `InterruptPending` and `QueryCancelPending` flags, which the executor, the regex
 * compiler and every other long loop check (CHECK_FOR_INTERRUPTS). The statement then fails with
 * 57014 and its transaction is aborted; the database stays open, nothing restarts.
 *
 * PGlite's WebAssembly imports its memory, so the worker opens it on a *shared* memory (the
 * binaries' memory imports are marked shared as they are compiled) that the main thread can
 * write the flags into while the worker's thread is busy running the statement. A small control block says which
 * request is running, so a cancel can never land on the statement after it.
 */

export interface CancelChannel {
  /** PGlite's memory. */
  memory: SharedArrayBuffer;
  /** Byte addresses of Postgres' `InterruptPending` and `QueryCancelPending` in it. */
  interruptPending: number;
  queryCancelPending: number;
  /** [running request id (0: none), lock]. */
  control: SharedArrayBuffer;
}

const RUNNING = 0;
const LOCK = 1;

function withLock<T>(control: Int32Array, fn: () => T): T {
  while (Atomics.compareExchange(control, LOCK, 0, 1) !== 0);
  try {
    return fn();
  } finally {
    Atomics.store(control, LOCK, 0);
  }
}

function setFlags(channel: CancelChannel, value: 0 | 1): void {
  const words = new Int32Array(channel.memory, 0, Math.max(channel.interruptPending, channel.queryCancelPending) / 4 + 1);
  Atomics.store(words, channel.queryCancelPending / 4, value);
  Atomics.store(words, channel.interruptPending / 4, value);
}

/** Main thread: cancels request `id` if it is the one running; whether it was. */
export function cancelRunning(channel: CancelChannel, id: number): boolean {
  const control = new Int32Array(channel.control);
  return withLock(control, () => {
    if (Atomics.load(control, RUNNING) !== id) return false;
    setFlags(channel, 1);
    return true;
  });
}

/** Worker: runs request `id` as the cancellable one; no cancel meant for another survives it. */
export async function runCancellable<T>(channel: CancelChannel | null, id: number, fn: () => Promise<T>): Promise<T> {
  if (!channel) return fn();
  const control = new Int32Array(channel.control);
  withLock(control, () => {
    setFlags(channel, 0);
    Atomics.store(control, RUNNING, id);
  });
  try {
    return await fn();
  } finally {
    withLock(control, () => {
      Atomics.store(control, RUNNING, 0);
      setFlags(channel, 0);
    });
  }
}

function readLeb(bytes: Uint8Array, at: number): { value: number; next: number } {
  let value = 0;
  let shift = 0;
  let p = at;
  let byte: number;
  do {
    byte = bytes[p++] as number;
    value += (byte & 0x7f) * 2 ** shift;
    shift += 7;
  } while (byte & 0x80);
  return { value, next: p };
}

function leb(value: number): number[] {
  const out: number[] = [];
  let rest = value;
  do {
    let byte = rest & 0x7f;
    rest = Math.floor(rest / 128);
    if (rest > 0) byte |= 0x80;
    out.push(byte);
  } while (rest > 0);
  return out;
}

/** The largest memory PGlite may grow to (its own maximum: 2 GB). */
const MAX_PAGES = 32768;

interface MemoryImport {
  /** Where the import section starts (its id byte), where its content starts and ends. */
  section: number;
  start: number;
  end: number;
  /** Where the memory's limits start and end; its flags and page counts. */
  limitsAt: number;
  limitsEnd: number;
  flags: number;
  min: number;
  max: number | null;
}

/** The memory a WebAssembly binary imports, if it imports one. */
function findMemoryImport(bytes: Uint8Array): MemoryImport | null {
  let p = 8;
  while (p < bytes.length) {
    const size = readLeb(bytes, p + 1);
    const start = size.next;
    const end = start + size.value;
    if (bytes[p] !== 2) {
      p = end;
      continue;
    }
    const count = readLeb(bytes, start);
    let q = count.next;
    for (let i = 0; i < count.value; i++) {
      for (let name = 0; name < 2; name++) {
        const length = readLeb(bytes, q);
        q = length.next + length.value;
      }
      const kind = bytes[q++];
      if (kind === 0) q = readLeb(bytes, q).next;
      else if (kind === 1) {
        const flags = readLeb(bytes, q + 1);
        q = readLeb(bytes, flags.next).next;
        if (flags.value & 1) q = readLeb(bytes, q).next;
      } else if (kind === 2) {
        const flags = bytes[q] as number;
        const min = readLeb(bytes, q + 1);
        const max = flags & 1 ? readLeb(bytes, min.next) : null;
        return { section: p, start, end, limitsAt: q, limitsEnd: max?.next ?? min.next, flags, min: min.value, max: max?.value ?? null };
      } else if (kind === 3) q += 2;
      else return null;
    }
    return null;
  }
  return null;
}

/**
 * `bytes` (a WebAssembly binary) with its memory import declared shared, or `bytes` itself when
 * it imports no memory or already a shared one. PGlite's main module and the libraries it loads
 * (plpgsql and others) all import the one memory, so each must declare it the same way.
 */
export function shareMemoryImport(bytes: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> {
  const found = findMemoryImport(bytes);
  if (!found || found.flags & 2) return bytes;
  const limits = [3, ...leb(found.min), ...leb(found.max ?? MAX_PAGES)];
  const content = [...bytes.subarray(found.start, found.limitsAt), ...limits, ...bytes.subarray(found.limitsEnd, found.end)];
  const size = leb(content.length);
  const tail = bytes.subarray(found.end);
  const out = new Uint8Array(found.section + 1 + size.length + content.length + tail.length);
  out.set(bytes.subarray(0, found.section + 1), 0);
  out.set(size, found.section + 1);
  out.set(content, found.section + 1 + size.length);
  out.set(tail, found.section + 1 + size.length + content.length);
  return out;
}

/** Whether `source` is a binary rather than a compiled module. */
function binaryOf(source: unknown): Uint8Array<ArrayBuffer> | null {
  if (source instanceof ArrayBuffer) return new Uint8Array(source);
  if (ArrayBuffer.isView(source) && source.buffer instanceof ArrayBuffer) {
    return new Uint8Array(source.buffer, source.byteOffset, source.byteLength);
  }
  return null;
}

type Instantiate = (
  source: BufferSource | WebAssembly.Module,
  imports?: WebAssembly.Imports,
) => Promise<WebAssembly.WebAssemblyInstantiatedSource | WebAssembly.Instance>;

/**
 * On this (the worker's) thread, from now on: every WebAssembly memory is created shared, every
 * binary compiled imports its memory as shared (PGlite's module, initdb's, and the libraries
 * such as plpgsql it loads as it runs), and TextDecoder, which refuses views of shared memory,
 * decodes a copy. Answers how to undo it.
 */
export function shareWebAssemblyMemory(): () => void {
  const { Memory, Module } = WebAssembly;
  const instantiate = WebAssembly.instantiate.bind(WebAssembly) as Instantiate;
  const decode = TextDecoder.prototype.decode;
  WebAssembly.Memory = new Proxy(Memory, {
    construct(target, args: [WebAssembly.MemoryDescriptor]) {
      return new target({ ...args[0], maximum: args[0].maximum ?? MAX_PAGES, shared: true });
    },
  });
  WebAssembly.Module = new Proxy(Module, {
    construct(target, args: [BufferSource]) {
      const binary = binaryOf(args[0]);
      return new target(binary ? shareMemoryImport(binary) : args[0]);
    },
  });
  (WebAssembly as { instantiate: Instantiate }).instantiate = (source, imports) => {
    const binary = binaryOf(source);
    return instantiate(binary ? shareMemoryImport(binary) : source, imports);
  };
  TextDecoder.prototype.decode = function (this: TextDecoder, input?: AllowSharedBufferSource, options?: TextDecodeOptions) {
    if (input && ArrayBuffer.isView(input) && input.buffer instanceof SharedArrayBuffer) {
      return decode.call(this, new Uint8Array(input.buffer, input.byteOffset, input.byteLength).slice(), options);
    }
    return decode.call(this, input, options);
  };
  return () => {
    WebAssembly.Memory = Memory;
    WebAssembly.Module = Module;
    (WebAssembly as { instantiate: Instantiate }).instantiate = instantiate;
    TextDecoder.prototype.decode = decode;
  };
}
