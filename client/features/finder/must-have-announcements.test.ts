import { describe, expect, it } from 'vitest';
import { mustHaveAnnouncements } from './must-have-announcements';

// The drag-and-drop announcements say the must-haves' names and places, never our keys.
describe('mustHaveAnnouncements', () => {
  const say = mustHaveAnnouncements(['publicTransport', 'groceryStores', 'gym']);
  const item = (id: string) => ({ id }) as never;

  it('names the must-have and its place at each step', () => {
    expect(say.onDragStart({ active: item('gym') })).toMatch(/^Picked up Gym, priority 3 of 3\./);
    // Over its own place straight after the pick-up: nothing, so "Picked up" is what is read.
    expect(say.onDragOver?.({ active: item('gym'), over: item('gym') })).toBeUndefined();
    expect(say.onDragOver?.({ active: item('gym'), over: item('groceryStores') })).toBe(
      'Gym moved to priority 2, where Grocery Stores is.',
    );
    expect(say.onDragOver?.({ active: item('gym'), over: item('gym') })).toBe('Gym is back at priority 3.');
    expect(say.onDragEnd({ active: item('gym'), over: item('publicTransport') })).toBe('Gym dropped at priority 1.');
    expect(say.onDragCancel({ active: item('gym'), over: null })).toBe('Moving Gym cancelled: it stays at priority 3.');
  });

  it('never reads a key out', () => {
    const all = [
      say.onDragStart({ active: item('publicTransport') }),
      say.onDragOver?.({ active: item('publicTransport'), over: item('groceryStores') }),
      say.onDragOver?.({ active: item('publicTransport'), over: null }),
      say.onDragEnd({ active: item('groceryStores'), over: null }),
    ].join(' ');
    expect(all).not.toMatch(/publicTransport|groceryStores|droppable|draggable/);
    expect(all).toContain('Public Transport');
  });
});
