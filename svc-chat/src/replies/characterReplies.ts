import { Inject, Injectable, Logger } from '@nestjs/common';
import { SERVICE_CONFIG } from '@universo/service-kit';
import { characterName } from '../characters/characters';
import { ChatConfig } from '../config';
import { buildLlmMessages } from '../engine/llmPrompt';
import { PERSONAS } from '../engine/persona';
import { type EngineReply, type ReplyInput, respond } from '../engine/reply';
import { replyProblem } from '../engine/replyRules';
import { OpenAiCompatibleClient } from './openAiCompatibleClient';

export interface CharacterReply extends EngineReply {
  /** Who wrote the reply: the built-in engine, or the optional language model. */
  source: 'engine' | 'llm';
}

/**
 * The characters' answers. The built-in engine always runs first: it screens the message
 * (personal data, unsafe language) and decides the safety answers. Only when CHAT_LLM_URL is set
 * and no safety rule applies, an OpenAI-compatible model may phrase the answer instead; its reply
 * must pass the same rules as the templates, and any failure or timeout falls back to the engine.
 */
@Injectable()
export class CharacterReplies {
  private readonly logger = new Logger('CharacterReplies');
  private readonly llm: OpenAiCompatibleClient | null;

  constructor(@Inject(SERVICE_CONFIG) config: ChatConfig) {
    this.llm = config.CHAT_LLM_URL
      ? new OpenAiCompatibleClient({
          url: config.CHAT_LLM_URL,
          model: config.CHAT_LLM_MODEL,
          apiKey: config.CHAT_LLM_API_KEY,
          timeoutMs: config.CHAT_LLM_TIMEOUT_MS,
        })
      : null;
  }

  async reply(input: ReplyInput): Promise<CharacterReply> {
    const engine = respond(input);
    // The chapter's opening is the chapter's own data: the model does not rephrase it.
    const chapterOpening = Boolean(input.chapter) && input.history.length === 0;
    if (!this.llm || engine.safety || chapterOpening) return { ...engine, source: 'engine' };
    try {
      const messages = buildLlmMessages({
        persona: PERSONAS[input.character],
        name: characterName(input.character),
        memory: engine.memory,
        history: input.history,
        storedMessage: engine.storedMessage,
        engineReply: engine.reply,
      });
      const text = (await this.llm.complete(messages)).trim();
      const problem = replyProblem(text);
      if (problem) {
        this.logger.warn(`Respuesta del modelo descartada (${problem}); responde el motor propio.`);
        return { ...engine, source: 'engine' };
      }
      return { ...engine, reply: text, source: 'llm' };
    } catch (error) {
      this.logger.warn(`El modelo no respondió (${error instanceof Error ? error.message : String(error)}); responde el motor propio.`);
      return { ...engine, source: 'engine' };
    }
  }
}
