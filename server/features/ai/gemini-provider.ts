import { GoogleGenAI, HarmBlockThreshold, HarmCategory } from '@google/genai';
import { LlmError, type LlmJsonRequest, type LlmProvider } from './llm-provider';

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
  return {
    label: `Gemini (${settings.model})`,
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
            // Flash models think by default, and thinking counts against maxOutputTokens: the
            // spec's 2,048 would often leave a cut-off reply. These tasks need no thinking.
            ...(/flash/.test(settings.model) ? { thinkingConfig: { thinkingBudget: 0 } } : {}),
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
