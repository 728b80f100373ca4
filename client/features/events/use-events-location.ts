import { useEffect, useState } from 'react';
import type { EventsInput, EventsLocationSource } from '../../../shared/contracts/events';
import { settleEventsLocation } from '../../../shared/domain/events/events-location';
import { useSelection } from '../../lib/api/get-selection';

/** The browser's position, or a rejection (denied, unavailable, or no answer within 10 s). */
function locate(): Promise<{ lat: number; lng: number }> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) return reject(new Error('no geolocation'));
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude }),
      reject,
      { timeout: 10_000, maximumAge: 10 * 60_000 },
    );
  });
}

/**
 * spec §3 Location state and §4 precedence: settles once the saved selection is known (the
 * selected neighbourhood, else the browser's position, else the fallbacks). `fetching` while it does.
 */
export function useEventsLocation(userId: string) {
  const selection = useSelection(userId);
  const [settled, setSettled] = useState<{ request: EventsInput; source: EventsLocationSource } | null>(null);
  const selected = selection.data?.selectedNeighborhood;
  const known = selection.data !== undefined || selection.isError;
  useEffect(() => {
    if (!known) return;
    let cancelled = false;
    void settleEventsLocation({
      selected: selected
        ? { id: selected.id, name: selected.name, hasCoordinates: Boolean(selected.coordinates) }
        : null,
      locate,
    }).then((result) => {
      if (!cancelled) setSettled(result);
    });
    return () => {
      cancelled = true;
    };
  }, [known, selected]);
  return { settled, fetching: !settled, selectedName: selected?.name ?? null };
}
