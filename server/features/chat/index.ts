// The chat feature's public face: asking the relocation assistant (the CLI asks through askAssistant).
export { askAssistant } from './ask';
export { chatPersonalData } from './personal-data';
