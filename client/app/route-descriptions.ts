import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

// The meta description of each route (search results and link previews). Titles are set by each
// page (usePageTitle), since some change with the page's state.
const DESCRIPTIONS: Record<string, string> = {
  '/': 'Basera helps you find the neighbourhood that fits your budget, commute and lifestyle when you move to an Indian city.',
  '/place-recommender':
    'Rank neighbourhoods in Indian cities by your rent budget, commute and lifestyle, optionally learning from your Google Timeline.',
  '/places': 'Discover cafés, gyms, parks and groceries near the neighbourhood you chose.',
  '/relocation-assistant':
    'Ask the Basera relocation assistant about moving, utilities and settling into your new city.',
  '/social-connector': 'Festivals, meet-ups and events near your new neighbourhood.',
  '/login': 'Sign in to Basera with your Google account to save your preferences and recommendations.',
  '/your-data': 'See, download or delete everything Basera holds about you, and withdraw your consent.',
  '/business/register': 'Register your business with Basera and reach people moving into your neighbourhood.',
  '/business/contact': 'Talk to Basera about a custom partnership for your business.',
};

export function useRouteDescription(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const content = DESCRIPTIONS[pathname.replace(/\/$/, '') || '/'] ?? DESCRIPTIONS['/']!;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = content;
  }, [pathname]);
}
