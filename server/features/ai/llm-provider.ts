/**
 * A generative model, server side only (DESIGN.md: AI). The embedded default is no model at all:
 * every feature computes its answer from our own data and works without one; a model may only
 * phrase or suggest, and whatever it writes is validated and labelled as model-written.
 */
export interface LlmProvider {
  /** Shown to users next to model-written text, e.g. "Gemini (gemini-2.5-flash)". */
  readonly label: string;
  /** One prompt, one JSON reply (parsed, not yet validated: callers check it against a schema). */
  generateJson(request: LlmJsonRequest): Promise<unknown>;
  /** A conversation's next model turn, streamed as text pieces as the model writes them. */
  streamChat(request: LlmChatRequest): AsyncIterable<string>;
}

/** A chat turn; the history must start with a user turn and every turn has text (spec §5). */
export interface LlmTurn {
  role: 'user' | 'model';
  text: string;
}

export interface LlmChatRequest {
  system: string;
  history: LlmTurn[];
  settings: { temperature: number; topP: number; topK: number; maxOutputTokens: number };
  /** Stops the model's work (the person closed the page). */
  signal?: AbortSignal;
}

export interface LlmJsonRequest {
  system: string;
  prompt: string;
  settings: { temperature: number; topP: number; topK: number; maxOutputTokens: number };
  /** Block harassment, hate, sexual and dangerous content at this level and above (spec §7, events). */
  blockFrom?: 'medium';
}

/** The model could not be reached, refused, or did not answer with JSON. */
export class LlmError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'LlmError';
  }
}
