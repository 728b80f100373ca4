import { GoogleGenAI, HarmBlockThreshold, HarmCategory } from '@google/genai';
import { LlmError, type LlmJsonRequest, type LlmProvider, type LlmTurn } from './llm-provider';

export interface GeminiSettings {
  apiKey: string;
  model: string;
  timeoutMs: number;
  /** Another endpoint for the Gemini API (a proxy, or a local fixture server in tests). */
  baseUrl?: string;
}

const SAFETY_MEDIUM_AND_ABOVE = [
  HarmCategory.HARM_CATEGORY_HARASSMENT,
  HarmCategory.HARM_CATEGORY_HATE_SPEECH,
  HarmCategory.HARM_CATEGORY_SEXUALLY_EXPLICIT,
  HarmCategory.HARM_CATEGORY_DANGEROUS_CONTENT,
].map((category) => ({ category, threshold: HarmBlockThreshold.BLOCK_MEDIUM_AND_ABOVE }));

/** Gemini through @google/genai; the key never leaves the server. */
export function createGeminiProvider(settings: GeminiSettings): LlmProvider {
  const ai = new GoogleGenAI({
    apiKey: settings.apiKey,
    httpOptions: {
      timeout: settings.timeoutMs,
      ...(settings.baseUrl ? { baseUrl: settings.baseUrl } : {}),
      retryOptions: { attempts: 1 },
    },
  });
  // Flash models think by default, and thinking counts against maxOutputTokens: these tasks need none.
  const thinking = /flash/.test(settings.model) ? { thinkingConfig: { thinkingBudget: 0 } } : {};
  return {
    label: `Gemini (${settings.model})`,
    async *streamChat({ system, history, settings: generation, signal }) {
      assertValidHistory(history);
      let stream: AsyncGenerator<{ text?: string; candidates?: { finishReason?: string }[] }>;
      try {
        stream = await ai.models.generateContentStream({
          model: settings.model,
          contents: history.map((turn) => ({ role: turn.role, parts: [{ text: turn.text }] })),
          config: {
            systemInstruction: system,
            responseMimeType: 'text/plain',
            ...generation,
            ...thinking,
            ...(signal ? { abortSignal: signal } : {}),
          },
        });
      } catch (error) {
        throw new LlmError('The Gemini API could not be reached or refused the request.', { cause: error });
      }
      let finishReason: string | undefined;
      try {
        for await (const chunk of stream) {
          finishReason = chunk.candidates?.[0]?.finishReason ?? finishReason;
          if (chunk.text) yield chunk.text;
        }
      } catch (error) {
        throw new LlmError('The Gemini stream broke off.', { cause: error });
      }
      // Blocked for safety, recitation or the like: not a whole answer.
      if (finishReason && finishReason !== 'STOP' && finishReason !== 'MAX_TOKENS') {
        throw new LlmError(`Gemini stopped: ${finishReason}`);
      }
    },
    async generateJson({ system, prompt, settings: generation, blockFrom }: LlmJsonRequest) {
      let text: string | undefined;
      let finishReason: string | undefined;
      try {
        const response = await ai.models.generateContent({
          model: settings.model,
          contents: [{ role: 'user', parts: [{ text: prompt }] }],
          config: {
            systemInstruction: system,
            responseMimeType: 'application/json',
            ...generation,
            ...(blockFrom === 'medium' ? { safetySettings: SAFETY_MEDIUM_AND_ABOVE } : {}),
            ...thinking,
          },
        });
        finishReason = response.candidates?.[0]?.finishReason;
        text = response.text;
      } catch (error) {
        throw new LlmError('The Gemini API could not be reached or refused the request.', { cause: error });
      }
      // A reply cut off (MAX_TOKENS) or stopped for safety is not a whole answer, even if it parses.
      if (!text || finishReason !== 'STOP') throw new LlmError('Invalid response from Gemini API');
      try {
        return JSON.parse(text) as unknown;
      } catch (error) {
        throw new LlmError('Invalid response from Gemini API', { cause: error });
      }
    },
  };
}

/** spec §5: the history starts with a user turn, and every turn has text. */
function assertValidHistory(history: LlmTurn[]): void {
  if (history[0]?.role !== 'user') throw new LlmError('Invalid chat history: it must start with a user turn');
  if (history.some((turn) => !turn.text.trim())) throw new LlmError('Invalid chat history: a turn has no text');
}
