/**
 * STOMP 1.2 frame codec (https://stomp.github.io/stomp-specification-1.2.html#STOMP_Frames).
 *
 * The parser reads a byte stream that may carry several frames, part of one, or heart-beat EOLs
 * between frames, and keeps whatever is incomplete for the next chunk. It works on bytes, not
 * strings, because `content-length` counts bytes and a chunk may end inside a multi-byte character.
 * Every limit is checked while the bytes arrive, so an oversize frame is refused before it is buffered.
 */

export const CLIENT_COMMANDS = [
  'CONNECT',
  'STOMP',
  'SEND',
  'SUBSCRIBE',
  'UNSUBSCRIBE',
  'ACK',
  'NACK',
  'BEGIN',
  'COMMIT',
  'ABORT',
  'DISCONNECT',
] as const;
export const SERVER_COMMANDS = ['CONNECTED', 'MESSAGE', 'RECEIPT', 'ERROR'] as const;

export type ClientCommand = (typeof CLIENT_COMMANDS)[number];
export type ServerCommand = (typeof SERVER_COMMANDS)[number];
export type StompCommand = ClientCommand | ServerCommand;

/** Header names to values. Parsed headers have no prototype, so a header called `__proto__` is just a header. */
export type StompHeaders = Readonly<Record<string, string>>;

export interface StompFrame<C extends StompCommand = StompCommand> {
  readonly command: C;
  readonly headers: StompHeaders;
  /** The body as UTF-8 text (chat payloads are JSON); may contain NUL when the frame had a content-length. */
  readonly body: string;
}

/** The only commands the specification lets carry a body. */
const COMMANDS_WITH_BODY: ReadonlySet<StompCommand> = new Set(['SEND', 'MESSAGE', 'ERROR']);

/** CONNECT and CONNECTED keep their header bytes as they are, so STOMP 1.0 clients can read them. */
const isUnescapedCommand = (command: StompCommand) => command === 'CONNECT' || command === 'CONNECTED';

/** What one connection may send; everything is in bytes. */
export interface FrameLimits {
  /** The whole frame, from the first byte of the command to the closing NUL. */
  readonly maxFrameBytes: number;
  readonly maxHeaders: number;
  /** One header line without its EOL (also bounds the command line). */
  readonly maxHeaderLineBytes: number;
  readonly maxBodyBytes: number;
}

export const DEFAULT_FRAME_LIMITS: FrameLimits = {
  maxFrameBytes: 64 * 1024,
  maxHeaders: 32,
  maxHeaderLineBytes: 4 * 1024,
  maxBodyBytes: 60 * 1024,
};

/** Defaults for whatever is not given (an explicit undefined included). */
export function resolveLimits(limits: Partial<FrameLimits> = {}): FrameLimits {
  return {
    maxFrameBytes: limits.maxFrameBytes ?? DEFAULT_FRAME_LIMITS.maxFrameBytes,
    maxHeaders: limits.maxHeaders ?? DEFAULT_FRAME_LIMITS.maxHeaders,
    maxHeaderLineBytes: limits.maxHeaderLineBytes ?? DEFAULT_FRAME_LIMITS.maxHeaderLineBytes,
    maxBodyBytes: limits.maxBodyBytes ?? DEFAULT_FRAME_LIMITS.maxBodyBytes,
  };
}

export type FrameErrorCode =
  | 'frame-too-large'
  | 'too-many-headers'
  | 'header-line-too-long'
  | 'body-too-large'
  | 'invalid-command'
  | 'invalid-header'
  | 'invalid-escape'
  | 'invalid-content-length'
  | 'invalid-utf8'
  | 'unexpected-body'
  | 'malformed-frame';

/** A frame the peer got wrong; `message` is written to be sent back in an ERROR frame. */
export class StompFrameError extends Error {
  constructor(
    readonly code: FrameErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'StompFrameError';
  }
}

export type ParsedItem<C extends StompCommand = StompCommand> =
  | { readonly type: 'frame'; readonly frame: StompFrame<C> }
  | { readonly type: 'heart-beat' }
  | { readonly type: 'error'; readonly error: StompFrameError };

const LF = 0x0a;
const CR = 0x0d;
const NUL = 0x00;
const COLON = 0x3a;

/** Fatal so malformed UTF-8 is refused instead of turned into U+FFFD; keeps a leading BOM as text. */
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

function decodeUtf8(bytes: Uint8Array, what: string): string {
  try {
    return utf8.decode(bytes);
  } catch {
    throw new StompFrameError('invalid-utf8', `${what} is not valid UTF-8`);
  }
}

const UNESCAPES: Readonly<Record<string, string>> = { r: '\r', n: '\n', c: ':', '\\': '\\' };

/** Decodes \r \n \c \\; any other escape is a fatal protocol error, as the specification requires. */
export function unescapeHeaderText(text: string): string {
  if (!text.includes('\\')) return text;
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch !== '\\') {
      out += ch;
      continue;
    }
    const next = text[i + 1];
    const decoded = next === undefined ? undefined : UNESCAPES[next];
    if (decoded === undefined) {
      const shown = next === undefined ? 'a trailing \\' : `\\${next}`;
      throw new StompFrameError('invalid-escape', `undefined escape sequence ${shown} in a header`);
    }
    out += decoded;
    i++;
  }
  return out;
}

export function escapeHeaderText(text: string): string {
  return text.replace(/[\\\r\n:]/g, (ch) =>
    ch === '\\' ? '\\\\' : ch === '\r' ? '\\r' : ch === '\n' ? '\\n' : '\\c',
  );
}

type Phase = 'between-frames' | 'command' | 'headers' | 'body' | 'failed';

export interface FrameParserOptions<C extends StompCommand> {
  readonly limits?: Partial<FrameLimits>;
  /** The commands this side accepts; a server reads client commands. */
  readonly commands?: readonly C[];
}

const IDLE_BUFFER_BYTES = 1024;

/** Longest command name plus room for a CR: a longer first line cannot be a command. */
const MAX_COMMAND_LINE_BYTES = 16;

/**
 * Incremental STOMP parser for one connection. `push` returns what the new bytes completed; after an
 * error it stops for good (the connection is to be closed), so the error is always the last item.
 */
export class StompFrameParser<C extends StompCommand = ClientCommand> {
  private readonly limits: FrameLimits;
  private readonly commands: ReadonlySet<string>;

  /** Unread bytes live in data[0, length); growing by doubling keeps appends linear. */
  private data = Buffer.alloc(IDLE_BUFFER_BYTES);
  private length = 0;
  /** Next byte to read. */
  private pos = 0;
  /** Where the scan for the end of the current line or body resumes, so no byte is scanned twice. */
  private scanFrom = 0;

  private phase: Phase = 'between-frames';
  private frameStart = 0;
  private command: C | undefined;
  private headers: Record<string, string> = Object.create(null);
  private headerCount = 0;
  private contentLength: number | undefined;
  private bodyStart = 0;
  private failure: StompFrameError | undefined;

  constructor(options: FrameParserOptions<C> = {}) {
    this.limits = resolveLimits(options.limits);
    this.commands = new Set<string>(options.commands ?? CLIENT_COMMANDS);
  }

  push(chunk: string | Uint8Array): ParsedItem<C>[] {
    if (this.failure) return [{ type: 'error', error: this.failure }];
    this.append(typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk);
    const items: ParsedItem<C>[] = [];
    try {
      this.readAvailable(items);
    } catch (error) {
      if (!(error instanceof StompFrameError)) throw error;
      this.failure = error;
      this.phase = 'failed';
      this.data = Buffer.alloc(0);
      this.length = this.pos = this.scanFrom = 0;
      items.push({ type: 'error', error });
      return items;
    }
    this.compact();
    return items;
  }

  private readAvailable(items: ParsedItem<C>[]): void {
    for (;;) {
      switch (this.phase) {
        case 'between-frames':
          if (!this.readBetweenFrames(items)) return;
          break;
        case 'command':
          if (!this.readCommand()) return;
          break;
        case 'headers':
          if (!this.readHeaderLine()) return;
          break;
        case 'body':
          if (!this.readBody(items)) return;
          break;
        case 'failed':
          return;
      }
    }
  }

  /** EOLs between frames are heart-beats; anything else starts a frame. */
  private readBetweenFrames(items: ParsedItem<C>[]): boolean {
    if (this.pos >= this.length) return false;
    const byte = this.data[this.pos];
    if (byte === LF) {
      this.pos += 1;
      items.push({ type: 'heart-beat' });
      return true;
    }
    if (byte === CR) {
      if (this.pos + 1 >= this.length) return false;
      if (this.data[this.pos + 1] !== LF) {
        throw new StompFrameError('malformed-frame', 'a CR must be followed by LF');
      }
      this.pos += 2;
      items.push({ type: 'heart-beat' });
      return true;
    }
    this.frameStart = this.scanFrom = this.pos;
    this.phase = 'command';
    return true;
  }

  private readCommand(): boolean {
    const line = this.readLine(MAX_COMMAND_LINE_BYTES, () => {
      throw new StompFrameError('invalid-command', 'the frame does not start with a STOMP command');
    });
    if (line === undefined) return false;
    // latin1 never fails, so bytes that are not a command are reported as such rather than as bad UTF-8.
    const command = line.toString('latin1');
    if (!this.commands.has(command)) {
      throw new StompFrameError('invalid-command', `unknown command ${JSON.stringify(command.slice(0, 32))}`);
    }
    this.command = command as C;
    this.headers = Object.create(null);
    this.headerCount = 0;
    this.contentLength = undefined;
    this.phase = 'headers';
    return true;
  }

  private readHeaderLine(): boolean {
    const { maxHeaderLineBytes, maxHeaders } = this.limits;
    const line = this.readLine(maxHeaderLineBytes, () => {
      throw new StompFrameError(
        'header-line-too-long',
        `a header line is longer than ${maxHeaderLineBytes} bytes`,
      );
    });
    if (line === undefined) return false;
    if (line.length === 0) {
      this.startBody();
      return true;
    }
    this.headerCount += 1;
    if (this.headerCount > maxHeaders) {
      throw new StompFrameError('too-many-headers', `the frame has more than ${maxHeaders} headers`);
    }
    if (line.includes(CR)) throw new StompFrameError('invalid-header', 'a header contains a bare CR');
    const colon = line.indexOf(COLON);
    if (colon <= 0) {
      throw new StompFrameError('invalid-header', 'a header line must be name:value with a non-empty name');
    }
    const rawName = decodeUtf8(line.subarray(0, colon), 'a header name');
    const rawValue = decodeUtf8(line.subarray(colon + 1), 'a header value');
    const escaped = !isUnescapedCommand(this.command as StompCommand);
    const name = escaped ? unescapeHeaderText(rawName) : rawName;
    const value = escaped ? unescapeHeaderText(rawValue) : rawValue;
    // A repeated header keeps its first value (STOMP 1.2, "Repeated Header Entries").
    if (!Object.hasOwn(this.headers, name)) this.headers[name] = value;
    return true;
  }

  private startBody(): void {
    this.bodyStart = this.scanFrom = this.pos;
    this.phase = 'body';
    const declared = this.headers['content-length'];
    if (declared === undefined) return;
    if (!/^[0-9]{1,15}$/.test(declared)) {
      throw new StompFrameError(
        'invalid-content-length',
        'content-length must be a non-negative whole number',
      );
    }
    const bodyBytes = Number(declared);
    this.checkBodySize(bodyBytes);
    this.checkFrameSize(this.bodyStart - this.frameStart + bodyBytes + 1);
    this.contentLength = bodyBytes;
  }

  private readBody(items: ParsedItem<C>[]): boolean {
    let bodyEnd: number;
    if (this.contentLength !== undefined) {
      bodyEnd = this.bodyStart + this.contentLength;
      if (this.length <= bodyEnd) return false;
      if (this.data[bodyEnd] !== NUL) {
        throw new StompFrameError('malformed-frame', 'the body is longer than its content-length');
      }
    } else {
      const nul = this.view().indexOf(NUL, this.scanFrom);
      if (nul === -1) {
        this.scanFrom = this.length;
        this.checkBodySize(this.length - this.bodyStart);
        this.checkFrameSize(this.length - this.frameStart);
        return false;
      }
      bodyEnd = nul;
      this.checkBodySize(bodyEnd - this.bodyStart);
      this.checkFrameSize(bodyEnd + 1 - this.frameStart);
    }
    const command = this.command as C;
    if (bodyEnd > this.bodyStart && !COMMANDS_WITH_BODY.has(command)) {
      throw new StompFrameError('unexpected-body', `a ${command} frame must not have a body`);
    }
    const body = decodeUtf8(this.data.subarray(this.bodyStart, bodyEnd), 'the body');
    items.push({ type: 'frame', frame: { command, headers: this.headers, body } });
    this.pos = this.scanFrom = bodyEnd + 1;
    this.phase = 'between-frames';
    this.command = undefined;
    this.headers = Object.create(null);
    return true;
  }

  /**
   * The next line without its EOL (an optional CR before the LF is dropped), or undefined while the
   * LF has not arrived. `tooLong` runs as soon as the line is known to exceed `maxBytes`.
   */
  private readLine(maxBytes: number, tooLong: () => never): Buffer | undefined {
    const lineStart = this.pos;
    const lf = this.view().indexOf(LF, this.scanFrom);
    if (lf === -1) {
      this.scanFrom = this.length;
      // One byte of slack: it may be the CR of a line that is exactly maxBytes long.
      if (this.length - lineStart > maxBytes + 1) tooLong();
      this.checkFrameSize(this.length - this.frameStart);
      return undefined;
    }
    const lineEnd = lf > lineStart && this.data[lf - 1] === CR ? lf - 1 : lf;
    if (lineEnd - lineStart > maxBytes) tooLong();
    this.checkFrameSize(lf + 1 - this.frameStart);
    this.pos = this.scanFrom = lf + 1;
    return this.data.subarray(lineStart, lineEnd);
  }

  private checkFrameSize(bytes: number): void {
    if (bytes > this.limits.maxFrameBytes) {
      throw new StompFrameError(
        'frame-too-large',
        `the frame is larger than ${this.limits.maxFrameBytes} bytes`,
      );
    }
  }

  private checkBodySize(bytes: number): void {
    if (bytes > this.limits.maxBodyBytes) {
      throw new StompFrameError(
        'body-too-large',
        `the body is larger than ${this.limits.maxBodyBytes} bytes`,
      );
    }
  }

  private view(): Buffer {
    return this.data.subarray(0, this.length);
  }

  private append(chunk: Uint8Array): void {
    const needed = this.length + chunk.length;
    if (needed > this.data.length) {
      const grown = Buffer.alloc(Math.max(needed, this.data.length * 2));
      this.data.copy(grown, 0, 0, this.length);
      this.data = grown;
    }
    this.data.set(chunk, this.length);
    this.length = needed;
  }

  /** Drops the bytes already read, keeping the unfinished frame; positions move with them. */
  private compact(): void {
    const keepFrom = this.phase === 'between-frames' ? this.pos : this.frameStart;
    if (keepFrom > 0) this.shiftLeft(keepFrom);
    // An idle connection should not hold on to the room its largest frame needed.
    if (this.length === 0 && this.data.length > IDLE_BUFFER_BYTES)
      this.data = Buffer.alloc(IDLE_BUFFER_BYTES);
  }

  private shiftLeft(keepFrom: number): void {
    this.data.copyWithin(0, keepFrom, this.length);
    this.length -= keepFrom;
    this.pos -= keepFrom;
    this.scanFrom -= keepFrom;
    this.frameStart -= keepFrom;
    this.bodyStart -= keepFrom;
  }
}

export interface FrameToSerialize {
  readonly command: StompCommand;
  readonly headers?: StompHeaders;
  readonly body?: string;
}

/**
 * One frame as text, ending with NUL. Frames that may carry a body always get a content-length (in
 * UTF-8 bytes) computed here, replacing any given one, so a body with NUL survives and a caller
 * cannot declare a wrong length. Throws for a frame that cannot be written faithfully.
 */
export function serializeFrame(frame: FrameToSerialize): string {
  const { command, headers = {}, body = '' } = frame;
  const mayHaveBody = COMMANDS_WITH_BODY.has(command);
  if (body.length > 0 && !mayHaveBody) throw new Error(`a ${command} frame cannot have a body`);
  const escaped = !isUnescapedCommand(command);
  const lines: string[] = [command];
  for (const [name, value] of Object.entries(headers)) {
    if (name === 'content-length') continue;
    if (name.length === 0) throw new Error('a header name cannot be empty');
    if (escaped) {
      lines.push(`${escapeHeaderText(name)}:${escapeHeaderText(value)}`);
    } else {
      if (/[\r\n:]/.test(name) || /[\r\n]/.test(value)) {
        throw new Error(`${command} headers cannot contain CR or LF, nor a colon in a name`);
      }
      lines.push(`${name}:${value}`);
    }
  }
  if (mayHaveBody) lines.push(`content-length:${Buffer.byteLength(body, 'utf8')}`);
  return `${lines.join('\n')}\n\n${body}\0`;
}

/** What a heart-beat is on the wire, both ways. */
export const HEART_BEAT_EOL = '\n';
