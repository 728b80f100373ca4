import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { haversineKm } from '../../../shared/domain/geo';
import { loadDataset } from '../../data/load-dataset';
import { createLogger } from '../../logger';
import { createGazetteerGeocoder } from './gazetteer-geocoder';
import { createGoogleGeocoder } from './google-geocoder';

const gazetteer = createGazetteerGeocoder(loadDataset());

describe('gazetteer geocoder', () => {
  it.each([
    ['Manyata Tech Park, Bengaluru', 'bengaluru', 'landmark', { lat: 13.045, lng: 77.62 }],
    ['Koramangala 5th block', 'bengaluru', 'locality', { lat: 12.935, lng: 77.624 }],
    ['hinjewadi phase 1', 'pune', 'landmark', { lat: 18.59, lng: 73.74 }],
    ['BKC', 'mumbai', 'landmark', { lat: 19.065, lng: 72.865 }],
    ['Cyber City, Gurgaon', 'gurugram', 'landmark', { lat: 28.495, lng: 77.089 }],
    ['HITEC City', 'hyderabad', 'landmark', { lat: 17.447, lng: 78.376 }],
    ['Whitefeild', 'bengaluru', 'locality', { lat: 12.97, lng: 77.75 }],
    ['560034', 'bengaluru', 'locality', { lat: 12.935, lng: 77.624 }],
  ])('places “%s” in %s', async (text, cityId, source, near) => {
    const result = await gazetteer.geocode(text);
    expect(result).toMatchObject({ cityId, source });
    expect(haversineKm(result!, near)).toBeLessThan(2.5);
    expect(result!.confidence).toBeGreaterThanOrEqual(0.55);
  });

  it('falls back to a city centre with low confidence, and says nothing for gibberish', async () => {
    expect(await gazetteer.geocode('somewhere in Pune')).toMatchObject({
      cityId: 'pune',
      source: 'city',
      confidence: 0.4,
    });
    expect(await gazetteer.geocode('xyzzy plugh')).toBeNull();
    expect(await gazetteer.geocode('   ')).toBeNull();
  });

  // Curators list some localities as city aliases too, so that resolveCity("Indirapuram") finds
  // Ghaziabad; typed as a work address, such a name means the locality, not the city centre.
  it.each([
    ['Indirapuram', 'ghaziabad', 'Indirapuram'],
    ['Raj Nagar Extension', 'ghaziabad', 'Raj Nagar Extension'],
    ['Thane', 'mumbai', 'Thane West'],
    ['Howrah', 'kolkata', 'Howrah'],
    ['Panchkula', 'chandigarh', 'Panchkula'],
    ['New Town', 'kolkata', 'New Town (Rajarhat)'],
    ['Indirapuram, Ghaziabad', 'ghaziabad', 'Indirapuram'],
    ['Raj Nagar Extension Ghaziabad', 'ghaziabad', 'Raj Nagar Extension'],
    ['Sector 15 Panchkula', 'chandigarh', 'Panchkula'],
  ])('places “%s”, a city alias that is also a locality, at the locality', async (text, cityId, label) => {
    const result = await gazetteer.geocode(text);
    expect(result).toMatchObject({ cityId, label, source: 'locality' });
    expect(result!.confidence).toBeGreaterThanOrEqual(0.9);
  });

  it.each([
    ['Ghaziabad', 'ghaziabad'],
    ['Bangalore', 'bengaluru'],
    ['Pune', 'pune'], // also an alias of Pune Station
    ['GZB', 'ghaziabad'], // also Ghaziabad Junction's station code
    ['BLR', 'bengaluru'], // also the airport's code
    ['Navi Mumbai', 'mumbai'],
  ])('places a bare city name, “%s”, at the city centre', async (text, cityId) => {
    expect(await gazetteer.geocode(text)).toMatchObject({ cityId, source: 'city', confidence: 0.4 });
  });

  // The city's name is part of a main station's name: "Patna Junction" is not Patliputra Junction.
  it.each([
    ['Patna Junction', 'patna', 'Patna Junction'],
    ['Patna station', 'patna', 'Patna Junction'],
    ['Faridabad railway station', 'faridabad', 'Faridabad railway station'],
    ['Faridabad station', 'faridabad', 'Faridabad railway station'],
    ['Bangalore station', 'bengaluru', 'KSR Bengaluru City Junction'],
    ['Lucknow station', 'lucknow', 'Lucknow Charbagh Railway Station'],
    ['Delhi station', 'new-delhi', 'New Delhi Railway Station'],
    ['Hyderabad station', 'hyderabad', 'Hyderabad Deccan (Nampally) Railway Station'],
    ['Secunderabad station', 'hyderabad', 'Secunderabad Junction'],
    ['Trivandrum station', 'thiruvananthapuram', 'Thiruvananthapuram Central'],
    ['Kamakhya station', 'guwahati', 'Kamakhya railway station'],
    ['Old Faridabad', 'faridabad', 'Old Faridabad'],
    ['Ballabgarh station', 'faridabad', 'Ballabgarh railway station'], // not the locality Ballabhgarh
  ])('places the station “%s” where the person means', async (text, cityId, label) => {
    expect(await gazetteer.geocode(text)).toMatchObject({ cityId, label });
  });

  // One work address per city, as people type them: a sanity check of every city's gazetteer.
  it.each([
    ['GIFT City, Ahmedabad', 'ahmedabad', 'GIFT City'],
    ['Whitefield', 'bengaluru', 'Whitefield'],
    ['Whitefield, Bangalore', 'bengaluru', 'Whitefield'],
    ['MANIT Bhopal', 'bhopal', 'Maulana Azad National Institute of Technology (MANIT)'],
    ['Infocity Bhubaneswar', 'bhubaneswar', 'Infocity'],
    ['IT Park Chandigarh', 'chandigarh', 'Chandigarh IT Park'],
    ['Tidel Park Chennai', 'chennai', 'Tidel Park'],
    ['TIDEL Park Coimbatore', 'coimbatore', 'TIDEL Park Coimbatore'],
    ['FRI Dehradun', 'dehradun', 'Forest Research Institute'],
    ['NIT Faridabad', 'faridabad', 'NIT Faridabad'],
    ['Vaishali Ghaziabad', 'ghaziabad', 'Vaishali'],
    ['Cyber City Gurugram', 'gurugram', 'DLF Cyber City'],
    ['IIT Guwahati', 'guwahati', 'IIT Guwahati'],
    ['Mindspace Madhapur, Hyderabad', 'hyderabad', 'Mindspace Madhapur (Raheja IT Park)'],
    ['Crystal IT Park Indore', 'indore', 'Crystal IT Park'],
    ['Mahindra World City Jaipur', 'jaipur', 'Mahindra World City Jaipur'],
    ['Infopark Kakkanad', 'kochi', 'Infopark Kakkanad'],
    ['Salt Lake Sector V', 'kolkata', 'Salt Lake Sector V'],
    ['Vibhuti Khand Gomti Nagar Lucknow', 'lucknow', 'Vibhuti Khand, Gomti Nagar'],
    ['NITK Surathkal', 'mangaluru', 'National Institute of Technology Karnataka'],
    ['BKC Mumbai', 'mumbai', 'Bandra Kurla Complex (BKC)'],
    ['Mysore University', 'mysuru', 'University of Mysore, Manasagangotri'],
    ['VNIT Nagpur', 'nagpur', 'Visvesvaraya National Institute of Technology (VNIT)'],
    ['Nashik Road station', 'nashik', 'Nashik Road railway station'],
    ['Nehru Place, New Delhi', 'new-delhi', 'Nehru Place'],
    ['Sector 62 Noida', 'noida', 'Sector 62 IT hub'], // the offices, rather than the same-named locality
    ['Gandhi Maidan Patna', 'patna', 'Gandhi Maidan'],
    ['Hinjewadi Phase 1, Pune', 'pune', 'Hinjewadi Phase 1 (Rajiv Gandhi Infotech Park)'],
    ['SVNIT Surat', 'surat', 'Sardar Vallabhbhai National Institute of Technology (SVNIT)'],
    ['Technopark Thiruvananthapuram', 'thiruvananthapuram', 'Technopark'],
    ['MSU Baroda', 'vadodara', 'The Maharaja Sayajirao University of Baroda'],
    ['Andhra University Vizag', 'visakhapatnam', 'Andhra University'],
  ])('places the work address “%s”', async (text, cityId, label) => {
    const result = await gazetteer.geocode(text);
    expect(result).toMatchObject({ cityId, label });
    expect(result!.confidence).toBeGreaterThanOrEqual(0.85);
  });

  it('resolves city names and aliases, and flags the New Delhi fallback', () => {
    expect(gazetteer.resolveCity('Bombay')).toMatchObject({ cityId: 'mumbai', isFallback: false });
    expect(gazetteer.resolveCity('calcutta')).toMatchObject({ cityId: 'kolkata', isFallback: false });
    expect(gazetteer.resolveCity('Atlantis')).toMatchObject({
      cityId: 'new-delhi',
      cityName: 'New Delhi',
      isFallback: true,
    });
  });

  it('reverse-geocodes to the nearest locality and city, and refuses points far from any city', async () => {
    expect(await gazetteer.reverse({ lat: 12.9352, lng: 77.6245 })).toMatchObject({
      cityId: 'bengaluru',
      locality: { id: 'bengaluru-koramangala' },
    });
    expect(await gazetteer.reverse({ lat: 23.5, lng: 80.5 })).toBeNull(); // rural Madhya Pradesh
  });
});

describe('Google geocoder against a local fixture server', () => {
  let server: Server;
  let url = '';
  let reply: (res: import('node:http').ServerResponse) => void = () => {};
  const seen: URLSearchParams[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push(new URL(req.url ?? '/', 'http://x').searchParams);
      reply(res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address() as { port: number };
    url = `http://127.0.0.1:${address.port}/maps/api/geocode/json`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const google = (timeoutMs = 1000) =>
    createGoogleGeocoder({ apiKey: 'test-key', timeoutMs, fallback: gazetteer, logger: createLogger('silent'), url });

  it('uses Google’s answer, restricted to India, and places it in our city', async () => {
    // A reply in the shape of Google's Geocoding API (status, results[].geometry.location…).
    reply = (res) => {
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          status: 'OK',
          results: [
            {
              formatted_address: 'Embassy Manyata Business Park, Nagavara, Bengaluru, Karnataka 560045, India',
              geometry: { location: { lat: 13.0466, lng: 77.6211 }, location_type: 'ROOFTOP' },
            },
          ],
        }),
      );
    };
    const result = await google().geocode('Manyata, Nagavara');
    expect(result).toMatchObject({ source: 'google', cityId: 'bengaluru', confidence: 0.95, lat: 13.0466 });
    const params = seen.at(-1)!;
    expect(params.get('key')).toBe('test-key');
    expect(params.get('region')).toBe('in');
    expect(params.get('components')).toBe('country:IN');
  });

  it('falls back to the gazetteer when Google fails or is too slow', async () => {
    reply = (res) => {
      res.statusCode = 500;
      res.end('{}');
    };
    expect(await google().geocode('Koramangala')).toMatchObject({ source: 'locality', cityId: 'bengaluru' });
    reply = (res) => {
      setTimeout(() => res.end('{"status":"OK","results":[]}'), 500);
    };
    expect(await google(100).geocode('Powai, Mumbai')).toMatchObject({ source: 'locality', cityId: 'mumbai' });
  });

  it('falls back when Google finds nothing', async () => {
    reply = (res) => {
      res.setHeader('content-type', 'application/json');
      res.end('{"status":"ZERO_RESULTS","results":[]}');
    };
    expect(await google().geocode('Salt Lake Sector V')).toMatchObject({ cityId: 'kolkata', source: 'landmark' });
  });
});
