import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small stand-in for an OpenAI-compatible chat-completions server on loopback (POST /v1/chat/completions,
 * JSON, no streaming), for the provider's tests. It plays a model that uses its tools: the first round
 * asks for the calls in `toolCalls`; once tool results are in the conversation it answers from them,
 * naming the dishes it found, inside a code fence and with markup the caller must sanitise away.
 */

export type FakeToolCall = { name: string; arguments: string };

export type FakeMode =
  /** Behaves as described above. */
  | 'ok'
  /** HTTP 500 with an OpenAI-style error body. */
  | 'error-500'
  /** Answers as 'ok', after `delayMs`. */
  | 'slow'
  /** Status 200, announced as JSON, with a body that does not parse. */
  | 'invalid-json'
  /** A well-formed answer whose message has no content and no tool calls. */
  | 'empty'
  /** Asks for another tool call every round, however many results it already has. */
  | 'endless-tools';

export type FakeChatRequest = {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The parsed JSON body (null if it did not parse). */
  body: {
    model?: string;
    messages?: { role: string; content?: unknown; tool_calls?: unknown; tool_call_id?: string }[];
    tools?: { type: string; function: { name: string; parameters?: unknown } }[];
    [key: string]: unknown;
  } | null;
};

export type FakeOpenAi = {
  /** e.g. http://127.0.0.1:41234/v1 — for LUMI_BASE_URL. */
  baseUrl: string;
  /** Every request received, in order. */
  requests: FakeChatRequest[];
  mode: FakeMode;
  /** The calls of the first round; empty: answer straight away, without tools. */
  toolCalls: FakeToolCall[];
  /** How long 'slow' waits before answering. */
  delayMs: number;
  /** When set, requests without `Authorization: Bearer <apiKey>` get 401, as a hosted service answers. */
  apiKey: string | null;
  /** Back to the defaults (mode 'ok', one cardapio call for `defaultDate`), requests forgotten. */
  reset(): void;
  close(): Promise<void>;
};

/** The date of the default cardapio call. */
export const FAKE_DEFAULT_DATE = '2026-11-20';

/** The markup the fake's answers carry: what a careless or manipulated model could write. */
export const FAKE_UNSAFE_MARKUP = '<script>alert(1)</script><img src=x onerror=alert(1)>';

const json = (res: http.ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

let sequence = 0;

function completion(model: string, message: Record<string, unknown>, finishReason: string) {
  return {
    id: `chatcmpl-fake-${++sequence}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [
      { index: 0, message: { role: 'assistant', ...message }, finish_reason: finishReason, logprobs: null },
    ],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  };
}

function toolCallsMessage(calls: FakeToolCall[]) {
  return {
    content: null,
    tool_calls: calls.map((call) => ({
      id: `call_${++sequence}`,
      type: 'function',
      function: { name: call.name, arguments: call.arguments },
    })),
  };
}

/** The answer a grounded model would give: the dishes found in the tool results, or that it could not read them. */
function answerFromToolResults(toolContents: string[]): string {
  const dishes = toolContents.flatMap((content) =>
    [...content.matchAll(/"prato":"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1]!),
  );
  const body =
    dishes.length > 0
      ? `<p>No cardápio: ${dishes.join(', ')}.</p>`
      : toolContents.some((content) => content.includes('"erro"'))
        ? '<p>Não consegui ler essa data.</p>'
        : '<p>Não encontrei essa informação.</p>';
  return `\`\`\`html\n${body}${FAKE_UNSAFE_MARKUP}\n\`\`\``;
}

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  function reply(req: FakeChatRequest, res: http.ServerResponse) {
    const model = req.body?.model ?? 'fake-model';
    const messages = req.body?.messages ?? [];
    const toolContents = messages.filter((m) => m.role === 'tool').map((m) => String(m.content));
    switch (fake.mode) {
      case 'error-500':
        return json(res, 500, {
          error: { message: 'The server had an error', type: 'server_error', code: null },
        });
      case 'invalid-json':
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end('{"id":"chatcmpl-fake","choices":[{"message":');
      case 'empty':
        return json(res, 200, completion(model, { content: '' }, 'stop'));
      case 'endless-tools':
        return json(
          res,
          200,
          completion(model, toolCallsMessage([{ name: 'agora', arguments: '{}' }]), 'tool_calls'),
        );
      default:
        if (toolContents.length === 0 && fake.toolCalls.length > 0)
          return json(res, 200, completion(model, toolCallsMessage(fake.toolCalls), 'tool_calls'));
        return json(res, 200, completion(model, { content: answerFromToolResults(toolContents) }, 'stop'));
    }
  }

  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      let body: FakeChatRequest['body'] = null;
      try {
        body = JSON.parse(raw) as FakeChatRequest['body'];
      } catch {
        // Recorded as null; answered 400 below.
      }
      const request: FakeChatRequest = {
        method: req.method ?? 'GET',
        path: req.url ?? '/',
        headers: req.headers,
        body,
      };
      fake.requests.push(request);
      if (request.method !== 'POST' || request.path !== '/v1/chat/completions')
        return json(res, 404, { error: { message: 'Not found', type: 'invalid_request_error' } });
      if (fake.apiKey !== null && req.headers.authorization !== `Bearer ${fake.apiKey}`)
        return json(res, 401, {
          error: {
            message: 'Incorrect API key provided',
            type: 'invalid_request_error',
            code: 'invalid_api_key',
          },
        });
      if (!body?.model || !Array.isArray(body.messages))
        return json(res, 400, {
          error: { message: 'model and messages are required', type: 'invalid_request_error' },
        });
      const delay = fake.mode === 'slow' ? fake.delayMs : 0;
      // Unref'd: a slow answer nobody waits for any more must not keep the test process alive.
      setTimeout(() => {
        if (!res.destroyed) reply(request, res);
      }, delay).unref();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const defaults = () => ({
    mode: 'ok' as FakeMode,
    toolCalls: [{ name: 'cardapio', arguments: JSON.stringify({ data: FAKE_DEFAULT_DATE }) }],
    delayMs: 5000,
    apiKey: null,
  });

  const fake: FakeOpenAi = {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests: [],
    ...defaults(),
    reset() {
      Object.assign(fake, defaults());
      fake.requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}
