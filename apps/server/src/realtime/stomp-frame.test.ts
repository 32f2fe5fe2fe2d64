import { describe, expect, it } from 'vitest';
import {
  CLIENT_COMMANDS,
  SERVER_COMMANDS,
  StompFrameParser,
  escapeHeaderText,
  serializeFrame,
  unescapeHeaderText,
  type FrameErrorCode,
  type FrameLimits,
  type ParsedItem,
  type StompCommand,
  type StompFrame,
  type StompHeaders,
} from './stomp-frame';

const ALL_COMMANDS: readonly StompCommand[] = [...CLIENT_COMMANDS, ...SERVER_COMMANDS];

function parse(
  chunks: (string | Uint8Array)[],
  options: { limits?: Partial<FrameLimits>; commands?: readonly StompCommand[] } = {},
): ParsedItem[] {
  const parser = new StompFrameParser<StompCommand>({ commands: ALL_COMMANDS, ...options });
  return chunks.flatMap((chunk) => parser.push(chunk));
}

const framesOf = (items: ParsedItem[]): StompFrame[] =>
  items.flatMap((item) => (item.type === 'frame' ? [item.frame] : []));

function errorOf(items: ParsedItem[]): FrameErrorCode | undefined {
  const last = items.at(-1);
  return last?.type === 'error' ? last.error.code : undefined;
}

function onlyFrame(input: string | Uint8Array, options?: Parameters<typeof parse>[1]): StompFrame {
  const items = parse([input], options);
  expect(items.filter((i) => i.type === 'error')).toEqual([]);
  const frames = framesOf(items);
  expect(frames).toHaveLength(1);
  return frames[0] as StompFrame;
}

/** A small seeded generator, so a failing fuzz case can be replayed. */
function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  const text = (alphabet: readonly string[], min: number, max: number) =>
    Array.from({ length: min + int(max - min + 1) }, () => pick(alphabet)).join('');
  return { next, int, pick, text };
}

// Whole code points only: a lone surrogate cannot be written as UTF-8, so it could not round-trip.
const HEADER_ALPHABET = [
  'a',
  'B',
  'z',
  '0',
  '-',
  '_',
  ' ',
  ':',
  '\n',
  '\r',
  '\\',
  'c',
  'n',
  'r',
  'é',
  'ç',
  '中',
  '😀',
];
const UNESCAPED_HEADER_NAME_ALPHABET = HEADER_ALPHABET.filter((c) => c !== ':' && c !== '\n' && c !== '\r');
const UNESCAPED_HEADER_VALUE_ALPHABET = HEADER_ALPHABET.filter((c) => c !== '\n' && c !== '\r');
const BODY_ALPHABET = [...HEADER_ALPHABET, '\0', '\uFEFF', '{', '"', '}', '\t'];

describe('parsing one frame', () => {
  it('reads command, headers and body', () => {
    const frame = onlyFrame(
      'SEND\ndestination:/app/message\ncontent-type:application/json\n\n{"message":"Oi"}\0',
    );
    expect(frame).toEqual({
      command: 'SEND',
      headers: { destination: '/app/message', 'content-type': 'application/json' },
      body: '{"message":"Oi"}',
    });
  });

  it('reads a frame without headers or body', () => {
    expect(onlyFrame('DISCONNECT\n\n\0')).toEqual({ command: 'DISCONNECT', headers: {}, body: '' });
  });

  it('accepts a CR before every LF', () => {
    const frame = onlyFrame('SEND\r\ndestination:/app/message\r\nreceipt:7\r\n\r\nhello\0');
    expect(frame).toEqual({
      command: 'SEND',
      headers: { destination: '/app/message', receipt: '7' },
      body: 'hello',
    });
  });

  it('accepts every client command and refuses server commands by default', () => {
    for (const command of CLIENT_COMMANDS) {
      const items = new StompFrameParser().push(`${command}\n\n\0`);
      expect(items).toEqual([{ type: 'frame', frame: { command, headers: {}, body: '' } }]);
    }
    for (const command of SERVER_COMMANDS) {
      expect(errorOf(new StompFrameParser().push(`${command}\n\n\0`))).toBe('invalid-command');
    }
  });

  it('accepts server commands when told to', () => {
    const parser = new StompFrameParser({ commands: SERVER_COMMANDS });
    expect(framesOf(parser.push('MESSAGE\nsubscription:0\n\nx\0'))[0]?.command).toBe('MESSAGE');
    expect(errorOf(parser.push('SEND\n\n\0'))).toBe('invalid-command');
  });

  it.each([
    ['lower case', 'send\n\n\0'],
    ['an unknown command', 'PUBLISH\n\n\0'],
    ['spaces around the command', ' SEND\n\n\0'],
    ['trailing spaces', 'SEND \n\n\0'],
    ['an HTTP request line', 'GET / HTTP/1.1\r\nHost: x\r\n\r\n'],
    ['a CR that is not before the LF', 'SEND\r\r\n\n\0'],
  ])('refuses %s', (_, input) => {
    expect(errorOf(parse([input], { commands: CLIENT_COMMANDS }))).toBe('invalid-command');
  });

  it('refuses a long first line as soon as it cannot be a command, without waiting for its end', () => {
    expect(errorOf(parse(['X'.repeat(40)]))).toBe('invalid-command');
  });

  it('keeps header values that contain colons (the first colon separates the name)', () => {
    expect(onlyFrame('SEND\ndestination:/a\ndate:10:30\n\n\0').headers.date).toBe('10:30');
  });

  it('does not trim header names or values', () => {
    expect(onlyFrame('SEND\n name : value \n\n\0').headers).toEqual({ ' name ': ' value ' });
  });

  it('keeps empty header values', () => {
    expect(onlyFrame('SEND\ndestination:\n\n\0').headers).toEqual({ destination: '' });
  });

  it('treats a header called __proto__ as just a header', () => {
    const frame = onlyFrame('SEND\n__proto__:x\nconstructor:y\n\n\0');
    expect(Object.getPrototypeOf(frame.headers)).toBeNull();
    expect(frame.headers['__proto__']).toBe('x');
    expect(frame.headers['constructor']).toBe('y');
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it.each([
    ['a line without a colon', 'SEND\ndestination\n\n\0'],
    ['an empty header name', 'SEND\n:value\n\n\0'],
    ['a bare CR inside a header', 'SEND\nname:va\rlue\n\n\0'],
  ])('refuses %s', (_, input) => {
    expect(errorOf(parse([input]))).toBe('invalid-header');
  });

  it('refuses headers that are not UTF-8, and bodies that are not', () => {
    const badHeader = Buffer.concat([
      Buffer.from('SEND\nname:'),
      Buffer.from([0xc3, 0x28]),
      Buffer.from('\n\n\0'),
    ]);
    expect(errorOf(parse([badHeader]))).toBe('invalid-utf8');
    const badBody = Buffer.concat([Buffer.from('SEND\n\n'), Buffer.from([0xff, 0xfe]), Buffer.from('\0')]);
    expect(errorOf(parse([badBody]))).toBe('invalid-utf8');
  });

  it('keeps a byte-order mark at the start of a body', () => {
    expect(onlyFrame('SEND\n\n\uFEFFx\0').body).toBe('\uFEFFx');
  });

  it('reads multi-byte UTF-8 in headers and body', () => {
    const frame = onlyFrame('SEND\ndestination:/user/João Ninõ/private\n\nOlá, 中文 😀\0');
    expect(frame.headers.destination).toBe('/user/João Ninõ/private');
    expect(frame.body).toBe('Olá, 中文 😀');
  });

  it.each(['SUBSCRIBE', 'UNSUBSCRIBE', 'CONNECT', 'DISCONNECT', 'ACK', 'BEGIN'])(
    'refuses a body on %s, which the specification forbids',
    (command) => {
      expect(errorOf(parse([`${command}\n\nbody\0`]))).toBe('unexpected-body');
    },
  );
});

describe('header escaping', () => {
  it('decodes \\r \\n \\c \\\\ in header names and values', () => {
    const frame = onlyFrame('SEND\na\\cb:line1\\nline2\\r\\\\end\\c\n\n\0');
    expect(frame.headers).toEqual({ 'a:b': 'line1\nline2\r\\end:' });
  });

  it('decodes escapes in every frame but CONNECT and CONNECTED', () => {
    for (const command of ALL_COMMANDS) {
      const input = `${command}\nk:a\\cb\n\n\0`;
      const unescaped = command === 'CONNECT' || command === 'CONNECTED';
      expect(onlyFrame(input).headers.k, command).toBe(unescaped ? 'a\\cb' : 'a:b');
    }
  });

  it('refuses an undefined escape such as \\t', () => {
    expect(errorOf(parse(['SEND\ndestination:/a\\tb\n\n\0']))).toBe('invalid-escape');
    expect(errorOf(parse(['SEND\nna\\tme:x\n\n\0']))).toBe('invalid-escape');
    expect(errorOf(parse(['MESSAGE\nk:\\x\n\n\0']))).toBe('invalid-escape');
  });

  it('refuses a backslash at the end of a header', () => {
    expect(errorOf(parse(['SEND\nk:abc\\\n\n\0']))).toBe('invalid-escape');
  });

  it('leaves backslashes alone in CONNECT, so a password may contain them', () => {
    const frame = onlyFrame('CONNECT\naccept-version:1.2\npasscode:a\\tb\\c\\\n\n\0');
    expect(frame.headers.passcode).toBe('a\\tb\\c\\');
  });

  it('escapes and unescapes as inverses', () => {
    const text = 'a:b\nc\rd\\e\\\\n';
    expect(escapeHeaderText(text)).toBe('a\\cb\\nc\\rd\\\\e\\\\\\\\n');
    expect(unescapeHeaderText(escapeHeaderText(text))).toBe(text);
  });
});

describe('repeated headers', () => {
  it('keep the first value', () => {
    const frame = onlyFrame('SEND\ndestination:/first\ndestination:/second\nfoo:1\nfoo:2\n\n\0');
    expect(frame.headers).toEqual({ destination: '/first', foo: '1' });
  });

  it('keep the first content-length too', () => {
    expect(onlyFrame('SEND\ncontent-length:3\ncontent-length:1\n\na\0b\0').body).toBe('a\0b');
  });

  it('compare names after unescaping', () => {
    expect(onlyFrame('SEND\na\\cb:1\na\\cb:2\n\n\0').headers).toEqual({ 'a:b': '1' });
  });
});

describe('content-length', () => {
  it('lets the body contain NUL bytes', () => {
    const frame = onlyFrame('SEND\ndestination:/a\ncontent-length:7\n\na\0b\0\0c\0\0');
    expect(frame.body).toBe('a\0b\0\0c\0');
  });

  it('counts bytes, not characters', () => {
    const body = 'ção😀';
    const frame = onlyFrame(`SEND\ncontent-length:${Buffer.byteLength(body)}\n\n${body}\0`);
    expect(frame.body).toBe(body);
  });

  it('accepts a zero length', () => {
    expect(onlyFrame('SEND\ncontent-length:0\n\n\0').body).toBe('');
  });

  it('refuses a frame whose body goes on past its content-length', () => {
    expect(errorOf(parse(['SEND\ncontent-length:2\n\nabc\0']))).toBe('malformed-frame');
  });

  it('waits for the declared bytes even when a NUL comes first', () => {
    const parser = new StompFrameParser();
    expect(parser.push('SEND\ncontent-length:3\n\na\0')).toEqual([]);
    expect(framesOf(parser.push('b\0'))[0]?.body).toBe('a\0b');
  });

  it.each(['abc', '-1', '1.5', '', ' 3', '3 ', '+3', '0x10', '1e3', '9'.repeat(16)])(
    'refuses %j',
    (value) => {
      expect(errorOf(parse([`SEND\ncontent-length:${value}\n\n\0`]))).toBe('invalid-content-length');
    },
  );

  it('without it, ends the body at the first NUL', () => {
    const items = parse(['SEND\ndestination:/a\n\nfirst\0SEND\ndestination:/b\n\nsecond\0']);
    expect(framesOf(items).map((f) => f.body)).toEqual(['first', 'second']);
  });

  it('without it, treats what follows the first NUL as the next frame', () => {
    expect(errorOf(parse(['SEND\n\na\0b\0\n']))).toBe('invalid-command');
  });
});

describe('heart-beats', () => {
  it('reports each EOL between frames as a heart-beat', () => {
    const items = parse(['\n\r\nSEND\n\nx\0\n\n\r\nDISCONNECT\n\n\0\n']);
    expect(items.map((i) => i.type)).toEqual([
      'heart-beat',
      'heart-beat',
      'frame',
      'heart-beat',
      'heart-beat',
      'heart-beat',
      'frame',
      'heart-beat',
    ]);
  });

  it('reports heart-beats that arrive on their own', () => {
    const parser = new StompFrameParser();
    expect(parser.push('\n')).toEqual([{ type: 'heart-beat' }]);
    expect(parser.push('\r')).toEqual([]);
    expect(parser.push('\n')).toEqual([{ type: 'heart-beat' }]);
  });

  it('refuses a CR that is not followed by LF between frames', () => {
    expect(errorOf(parse(['\rSEND\n\n\0']))).toBe('malformed-frame');
  });
});

describe('limits', () => {
  const limits: FrameLimits = {
    maxFrameBytes: 200,
    maxHeaders: 3,
    maxHeaderLineBytes: 40,
    maxBodyBytes: 100,
  };

  it('accepts a frame of exactly the largest size', () => {
    const head = 'SEND\n\n';
    const body = 'x'.repeat(limits.maxFrameBytes - head.length - 1);
    const frame = onlyFrame(`${head}${body}\0`, { limits: { ...limits, maxBodyBytes: 1000 } });
    expect(frame.body).toHaveLength(body.length);
  });

  it('refuses a frame one byte larger', () => {
    const head = 'SEND\n\n';
    const body = 'x'.repeat(limits.maxFrameBytes - head.length);
    expect(errorOf(parse([`${head}${body}\0`], { limits: { ...limits, maxBodyBytes: 1000 } }))).toBe(
      'frame-too-large',
    );
  });

  it('refuses an oversize frame while it streams in, before its end arrives', () => {
    const parser = new StompFrameParser({ limits: { ...limits, maxBodyBytes: 1000 } });
    expect(parser.push('SEND\n\n')).toEqual([]);
    expect(parser.push('x'.repeat(150))).toEqual([]);
    expect(errorOf(parser.push('x'.repeat(100)))).toBe('frame-too-large');
  });

  it('refuses oversize headers as a frame too large when the header lines add up', () => {
    const line = `k:${'v'.repeat(35)}\n`;
    const items = parse([`SEND\n${line.repeat(6)}\n\0`], { limits: { ...limits, maxHeaders: 10 } });
    expect(errorOf(items)).toBe('frame-too-large');
  });

  it('refuses a declared content-length beyond the body limit before reading the body', () => {
    const parser = new StompFrameParser({ limits });
    expect(errorOf(parser.push('SEND\ncontent-length:101\n\n'))).toBe('body-too-large');
  });

  it('refuses a declared content-length that would make the frame too large', () => {
    const parser = new StompFrameParser({ limits: { ...limits, maxBodyBytes: 1000 } });
    expect(errorOf(parser.push('SEND\ncontent-length:190\n\n'))).toBe('frame-too-large');
  });

  it('accepts a body of exactly the largest size and refuses one byte more', () => {
    expect(onlyFrame(`SEND\n\n${'b'.repeat(100)}\0`, { limits }).body).toHaveLength(100);
    expect(errorOf(parse([`SEND\n\n${'b'.repeat(101)}\0`], { limits }))).toBe('body-too-large');
    expect(errorOf(parse([`SEND\ncontent-length:101\n\n${'b'.repeat(101)}\0`], { limits }))).toBe(
      'body-too-large',
    );
  });

  it('refuses a body without NUL as soon as it passes the body limit', () => {
    const parser = new StompFrameParser({ limits });
    expect(parser.push(`SEND\n\n${'b'.repeat(100)}`)).toEqual([]);
    expect(errorOf(parser.push('b'))).toBe('body-too-large');
  });

  it('counts every header line, repeated ones included', () => {
    expect(onlyFrame('SEND\na:1\na:2\na:3\n\n\0', { limits }).headers).toEqual({ a: '1' });
    expect(errorOf(parse(['SEND\na:1\na:2\na:3\na:4\n\n\0'], { limits }))).toBe('too-many-headers');
  });

  it('accepts a header line of exactly the largest length, with or without CR, and refuses one byte more', () => {
    const exact = `k:${'v'.repeat(38)}`;
    expect(onlyFrame(`SEND\n${exact}\n\n\0`, { limits }).headers.k).toHaveLength(38);
    expect(onlyFrame(`SEND\r\n${exact}\r\n\r\n\0`, { limits }).headers.k).toHaveLength(38);
    expect(errorOf(parse([`SEND\n${exact}v\n\n\0`], { limits }))).toBe('header-line-too-long');
    expect(errorOf(parse([`SEND\n${exact}v\r\n\n\0`], { limits }))).toBe('header-line-too-long');
  });

  it('refuses a long header line before its LF arrives', () => {
    const parser = new StompFrameParser({ limits });
    expect(parser.push(`SEND\nk:${'v'.repeat(39)}`)).toEqual([]);
    expect(errorOf(parser.push('v'))).toBe('header-line-too-long');
  });

  it('measures limits in bytes', () => {
    // 20 two-byte characters: 40 bytes of value, so the line is 42 bytes.
    expect(errorOf(parse([`SEND\nk:${'ç'.repeat(20)}\n\n\0`], { limits }))).toBe('header-line-too-long');
  });
});

describe('a stream of frames', () => {
  const stream = [
    serializeFrame({
      command: 'CONNECT',
      headers: { 'accept-version': '1.2', host: 'lunna', 'heart-beat': '10000,10000' },
    }),
    '\n',
    serializeFrame({ command: 'SUBSCRIBE', headers: { id: 'sub-0', destination: '/chatroom/public' } }),
    '\r\n',
    serializeFrame({
      command: 'SEND',
      headers: { destination: '/app/message' },
      body: '{"message":"Olá 😀"}',
    }),
    serializeFrame({ command: 'SEND', headers: { destination: '/app/private-message' }, body: 'a\0b' }),
    'SEND\ndestination:/app/message\n\nno length\0',
    serializeFrame({ command: 'UNSUBSCRIBE', headers: { id: 'sub-0', 'k\\e:y': 'v\nw' } }),
    '\n\n',
    serializeFrame({ command: 'DISCONNECT', headers: { receipt: '77' } }),
  ].join('');
  const bytes = Buffer.from(stream, 'utf8');
  const expected = parse([bytes]);

  it('is read whole from one chunk', () => {
    expect(errorOf(expected)).toBeUndefined();
    expect(framesOf(expected).map((f) => f.command)).toEqual([
      'CONNECT',
      'SUBSCRIBE',
      'SEND',
      'SEND',
      'SEND',
      'UNSUBSCRIBE',
      'DISCONNECT',
    ]);
    expect(expected.filter((i) => i.type === 'heart-beat')).toHaveLength(4);
  });

  it('gives the same result split at every byte position', () => {
    for (let at = 0; at <= bytes.length; at++) {
      expect(parse([bytes.subarray(0, at), bytes.subarray(at)]), `split at ${at}`).toEqual(expected);
    }
  });

  it('gives the same result split at every pair of byte positions', () => {
    for (let first = 0; first <= bytes.length; first += 3) {
      for (let second = first; second <= bytes.length; second += 5) {
        const chunks = [bytes.subarray(0, first), bytes.subarray(first, second), bytes.subarray(second)];
        expect(parse(chunks), `split at ${first} and ${second}`).toEqual(expected);
      }
    }
  });

  it('gives the same result fed one byte at a time', () => {
    const chunks = Array.from(bytes, (byte) => Uint8Array.of(byte));
    expect(parse(chunks)).toEqual(expected);
  });

  it('reads many frames from one chunk', () => {
    const many = Array.from({ length: 2000 }, (_, i) =>
      serializeFrame({
        command: 'SEND',
        headers: { destination: '/app/message', n: String(i) },
        body: `m${i}`,
      }),
    ).join('\n');
    const frames = framesOf(parse([many]));
    expect(frames).toHaveLength(2000);
    expect(frames.map((f) => f.body)).toEqual(Array.from({ length: 2000 }, (_, i) => `m${i}`));
    expect(frames[1999]?.headers.n).toBe('1999');
  });

  it('keeps reading after a frame far larger than the buffer it started with', () => {
    const big = 'x'.repeat(50_000);
    const items = parse([
      `SEND\n\n${big}\0SEND\n\nsmall\0`.slice(0, 30_000),
      `SEND\n\n${big}\0SEND\n\nsmall\0`.slice(30_000),
    ]);
    expect(framesOf(items).map((f) => f.body.length)).toEqual([50_000, 5]);
  });
});

describe('after an error', () => {
  it('reports the frames before it, then the error last', () => {
    const items = parse(['SEND\n\nok\0\nBOGUS\n\n\0SEND\n\nnever\0']);
    expect(items.map((i) => i.type)).toEqual(['frame', 'heart-beat', 'error']);
  });

  it('stays failed: later chunks only repeat the error', () => {
    const parser = new StompFrameParser();
    const first = parser.push('BOGUS\n\n\0');
    expect(errorOf(first)).toBe('invalid-command');
    expect(parser.push('SEND\n\nok\0')).toEqual([
      { type: 'error', error: (first[0] as { error: Error }).error },
    ]);
  });

  it('gives an error with a message fit to send back', () => {
    const [item] = parse(['SEND\ncontent-length:x\n\n\0']);
    expect(item).toMatchObject({
      type: 'error',
      error: { name: 'StompFrameError', code: 'invalid-content-length' },
    });
    expect((item as { error: Error }).error.message).toMatch(/content-length/);
  });
});

describe('serializeFrame', () => {
  it('writes command, headers, blank line, body and NUL, with the content-length in bytes', () => {
    expect(
      serializeFrame({ command: 'MESSAGE', headers: { destination: '/chatroom/public' }, body: 'Olá' }),
    ).toBe('MESSAGE\ndestination:/chatroom/public\ncontent-length:4\n\nOlá\0');
  });

  it('writes a content-length even for an empty body on frames that may have one', () => {
    expect(serializeFrame({ command: 'ERROR', headers: { message: 'x' } })).toBe(
      'ERROR\nmessage:x\ncontent-length:0\n\n\0',
    );
  });

  it('writes no content-length on frames that may not have a body', () => {
    expect(serializeFrame({ command: 'RECEIPT', headers: { 'receipt-id': '1' } })).toBe(
      'RECEIPT\nreceipt-id:1\n\n\0',
    );
    expect(serializeFrame({ command: 'CONNECTED', headers: { version: '1.2' } })).toBe(
      'CONNECTED\nversion:1.2\n\n\0',
    );
  });

  it('replaces a given content-length with the real one', () => {
    expect(serializeFrame({ command: 'SEND', headers: { 'content-length': '999' }, body: 'ab' })).toBe(
      'SEND\ncontent-length:2\n\nab\0',
    );
  });

  it('escapes headers of every frame but CONNECT and CONNECTED', () => {
    expect(serializeFrame({ command: 'MESSAGE', headers: { 'a:b': 'x\ny\r\\' } })).toBe(
      'MESSAGE\na\\cb:x\\ny\\r\\\\\ncontent-length:0\n\n\0',
    );
    expect(serializeFrame({ command: 'CONNECTED', headers: { server: 'a\\b:c' } })).toBe(
      'CONNECTED\nserver:a\\b:c\n\n\0',
    );
  });

  it('refuses what cannot be written faithfully', () => {
    expect(() => serializeFrame({ command: 'RECEIPT', headers: {}, body: 'x' })).toThrow(/body/);
    expect(() => serializeFrame({ command: 'CONNECTED', headers: { v: 'a\nb' } })).toThrow(/CR or LF/);
    expect(() => serializeFrame({ command: 'CONNECT', headers: { 'a:b': 'v' } })).toThrow(/colon/);
    expect(() => serializeFrame({ command: 'MESSAGE', headers: { '': 'v' } })).toThrow(/empty/);
  });
});

describe('round trips with random frames', () => {
  const random = seededRandom(20261121);
  const BODY_COMMANDS: readonly StompCommand[] = ['SEND', 'MESSAGE', 'ERROR'];

  function randomFrame(): StompFrame {
    const command = random.pick(ALL_COMMANDS);
    const unescaped = command === 'CONNECT' || command === 'CONNECTED';
    const headers: Record<string, string> = Object.create(null);
    for (let i = random.int(8); i > 0; i--) {
      const name = random.text(unescaped ? UNESCAPED_HEADER_NAME_ALPHABET : HEADER_ALPHABET, 1, 10);
      if (name === 'content-length') continue;
      headers[name] = random.text(unescaped ? UNESCAPED_HEADER_VALUE_ALPHABET : HEADER_ALPHABET, 0, 16);
    }
    const body = BODY_COMMANDS.includes(command)
      ? random.text(BODY_ALPHABET, 0, random.pick([0, 5, 300]))
      : '';
    return { command, headers, body };
  }

  function expectedAfterParsing(frame: StompFrame): StompFrame {
    if (!BODY_COMMANDS.includes(frame.command)) return frame;
    const headers: StompHeaders = {
      ...frame.headers,
      'content-length': String(Buffer.byteLength(frame.body)),
    };
    return { ...frame, headers };
  }

  it('serialising then parsing gives the same frame', () => {
    for (let i = 0; i < 2000; i++) {
      const frame = randomFrame();
      const text = serializeFrame(frame);
      expect(onlyFrame(text), JSON.stringify(text)).toEqual(expectedAfterParsing(frame));
    }
  });

  it('a random stream of frames and heart-beats survives random chunking', () => {
    for (let round = 0; round < 60; round++) {
      const frames = Array.from({ length: 1 + random.int(12) }, randomFrame);
      const text = frames
        .map((f) => serializeFrame(f) + random.pick(['', '', '\n', '\r\n', '\n\n']))
        .join('');
      const bytes = Buffer.from(text, 'utf8');
      const chunks: Uint8Array[] = [];
      for (let at = 0; at < bytes.length;) {
        const size = 1 + random.int(random.pick([3, 40, 400]));
        chunks.push(bytes.subarray(at, at + size));
        at += size;
      }
      const items = parse(chunks);
      expect(errorOf(items)).toBeUndefined();
      expect(framesOf(items)).toEqual(frames.map(expectedAfterParsing));
    }
  });
});
