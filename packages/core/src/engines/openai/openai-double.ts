// Test double: speaks the OpenAI chat-completions API (`POST /chat/completions`) so the engine is tested
// without a real model. It records each prompt, reads the numbered JSON array from the last line of the
// user message and "translates" each text by putting in the glossary's translations the system prompt
// lists and tagging it with the target language's code; a picture sent to it (a vision model's request)
// it "reads" as the test says; `misbehaveNext` makes the next requests answer badly.
import { languageByName } from '../../languages';
import { type DoubleReply, type RunningDouble, startJsonDouble } from '../http/json-double';

/** `missing-id` drops the last item of the list; `garbage` answers chat instead of JSON. */
export type OpenAiMishap = 'missing-id' | 'garbage' | 'rate-limit' | 'hang';

export interface ReceivedPrompt {
  model: string;
  system: string;
  user: string;
  /** The numbered texts the user message ends with. */
  items: { id: number; text: string }[];
}

/** A vision request: a picture to read (OPENAI_VISION_MODEL), with the words that came with it. */
export interface ReceivedImage {
  model: string;
  system: string;
  text: string;
  png: Buffer;
}

export interface OpenAiDouble extends RunningDouble {
  /** The next requests, one each, meet these mishaps in order. */
  misbehaveNext(...mishaps: OpenAiMishap[]): void;
  /** Every well-formed prompt received, in order. */
  prompts: ReceivedPrompt[];
  /** Every picture it was asked to read, in order. */
  images: ReceivedImage[];
}

export interface OpenAiDoubleOptions {
  /** Without one, any key (or none) is accepted, as local servers do. */
  apiKey?: string;
  /** Wrap every answer in a Markdown ```json fence, as chatty models do. */
  fenced?: boolean;
  /** What the model "reads" in a picture it is sent; by default `Lettering read by the double.`. */
  reads?: (image: ReceivedImage) => string;
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

/** The `- "source" → "target"` lines of the prompt's glossary list, as the double's model obeys them. */
function glossaryTranslations(system: string): [string, string][] {
  return [...system.matchAll(/^- ("(?:[^"\\]|\\.)*") → ("(?:[^"\\]|\\.)*")$/gm)].map(
    ([, source = '""', target = '""']) => [JSON.parse(source) as string, JSON.parse(target) as string],
  );
}

function readPrompt(body: ChatBody): ReceivedPrompt | undefined {
  const system = body.messages?.find((message) => message.role === 'system')?.content;
  const user = body.messages?.find((message) => message.role === 'user')?.content;
  if (typeof body.model !== 'string' || typeof system !== 'string' || typeof user !== 'string')
    return undefined;
  try {
    // The array is always the last line: context lines come before it, and JSON keeps it on one line.
    const items = JSON.parse(user.slice(user.lastIndexOf('\n') + 1)) as ReceivedPrompt['items'];
    return { model: body.model, system, user, items };
  } catch {
    return undefined;
  }
}

type ContentPart = { type?: unknown; text?: unknown; image_url?: { url?: unknown } };

/** A request whose user message is a list of parts with a PNG among them: a picture to read. */
function readImage(body: ChatBody): ReceivedImage | undefined {
  const system = body.messages?.find((message) => message.role === 'system')?.content;
  const parts = body.messages?.find((message) => message.role === 'user')?.content;
  if (typeof body.model !== 'string' || !Array.isArray(parts)) return undefined;
  const url = (parts as ContentPart[]).find((part) => part.type === 'image_url')?.image_url?.url;
  if (typeof url !== 'string' || !url.startsWith('data:image/png;base64,')) return undefined;
  const text = (parts as ContentPart[]).find((part) => part.type === 'text')?.text;
  return {
    model: body.model,
    system: typeof system === 'string' ? system : '',
    text: typeof text === 'string' ? text : '',
    png: Buffer.from(url.slice(url.indexOf(',') + 1), 'base64'),
  };
}

function translate(prompt: ReceivedPrompt, options: OpenAiDoubleOptions, mishap?: OpenAiMishap): DoubleReply {
  if (mishap === 'garbage') return completion(prompt.model, 'Sure! Here is the translation you asked for.');
  const target = /to (.+?)\./.exec(prompt.system)?.[1] ?? '';
  const code = languageByName(target)?.code ?? target;
  const terms = glossaryTranslations(prompt.system);
  const translated = prompt.items.map(({ id, text }) => {
    const withTerms = terms.reduce((result, [source, term]) => result.split(source).join(term), text);
    return { id, text: `[${code}] ${withTerms}` };
  });
  if (mishap === 'missing-id') translated.pop();
  const json = JSON.stringify(translated);
  return completion(prompt.model, options.fenced ? `\`\`\`json\n${json}\n\`\`\`` : json);
}

export async function startOpenAiDouble(options: OpenAiDoubleOptions = {}): Promise<OpenAiDouble> {
  const mishaps: OpenAiMishap[] = [];
  const prompts: ReceivedPrompt[] = [];
  const images: ReceivedImage[] = [];
  const double = await startJsonDouble((request) => {
    if (request.method !== 'POST' || request.path !== '/v1/chat/completions')
      return { status: 404, json: { error: { message: 'Not found' } } };
    const mishap = mishaps.shift();
    if (mishap === 'hang') return 'hang';
    if (mishap === 'rate-limit') return rateLimited;
    if (options.apiKey && request.headers.authorization !== `Bearer ${options.apiKey}`) return badKey;
    const image = readImage((request.body ?? {}) as ChatBody);
    if (image) {
      images.push(image);
      return completion(image.model, options.reads?.(image) ?? 'Lettering read by the double.');
    }
    const prompt = readPrompt((request.body ?? {}) as ChatBody);
    if (!prompt)
      return {
        status: 400,
        json: { error: { message: "'model' and 'messages' with a JSON array are required." } },
      };
    prompts.push(prompt);
    return translate(prompt, options, mishap);
  });
  return { ...double, prompts, images, misbehaveNext: (...next) => mishaps.push(...next) };
}
