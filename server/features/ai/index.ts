// The ai feature's public face: the LlmProvider interface and the one place a provider is chosen.
export { createLlmProvider } from './create-llm-provider';
export { LlmError, type LlmJsonRequest, type LlmProvider } from './llm-provider';
