// The chat feature's public face: the floating chat button every page shows.
export { ChatLauncher } from './chat-launcher';
