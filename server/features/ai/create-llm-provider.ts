import type { Config } from '../../config';
import { createGeminiProvider } from './gemini-provider';
import type { LlmProvider } from './llm-provider';

/** Gemini when GEMINI_API_KEY is set; otherwise none (DESIGN.md: the embedded default is no model). */
export function createLlmProvider(config: Pick<Config, 'llm'>): LlmProvider | null {
  const { geminiApiKey, model, baseUrl, timeoutMs } = config.llm;
  return geminiApiKey ? createGeminiProvider({ apiKey: geminiApiKey, model, baseUrl, timeoutMs }) : null;
}
