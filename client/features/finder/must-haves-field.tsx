import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { FINDER_MUST_HAVES, MUST_HAVE_LABELS, type MustHaveKey } from '../../../shared/constants/must-haves';
import type { Preferences } from '../../../shared/contracts/preferences';
import { addMustHave, moveMustHave, removeMustHave } from '../../../shared/domain/finder-form';
import { mustHaveAnnouncements } from './must-have-announcements';

function Row({ name, priority, onRemove }: { name: MustHaveKey; priority: number; onRemove(): void }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: name });
  return (
    <li
      ref={setNodeRef}
      className={`rank-row${isDragging ? ' rank-row--dragging' : ''}`}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-testid={`must-have-${name}`}
    >
      <button
        type="button"
        className="rank-row__handle"
        aria-label={`Move ${MUST_HAVE_LABELS[name]}, priority ${priority}`}
        {...attributes}
        {...listeners}
      >
        ⠿
      </button>
      <span className="rank-row__number" aria-hidden="true">
        {priority}
      </span>
      <span className="rank-row__label">{MUST_HAVE_LABELS[name]}</span>
      <button
        type="button"
        className="link-button small"
        aria-label={`Remove ${MUST_HAVE_LABELS[name]}`}
        onClick={onRemove}
      >
        Remove
      </button>
    </li>
  );
}

/** spec §4: must-haves ranked by drag and drop (mouse or keyboard), renumbered from 1. */
export function MustHavesField({ prefs, onChange }: { prefs: Preferences; onChange(p: Preferences): void }) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ordered = [...prefs.prioritizedMustHaves].sort((a, b) => a.priority - b.priority);
  const ids = ordered.map((m) => m.name);
  const missing = FINDER_MUST_HAVES.filter((name) => !ids.includes(name));

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onChange(moveMustHave(prefs, ids.indexOf(active.id as MustHaveKey), ids.indexOf(over.id as MustHaveKey)));
  };

  return (
    <fieldset className="form-section">
      <legend>Must-haves, most important first</legend>
      <p className="muted small">
        Must-haves are what you want near your home: places with more of them rank higher, the first counting most. Drag
        to reorder, or focus a handle and use Space and the arrow keys.
      </p>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{ announcements: mustHaveAnnouncements(ids) }}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <ol className="rank-list" aria-label="Must-haves in priority order">
            {ordered.map((m) => (
              <Row
                key={m.name}
                name={m.name}
                priority={m.priority}
                onRemove={() => onChange(removeMustHave(prefs, m.name))}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      {missing.length > 0 && (
        <div className="chip-grid">
          {missing.map((name) => (
            <button key={name} type="button" className="chip" onClick={() => onChange(addMustHave(prefs, name))}>
              + {MUST_HAVE_LABELS[name]}
            </button>
          ))}
        </div>
      )}
    </fieldset>
  );
}
