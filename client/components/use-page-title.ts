import { useEffect } from 'react';
import { BRAND } from '../../shared/constants/contact';

export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · ${BRAND}`;
  }, [title]);
}
