import { describe, expect, it } from 'vitest';
import { loadDataset } from './load-dataset';

// docs/data.md, "Sources": a place's or an event's source is the official site or a reputable
// publisher, never a mirror, a scraper, a blog platform, user reviews or an SEO page. The hosts below
// were found as sources in November 2026 and replaced or their records removed; the patterns catch
// the kinds of host they were.
const DENIED_HOSTS = new Set([
  '7criccricket.in',
  '8066.read.newszop.com',
  'a.osmarks.net',
  'akarinohon.com',
  'androstation.com',
  'anytimetaxi.co.in',
  'aroundus.com',
  'atozwiki.com',
  'awards.fm',
  'besttravelservicespro.shop',
  'bigenter.info',
  'bliptext.com',
  'brilliant-tourism.com',
  'coupons.travelguru.com',
  'daddygaming.com',
  'de.knowledgr.com',
  'doctorsfinder.in',
  'dreamcitytravel.com',
  'en-academic.com',
  'enwikipedia.net',
  'everything.explained.today',
  'fabhotels.com',
  'flowers4love.com',
  'fottam.com',
  'gkvstudy.in',
  'gossipsbio.com',
  'grokipedia.com',
  'headli9r.com',
  'health63.com',
  'help.hindisoochna.in',
  'hmong.in.th',
  'hospitalsdata.com',
  'hubbry.com',
  'iiab.me',
  'iloveindia.com',
  'indiahighlight.com',
  'indian-travel-places.com',
  'indianetzone.com',
  'indianholiday.com',
  'indiatravelsolutions.com',
  'infogalactic.com',
  'karmictourism.com',
  'kerala2015.com',
  'liquisearch.com',
  'manatelugumovies.cc',
  'mypresstoday.com',
  'mytourismguide.com',
  'nebulizations.com',
  'news24hrs.net',
  'obeta.ttef.in',
  'optimatravels.com',
  'pilgrimdata.in',
  'plantrip.io',
  'presswire18.com',
  'printgamer.com',
  'refpost.com',
  'rehlat.com.sa',
  'review.clateway.com',
  'sagapedia.com',
  'static.wanderon.in',
  'supertravelr.com',
  'takmaaa.com',
  'tamilnadutourisminfo.com',
  'templesinindiainfo.com',
  'theinfolist.com',
  'thetravelshots.com',
  'thisismyindia.com',
  'threebestrated.in',
  'tourmyindia.com',
  'travelinginholidays.com',
  'traveljunoon.com',
  'travellerscribe.com',
  'travelokam.com',
  'trawell.in',
  'trek.zone',
  'trekmyindia.com',
  'tripfactory.com',
  'tripsamachar.com',
  'tripzilla.in',
  'unrealinvestors.com',
  'vacationadda.com',
  'voyageplanner.co.in',
  'wander.am',
  'wanderwisdom.com',
  'wap.bdmobi.com',
  'webindia123.com',
  'wirally.com',
  'yehaindia.com',
]);

const DENIED_PATTERNS: [RegExp, string][] = [
  [/(^|\.)(blogspot\.[a-z.]+|wordpress\.com|hubpages\.com|medium\.com|tumblr\.com|wixsite\.com)$/, 'a blog'],
  [/(^|\.)(tripadvisor|pinterest|quora|mouthshut|justdial|zomato|yelp)\.[a-z.]+$/, 'user reviews or posts'],
  [/(^|\.)(scribd\.com|issuu\.com|docslib\.org|readkong\.com|mydoc\.pub|slideshare\.net)\.?$/, 'a document dump'],
  [/ipfs|(^|\.)kiwix\.|wiki(?!pedia\.org$)|pedia\.(?!org$)/, 'a copy of Wikipedia'],
  [
    /(^|\.)(workers\.dev|azureedge\.net|fastly\.net|up\.railway\.app|herokuapp\.com|netlify\.app|vercel\.app)$/,
    'a hosting address',
  ],
];

/** Why a host may not be cited, or null. */
function deniedSource(url: string): string | null {
  const host = new URL(url).hostname.replace(/^www\./, '');
  if (DENIED_HOSTS.has(host)) return 'a mirror, scraper or SEO page';
  return DENIED_PATTERNS.find(([pattern]) => pattern.test(host))?.[1] ?? null;
}

const dataset = loadDataset();

describe('sources', () => {
  it('cite no mirror, scraper, blog, user review or SEO page, for places and events alike', () => {
    const cited = [
      ...dataset.places.flatMap((p) => [p.source, ...(p.website ? [p.website] : [])].map((url) => [p.id, url])),
      ...dataset.events.flatMap((e) =>
        [e.source, e.officialSite, ...(e.bookingLink ? [e.bookingLink] : [])].map((url) => [e.id, url]),
      ),
    ];
    const wrong = cited.flatMap(([id, url]) => {
      const why = deniedSource(url!);
      return why ? [`${id}: ${url} (${why})`] : [];
    });
    expect(wrong).toEqual([]);
  });

  it('knows a mirror, a blog and a review page when it sees one, and lets the originals through', () => {
    expect(deniedSource('https://wikimili.com/en/Indira_Park')).toBe('a copy of Wikipedia');
    expect(deniedSource('https://mumbai-pushpa.blogspot.com/2007/02/eating-in-bandra.html')).toBe('a blog');
    expect(deniedSource('https://www.tripadvisor.com/Travel-g297596')).toBe('user reviews or posts');
    expect(deniedSource('https://www.tripzilla.in/travel/bengaluru')).toBe('a mirror, scraper or SEO page');
    expect(deniedSource('https://en.wikipedia.org/wiki/Indira_Park')).toBeNull();
    expect(deniedSource('https://www.thehindu.com/news/cities/chennai/x.ece')).toBeNull();
  });
});
