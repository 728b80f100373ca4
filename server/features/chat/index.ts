// The chat feature's public face: the relocation assistant's API (the CLI asks through askAssistant).
export { askAssistant } from './ask';
export { chatRouter } from './chat.router';
export { chatPersonalData } from './personal-data';
