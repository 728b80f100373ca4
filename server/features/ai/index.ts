// The ai feature's public face: the LlmProvider interface and the one place a provider is chosen.
export { createLlmProvider } from './create-llm-provider';
export { type LlmChatRequest, LlmError, type LlmJsonRequest, type LlmProvider, type LlmTurn } from './llm-provider';
