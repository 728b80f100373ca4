import type { ComponentProps } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { Link } from 'react-router-dom';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import type { ChatMessage as Message } from '../../../shared/contracts/chat';

// spec §2, §5: bot messages as markdown through a sanitiser (a whitelist of tags, no script, links
// only to http, https, mailto and tel, ids prefixed); user messages as plain text; both with a time.
// react-markdown never renders raw HTML, and the sanitiser checks what markdown makes.

const schema = {
  ...defaultSchema,
  protocols: { ...defaultSchema.protocols, href: ['http', 'https', 'mailto', 'tel'] },
};

/** Our own pages open in the app; anything else in a new tab that cannot reach back. */
function ChatLink({ href, children }: ComponentProps<'a'>) {
  if (href && /^\/(?!\/)/.test(href)) return <Link to={href}>{children}</Link>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer nofollow">
      {children}
    </a>
  );
}

const components: Components = { a: ChatLink };

const timeOf = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-IN', { hour: 'numeric', minute: '2-digit', hour12: true });

export function ChatMessage({ message }: { message: Message }) {
  const bot = message.sender === 'bot';
  const byModel = bot && message.writer !== null && message.writer !== 'local';
  return (
    <li className={`chat-message chat-message--${message.sender}`}>
      <div className="chat-message__bubble">
        {bot ? (
          <Markdown rehypePlugins={[[rehypeSanitize, schema]]} components={components}>
            {message.text}
          </Markdown>
        ) : (
          <p>{message.text}</p>
        )}
      </div>
      <p className="chat-message__meta">
        <span className="visually-hidden">{bot ? 'Assistant' : 'You'}, </span>
        <time dateTime={message.timestamp}>{timeOf(message.timestamp)}</time>
        {byModel && <span> · Written by {message.writer}, an AI model: check important details</span>}
        {message.status === 'failed' && <span> · Not finished</span>}
      </p>
    </li>
  );
}
