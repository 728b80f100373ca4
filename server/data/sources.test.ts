import { describe, expect, it } from 'vitest';
import { loadDataset } from './load-dataset';

// docs/data.md, "Sources": a place's or an event's source is the official site or a reputable
// publisher, never a mirror, a scraper, a blog platform, user reviews or an SEO page. The hosts below
// were found as sources in November 2026 (the first list) and in the December 2026 review (the
// second) and replaced or their records removed; the patterns catch the kinds of host they were.
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
  // December 2026: personal and food blogs, listicles, city portals and directories, aggregators,
  // developers' and property sites, medical-tourism pages, a dental clinic, a tour operator.
  '365mumbaikids.com',
  'aartikrishnakumar.com',
  'abirpothi.com',
  'adanione.com',
  'akademmia.com',
  'antarikanwesan.com',
  'anubhavsapra.com',
  'anujtikku.com',
  'attachowk.com',
  'avathi.com',
  'aviindianews.com',
  'beer-trip.com',
  'bitechompgulp.com',
  'blogtricity.com',
  'bobsradio.in',
  'career.justkerala.in',
  'chandigarhmetro.com',
  'chdlife.com',
  'chinmaye.com',
  'cinemamanishi.com',
  'collegeadmissionscholarships.com',
  'countryandpolitics.in',
  'delectablereveries.com',
  'destinationsredefined.com',
  'devdiscourse.com',
  'dillidehatse.com',
  'embassyonethane.com',
  'en.punecitylive.in',
  'eventqik.com',
  'galaxygroup.co',
  'gannet39.com',
  'getbengal.com',
  'givebacktogurugram.com',
  'gujaratheart.com',
  'hindi.scoopwhoop.com',
  'historyofvadodara.in',
  'hyderabad.co.uk',
  'indiacom.com',
  'indiaherald.com',
  'indiantravelexperience.manjaly.net',
  'indorerocks.com',
  'jaipurdentalclinic.com',
  'karmayog.org',
  'latestly.com',
  'lbb.in',
  'localpress.co.in',
  'localsamosa.com',
  'lucknowcity.in',
  'magicmeters.com',
  'manikarthik.com',
  'maxinhealth.com',
  'mediaindia.eu',
  'moha-mushkil.com',
  'mumbainet.com',
  'myannoyingopinions.com',
  'nationnext.com',
  'nativeplanet.com',
  'patna.splenden.in',
  'pinkcity.com',
  'pressmediaofindia.com',
  'qnewsindia.com',
  'reach-hyd.com',
  'rgyan.com',
  'sanatan.org',
  'sanatanavibes.in',
  'shoaibqureshi.in',
  'showincity.com',
  'shramjeevijournalist.com',
  'shreenews.in',
  'storytrails.in',
  'sudhagee.com',
  'superchandigarh.com',
  't5eiitm.org',
  'thehawk.in',
  'thelabmagofficial.com',
  'thisisexpatindia.com',
  'updateranagohil.com',
  'venkatarangan.com',
  'wannabemaven.com',
  'wheelsonourfeet.com',
  'wherewasitshot.com',
  'yovizag.com',
  'zeleniycoffee.com',
]);

const DENIED_PATTERNS: [RegExp, string][] = [
  [
    /(^|\.)(blogspot\.[a-z.]+|wordpress\.com|hubpages\.com|medium\.com|tumblr\.com|wixsite\.com)$|^blog\.|\.blog$/,
    'a blog',
  ],
  [/(^|\.)(tripadvisor|pinterest|quora|mouthshut|justdial|zomato|yelp)\.[a-z.]+$/, 'user reviews or posts'],
  [/(^|\.)(scribd\.com|issuu\.com|docslib\.org|readkong\.com|mydoc\.pub|slideshare\.net)\.?$/, 'a document dump'],
  [/ipfs|(^|\.)kiwix\.|wiki(?!pedia\.org$)|pedia\.(?!org$)/, 'a copy of Wikipedia'],
  [
    /(^|\.)(workers\.dev|azureedge\.net|fastly\.net|up\.railway\.app|herokuapp\.com|netlify\.app|vercel\.app)$/,
    'a hosting address',
  ],
  [/^(stg|staging)[a-z0-9-]*\.|^stage\./, 'a staging copy of a site'],
  // windhorsetours.com, dreamcitytravel.com, indianholiday.com; not keralatourism.org or cntraveller.in.
  [/(^|\.)[a-z0-9-]*(tours|travels?|holidays?)\.[a-z.]+$/, 'a travel agency or tour operator'],
  [
    /wellnessdestination|medical-?(tour|treatment|value)|medtreatment|cancersurgery|hospitalsdata|doctorsfinder|allhospital|mespoir|healthyatra|meditalavenue|vaidam/,
    'a medical-tourism site or hospital directory',
  ],
  [/(^|\.)[a-z0-9-]*(propert(y|ies)|realty|real-?estate|infra)[a-z0-9-]*\.(com|in|co\.in|net|org)$/, 'a property site'],
  [/(^|\.)[a-z0-9-]*(directory|businessguide|yellowpages)[a-z0-9-]*\.(com|in|co\.in|net|org)$/, 'a directory'],
  [/(^|\.)[a-z0-9-]*(con|summit|expo)?20\d\d\.[a-z.]+$|(^|\.)[a-z0-9-]*conferences?\.[a-z.]+$/, 'a conference site'],
];

// An encyclopedia article is the place's own, not one about the station beside it or the city's
// hospitals in general (ESIC Basaidarapur was cited to its metro station, a Gujarat hospital to
// "Healthcare in Ahmedabad").
const OFF_SUBJECT_ARTICLE =
  /wikipedia\.org\/wiki\/(Healthcare_in_|List_of_|Economy_of_|Tourism_in_|Transport_in_)|wikipedia\.org\/wiki\/[^#?]*_(metro|railway|bus)_station([#?]|$)/i;

/** Why a host may not be cited, or null. */
function deniedSource(url: string): string | null {
  const host = new URL(url).hostname.replace(/^www\./, '');
  if (DENIED_HOSTS.has(host)) return 'a mirror, scraper or SEO page';
  if (OFF_SUBJECT_ARTICLE.test(url)) return 'an article about something else';
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

  it('knows the kinds the December 2026 review found, and lets the originals through', () => {
    expect(deniedSource('https://lbb.in/delhi/chache-di-hatti')).toBe('a mirror, scraper or SEO page');
    expect(deniedSource('https://blog.railyatri.in/places-to-visit-in-chandigarh/')).toBe('a blog');
    expect(deniedSource('https://dehradun.blog/paltan-bazaar')).toBe('a blog');
    expect(deniedSource('https://blogs.timesofindia.indiatimes.com/x/')).toBeNull();
    expect(deniedSource('https://stghindi.moneycontrol.com/news/x.html')).toBe('a staging copy of a site');
    expect(deniedSource('https://stage.prabhatkhabar.com/state/bihar/x')).toBe('a staging copy of a site');
    expect(deniedSource('https://www.moneycontrol.com/news/business/x.html')).toBeNull();
    expect(deniedSource('https://www.windhorsetours.com/india/chandigarh')).toBe('a travel agency or tour operator');
    expect(deniedSource('https://www.shreejitravels.in/jaipur-city-palace')).toBe('a travel agency or tour operator');
    expect(deniedSource('https://www.keralatourism.org/destination/x')).toBeNull();
    expect(deniedSource('https://www.outlookindia.com/outlooktraveller/explore/story/45209/x')).toBeNull();
    expect(deniedSource('https://www.cntraveller.in/story/x/')).toBeNull();
    expect(deniedSource('https://wellnessdestinationindia.com/blog/jehangir-hospital-pune')).toBe(
      'a medical-tourism site or hospital directory',
    );
    expect(deniedSource('https://www.indiacancersurgerysite.com/fortis.html')).toBe(
      'a medical-tourism site or hospital directory',
    );
    expect(deniedSource('https://www.fortisescorts.in/news/x')).toBeNull();
    expect(deniedSource('https://www.aiims.edu')).toBeNull();
    expect(deniedSource('https://www.chennaiproperties.in/blog/x')).toBe('a property site');
    expect(deniedSource('https://www.fortiusinfra.com/blog/x')).toBe('a property site');
    expect(deniedSource('https://realty.economictimes.indiatimes.com/news/x')).toBeNull();
    expect(deniedSource('https://www.nashikdirectory.com/phalke-smarak.html')).toBe('a directory');
    expect(deniedSource('https://www.noidabusinessguide.com/nature-parks-in-noida/')).toBe('a directory');
    expect(deniedSource('https://portal.mcgm.gov.in')).toBeNull();
    expect(deniedSource('https://haematocon2022.com/venue')).toBe('a conference site');
    expect(deniedSource('https://apsid2020.org/kochi')).toBe('a conference site');
    expect(deniedSource('https://tciconferences.com/WCOA-2022/x.asp')).toBe('a conference site');
    expect(deniedSource('https://www.ltmgh.com')).toBeNull();
    expect(deniedSource('https://en.wikipedia.org/wiki/ESI_-_Basaidarapur_metro_station')).toBe(
      'an article about something else',
    );
    expect(deniedSource('https://en.wikipedia.org/wiki/Healthcare_in_Ahmedabad')).toBe(
      'an article about something else',
    );
    expect(deniedSource('https://en.wikipedia.org/wiki/Delhi_Public_School,_Mathura_Road')).toBeNull();
    expect(deniedSource('https://en.wikipedia.org/wiki/Chhatrapati_Shivaji_Maharaj_Terminus')).toBeNull();
  });
});
