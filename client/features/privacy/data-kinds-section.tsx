import { useState } from 'react';
import type { DataSummary, DeletableKind } from '../../../shared/contracts/privacy';
import { TermNotes } from '../../components/term-notes';
import { messageOf } from '../../lib/api-errors';
import { useDeleteDataKind } from './api/delete-data-kind';
import { ConfirmAction } from './confirm-action';
import { forgetLocally } from './forget-locally';
import { formatDay } from './format-date';

type Kind = DataSummary['kinds'][number];

// The account itself goes only with "Delete my account", below.
const isDeletable = (kind: Kind['kind']): kind is DeletableKind => kind !== 'account';

/** Each kind of data held: what it is and why, how much, how recent; and Delete for each. */
export function DataKindsSection({ userId, kinds }: { userId: string; kinds: Kind[] }) {
  const remove = useDeleteDataKind();
  const [said, setSaid] = useState<string | null>(null);
  const deleteKind = (kind: DeletableKind, label: string) => {
    setSaid(null);
    remove.mutate(
      { kind },
      {
        onSuccess: () => {
          forgetLocally(userId, [kind]);
          setSaid(`Deleted: ${label}.`);
        },
        onError: (failure) => setSaid(messageOf(failure, `${label} could not be deleted. Please try again.`)),
      },
    );
  };
  return (
    <section className="card stack" aria-labelledby="data-kinds-title">
      <h2 id="data-kinds-title">What we hold about you</h2>
      <ul className="data-kinds">
        {kinds.map((kind) => {
          const deletable = isDeletable(kind.kind) ? kind.kind : null;
          return (
            <li key={kind.kind} className="data-kind" data-kind={kind.kind}>
              <div>
                <h3 className="small-heading">{kind.label}</h3>
                <p className="muted small">{kind.purpose}</p>
                <TermNotes text={kind.purpose} />
                <p className="small" data-testid="data-kind-count">
                  {kind.count === 0
                    ? 'None held'
                    : `${kind.count} held${kind.latest ? `, the newest from ${formatDay(kind.latest)}` : ''}`}
                </p>
              </div>
              {deletable && kind.count > 0 && (
                <ConfirmAction
                  label="Delete"
                  name={`Delete ${kind.label}`}
                  question={`Delete “${kind.label}”: every item of it, for good? This cannot be undone.`}
                  confirmLabel="Yes, delete"
                  busy={remove.isPending}
                  onConfirm={() => deleteKind(deletable, kind.label)}
                />
              )}
            </li>
          );
        })}
      </ul>
      <p role="status" className="small">
        {said}
      </p>
    </section>
  );
}
