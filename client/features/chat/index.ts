// The chat feature's public face: the floating chat button every page shows, and the panel the
// Relocation Assistant page shows inline (loaded lazily: it brings the markdown renderer).
import { lazy } from 'react';

export { ChatLauncher } from './chat-launcher';
export type { ChatPanelProps } from './chat-panel';
export const LazyChatPanel = lazy(() => import('./chat-panel'));
