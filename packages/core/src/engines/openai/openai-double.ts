// Test double: speaks the OpenAI chat-completions API (`POST /chat/completions`) so the engine is tested
// without a real model. It reads the numbered JSON array from the user message and "translates" each text
// by tagging it with the target language's code; `misbehaveNext` makes the next requests answer badly.
import { languageByName } from '../../languages';
import {
  type DoubleReply,
  type DoubleRequest,
  type RunningDouble,
  startJsonDouble,
} from '../http/json-double';

/** `missing-id` drops the last item of the list; `garbage` answers chat instead of JSON. */
export type OpenAiMishap = 'missing-id' | 'garbage' | 'rate-limit' | 'hang';

export interface OpenAiDouble extends RunningDouble {
  /** The next requests, one each, meet these mishaps in order. */
  misbehaveNext(...mishaps: OpenAiMishap[]): void;
}

export interface OpenAiDoubleOptions {
  /** Without one, any key (or none) is accepted, as local servers do. */
  apiKey?: string;
  /** Wrap every answer in a Markdown ```json fence, as chatty models do. */
  fenced?: boolean;
}

const rateLimited: DoubleReply = {
  status: 429,
  json: { error: { message: 'Rate limit reached', type: 'requests', code: 'rate_limit_exceeded' } },
  headers: { 'retry-after': '1' },
};
const badKey: DoubleReply = {
  status: 401,
  json: {
    error: { message: 'Incorrect API key provided', type: 'invalid_request_error', code: 'invalid_api_key' },
  },
};

interface ChatBody {
  model?: unknown;
  messages?: { role?: unknown; content?: unknown }[];
}

function completion(model: string, content: string): DoubleReply {
  return {
    status: 200,
    json: {
      id: 'chatcmpl-double',
      object: 'chat.completion',
      model,
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    },
  };
}

function translate(request: DoubleRequest, options: OpenAiDoubleOptions, mishap?: OpenAiMishap): DoubleReply {
  const body = (request.body ?? {}) as ChatBody;
  const system = body.messages?.find((message) => message.role === 'system')?.content;
  const user = body.messages?.find((message) => message.role === 'user')?.content;
  if (typeof body.model !== 'string' || typeof system !== 'string' || typeof user !== 'string') {
    return { status: 400, json: { error: { message: "'model' and 'messages' are required." } } };
  }
  if (mishap === 'garbage') return completion(body.model, 'Sure! Here is the translation you asked for.');
  const target = /to (.+?)\./.exec(system)?.[1] ?? '';
  const code = languageByName(target)?.code ?? target;
  const items = JSON.parse(user) as { id: number; text: string }[];
  const translated = items.map(({ id, text }) => ({ id, text: `[${code}] ${text}` }));
  if (mishap === 'missing-id') translated.pop();
  const json = JSON.stringify(translated);
  return completion(body.model, options.fenced ? `\`\`\`json\n${json}\n\`\`\`` : json);
}

export async function startOpenAiDouble(options: OpenAiDoubleOptions = {}): Promise<OpenAiDouble> {
  const mishaps: OpenAiMishap[] = [];
  const double = await startJsonDouble((request) => {
    if (request.method !== 'POST' || request.path !== '/v1/chat/completions')
      return { status: 404, json: { error: { message: 'Not found' } } };
    const mishap = mishaps.shift();
    if (mishap === 'hang') return 'hang';
    if (mishap === 'rate-limit') return rateLimited;
    if (options.apiKey && request.headers.authorization !== `Bearer ${options.apiKey}`) return badKey;
    return translate(request, options, mishap);
  });
  return { ...double, misbehaveNext: (...next) => mishaps.push(...next) };
}
