import { Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { HOW_I_CAN_HELP, POPULAR_QUESTIONS } from '../../../shared/constants/assistant';
import { PageHeading } from '../../components/page-heading';
import { useAuth } from '../auth';
import { LazyChatPanel } from '../chat';
import './assistant.css';

/**
 * spec §2 "Relocation Assistant page": a heading, How I Can Help and Popular Questions (SUPPLEMENT.md:
 * clicking one asks it in the chat), and the chat panel inline.
 */
export default function AssistantPage() {
  // sessionPending: the page sent for a session cookie, shown before the server says whose it is
  // (decision 0028's addendum): neither signed in nor out yet.
  const { user, sessionPending } = useAuth();
  const navigate = useNavigate();
  const [ask, setAsk] = useState<{ text: string; nonce: number } | null>(null);
  const choose = (text: string) => {
    if (sessionPending) return;
    if (!user) navigate('/login');
    else setAsk((previous) => ({ text, nonce: (previous?.nonce ?? 0) + 1 }));
  };

  return (
    <section className="page">
      <PageHeading
        title="Relocation Assistant"
        lead="Ask about neighbourhoods, setting up a home, local services and meeting people. Answers come from your own results and Basera's curated data."
      />
      <div className="assistant-layout">
        <aside className="assistant-cards">
          <div className="card">
            <h2 className="assistant-cards__title">How I Can Help</h2>
            <ul className="checklist">
              {HOW_I_CAN_HELP.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
          <div className="card">
            <h2 className="assistant-cards__title">Popular Questions</h2>
            <ul className="assistant-questions">
              {POPULAR_QUESTIONS.map((question) => (
                <li key={question}>
                  <button type="button" className="assistant-question" onClick={() => choose(question)}>
                    {question}
                  </button>
                </li>
              ))}
            </ul>
            {!user && !sessionPending && <p className="muted small">Sign in to ask them.</p>}
          </div>
        </aside>
        <Suspense fallback={<p className="muted">Loading the assistant…</p>}>
          <LazyChatPanel inline ask={ask} />
        </Suspense>
      </div>
    </section>
  );
}
