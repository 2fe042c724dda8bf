import type { LlmMessage } from '../engine/llmPrompt';

export interface OpenAiCompatibleOptions {
  /** Base URL of the API (…/v1) or the full …/chat/completions URL. */
  url: string;
  model: string;
  apiKey?: string;
  timeoutMs: number;
}

/** Calls `POST {url}/chat/completions` of an OpenAI-compatible server; throws on any failure or timeout. */
export class OpenAiCompatibleClient {
  private readonly endpoint: string;

  constructor(private readonly options: OpenAiCompatibleOptions) {
    const base = options.url.replace(/\/+$/, '');
    this.endpoint = base.endsWith('/chat/completions') ? base : `${base}/chat/completions`;
  }

  async complete(messages: LlmMessage[]): Promise<string> {
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
    if (this.options.apiKey) headers.authorization = `Bearer ${this.options.apiKey}`;
    const response = await fetch(this.endpoint, {
      method: 'POST',
      headers,
      body: JSON.stringify({ model: this.options.model, messages, max_tokens: 160, temperature: 0.7, n: 1 }),
      signal: AbortSignal.timeout(this.options.timeoutMs),
      redirect: 'error',
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new Error(`el modelo respondió ${response.status}`);
    }
    const body = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
    const content = body.choices?.[0]?.message?.content;
    if (typeof content !== 'string') throw new Error('el modelo respondió sin texto');
    return content;
  }
}
