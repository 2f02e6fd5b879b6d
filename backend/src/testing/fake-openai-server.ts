import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One chat-completion request as the fake received it. */
export interface ReceivedCompletion {
  authorization: string | undefined;
  body: {
    model: string;
    messages: {
      role: string;
      content: string | { type: string; text?: string; image_url?: { url: string }; file?: { file_data?: string; filename?: string } }[];
    }[];
    response_format?: { type: string; json_schema?: { name: string; strict?: boolean; schema: Record<string, unknown> } };
  };
}

/** The problems a request has, or none: what an OpenAI-compatible server would refuse. */
export function requestProblems(body: ReceivedCompletion['body']): string[] {
  const problems: string[] = [];
  if (typeof body.model !== 'string' || !body.model) problems.push('model is missing');
  if (!Array.isArray(body.messages) || body.messages.length === 0) problems.push('messages are missing');
  for (const message of body.messages ?? []) {
    if (!['system', 'user', 'assistant'].includes(message.role)) problems.push(`unknown role ${message.role}`);
    if (Array.isArray(message.content)) {
      for (const part of message.content) {
        if (part.type === 'image_url' && !/^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/=]+$/.test(part.image_url?.url ?? ''))
          problems.push('image_url is not a data URL');
        if (part.type === 'file' && !/^data:application\/pdf;base64,/.test(part.file?.file_data ?? '')) problems.push('file is not a PDF data URL');
        if (!['text', 'image_url', 'file'].includes(part.type)) problems.push(`unknown content part ${part.type}`);
      }
    } else if (typeof message.content !== 'string') problems.push('content is neither text nor parts');
  }
  const format = body.response_format;
  if (format?.type !== 'json_schema' || !format.json_schema?.name || format.json_schema.schema?.type !== 'object')
    problems.push('response_format is not a json_schema');
  return problems;
}

type Answer = { status: number; body: unknown } | { delayMs: number };

/**
 * An OpenAI-compatible chat-completions server on loopback, for tests of the OpenAI provider.
 * It checks each request's shape (model, messages, image parts as data URLs, a JSON-schema
 * response_format) and answers with the structured output a test gave it for that schema name,
 * or with what a failing service sends (an error status, text that is not JSON, silence).
 */
export class FakeOpenAiServer {
  readonly received: ReceivedCompletion[] = [];
  /** The JSON content to answer for each schema name (`repair_order`, `claim_letter`, `reply_triage`). */
  readonly outputs = new Map<string, unknown>();
  /** Instead of answering: fail with this status, answer raw text, or wait this long. */
  failure?: { status: number } | { rawContent: string } | { delayMs: number };
  private server?: Server;

  async start(): Promise<string> {
    this.server = createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.method !== 'POST' || request.url !== '/v1/chat/completions')
      return answer(404, { error: { message: `No route ${request.method} ${request.url}` } });
    let body: ReceivedCompletion['body'];
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ReceivedCompletion['body'];
    } catch {
      return answer(400, { error: { message: 'Body is not JSON' } });
    }
    this.received.push({ authorization: request.headers.authorization, body });
    const problems = requestProblems(body);
    if (problems.length > 0) return answer(400, { error: { message: problems.join('; '), type: 'invalid_request_error' } });
    const failure = this.failure;
    if (failure && 'delayMs' in failure) await new Promise((resolve) => setTimeout(resolve, failure.delayMs));
    if (failure && 'status' in failure) return answer(failure.status, { error: { message: 'The model is overloaded', type: 'server_error' } });
    const name = body.response_format?.json_schema?.name ?? '';
    const content = failure && 'rawContent' in failure ? failure.rawContent : JSON.stringify(this.outputs.get(name) ?? {});
    const reply: Answer = {
      status: 200,
      body: {
        id: `chatcmpl-${this.received.length}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: body.model,
        choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content, refusal: null } }],
        usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
      },
    };
    if ('status' in reply) answer(reply.status, reply.body);
  }
}
