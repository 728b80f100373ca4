import type { Announcements } from '@dnd-kit/core';
import { MUST_HAVE_LABELS, type MustHaveKey } from '../../../shared/constants/must-haves';

/**
 * What a screen reader hears while the must-haves are reordered: their names and places ("Gym moved
 * to priority 3, where Schools is"), not dnd-kit's default "draggable item gym … droppable area schools",
 * which reads our keys. `ids` is the list in its order when the drag started.
 */
export function mustHaveAnnouncements(ids: readonly MustHaveKey[]): Announcements {
  const name = (id: unknown) => MUST_HAVE_LABELS[id as MustHaveKey] ?? String(id);
  const place = (id: unknown) => ids.indexOf(id as MustHaveKey) + 1;
  // dnd-kit reports the item over its own place right after picking it up; saying so then would
  // replace "Picked up …" in the live region before it is read.
  let justPickedUp = false;
  return {
    onDragStart: ({ active }) => {
      justPickedUp = true;
      return `Picked up ${name(active.id)}, priority ${place(active.id)} of ${ids.length}. Use the arrow keys to move it, Space to drop it, Escape to cancel.`;
    },
    onDragOver: ({ active, over }) => {
      const first = justPickedUp;
      justPickedUp = false;
      if (!over) return `${name(active.id)} is not over a place in the list.`;
      if (over.id === active.id)
        return first ? undefined : `${name(active.id)} is back at priority ${place(active.id)}.`;
      return `${name(active.id)} moved to priority ${place(over.id)}, where ${name(over.id)} is.`;
    },
    onDragEnd: ({ active, over }) => {
      justPickedUp = false;
      return over
        ? `${name(active.id)} dropped at priority ${place(over.id)}.`
        : `${name(active.id)} dropped where it was, priority ${place(active.id)}.`;
    },
    onDragCancel: ({ active }) => `Moving ${name(active.id)} cancelled: it stays at priority ${place(active.id)}.`,
  };
}
