import type { ReactNode } from 'react';
import { usePageTitle } from './use-page-title';

/** Heading block shared by every page: sets the document title as well. */
export function PageHeading({ title, lead, children }: { title: string; lead?: ReactNode; children?: ReactNode }) {
  usePageTitle(title);
  return (
    <header className="page-heading">
      <h1>{title}</h1>
      {lead && <p className="page-heading__lead">{lead}</p>}
      {children}
    </header>
  );
}
