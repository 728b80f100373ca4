import type { CityUtilities } from '../../dataset/utilities-schema';
import type { AssistantFacts } from '../facts';
import { bullet, cite, link, md, placeName, rentText } from './format';

// Answers about setting up a home in India: what to buy, utilities and address proof, moving, and
// rent and deposits. General guidance, worded as such; the only specific facts are the city's
// utilities (server/data/utilities.json) and our rent estimates.

export function homeEssentials(facts: AssistantFacts): string {
  const furnished =
    facts.budget && facts.budget.min >= 60_000
      ? ' (many flats in your budget come semi-furnished: check what stays before you buy)'
      : '';
  return [
    `What most people buy in their first weeks${furnished}:`,
    '**First night**',
    bullet([
      'Mattress, pillows and bedsheets',
      'A few buckets and mugs (many bathrooms have no shower fittings)',
      'Torch or emergency light, and an extension board',
    ]),
    '**Kitchen**',
    bullet([
      'Gas stove and a cylinder or piped gas connection (see "How do I set up utilities?")',
      'Pressure cooker, kadhai, tawa and a few steel vessels',
      'Water purifier (RO or UV): tap water is not safe to drink untreated in most cities',
      'Refrigerator, if the flat has none',
    ]),
    '**Living**',
    bullet([
      'Curtains (rooms face the sun) and a clothes-drying stand',
      'Fans and lights for rooms without them; an inverter for power cuts, where they are common',
      'Mosquito nets or plug-in repellents, especially in the monsoon',
    ]),
    'Buy the big items once you have lived there a week: you will know what the flat lacks.',
  ].join('\n\n');
}

function providersLine(label: string, providers: CityUtilities['electricity']): string {
  const names = providers.map(
    (p) => `${p.website ? link(p.name, p.website) : md(p.name)}${p.serves ? ` (${md(p.serves)})` : ''}`,
  );
  return `**${label}:** ${names.join('; ')}`;
}

export function utilities(facts: AssistantFacts): string {
  const city = facts.city ? md(facts.city.name) : null;
  const suppliers = facts.utilities
    ? [
        `Who supplies what in ${city}:`,
        bullet([
          providersLine('Electricity', facts.utilities.electricity),
          providersLine('Water', facts.utilities.water),
          facts.utilities.pipedGas.length
            ? providersLine('Piped gas', facts.utilities.pipedGas)
            : "**Piped gas:** I don't have this city's piped gas company on record; LPG cylinders are available everywhere",
        ]),
      ].join('\n\n')
    : city
      ? `I don't have ${city}'s utility companies on record, so ask your landlord which ones serve the building.`
      : 'Tell me your city (or choose a neighbourhood) and I will name the electricity, water and gas companies there.';
  const steps = bullet([
    "**Electricity:** the meter usually stays in the owner's name; ask the landlord for the consumer number and pay online. Check the meter reading on the day you move in.",
    '**Water:** in apartments it comes with the maintenance charge; in an independent house the connection belongs to the owner.',
    '**Cooking gas:** for a piped (PNG) connection apply to the gas company with your rent agreement and ID; otherwise a distributor of Indane, Bharat Gas or HP Gas gives an LPG connection.',
    '**Internet:** ask neighbours or the society which fibre providers already have lines in the building; installation is usually within a few days.',
    '**Address proof:** a registered rent agreement is the usual proof of address; with it you can update your Aadhaar address online (UIDAI) and then your bank and other records. Many cities also ask tenants to complete police verification.',
  ]);
  return [suppliers, 'Getting each one going:', steps].join('\n\n');
}

export function moving(facts: AssistantFacts): string {
  const destination = facts.focus[0]
    ? ` to **${placeName(facts.focus[0])}**`
    : facts.city
      ? ` to **${md(facts.city.name)}**`
      : '';
  return [
    `A moving plan${destination}:`,
    '**Four weeks before**',
    bullet([
      'Get written quotes from at least three packers and movers, after they have seen your things; ask what transit insurance covers.',
      'Give notice on your current flat and agree the date your deposit comes back.',
    ]),
    '**Two weeks before**',
    bullet([
      'Sign the rent agreement for the new flat and photograph its condition room by room.',
      'Book the lift and loading times with the new building society, if it has rules about them.',
    ]),
    '**On the day**',
    bullet([
      'Keep documents, valuables, chargers and a change of clothes with you.',
      'Check the inventory list before the truck leaves and again on delivery.',
    ]),
    '**After**',
    bullet([
      'Update your address (see "How do I set up utilities?").',
      "A vehicle registered in another state must be re-registered if it stays more than 12 months; check the new state's road-tax rules before you move it.",
    ]),
  ].join('\n\n');
}

export function rentAndDeposit(facts: AssistantFacts): string {
  const n = facts.focus[0] ?? facts.recommended[0];
  const rent = n ? `In **${placeName(n)}**: ${rentText(n)}.` : null;
  // The city's own rules and reported customs, with sources (docs/data.md, "Renter facts").
  const cityName = n?.cityName ?? facts.city?.name;
  const norms = (n?.renter ?? facts.cityRenter)?.tenancy ?? [];
  const local = norms.length
    ? [
        `**In ${md(cityName ?? 'this city')}:**`,
        bullet(norms.map((t) => `${t.kind === 'law' ? 'Rule' : 'Reported'}: ${md(t.text)}${cite(t)}`)),
      ].join('\n\n')
    : null;
  return [
    rent,
    local,
    local ? '**Everywhere:**' : null,
    bullet([
      "**Deposit:** customs differ widely by city and landlord, from one or two months' rent to several. The Model Tenancy Act, 2021 caps a residential deposit at two months' rent, but only in states that have adopted it: ask which rules apply before you pay.",
      '**Agreement:** most are 11-month agreements; check the lock-in period, the notice period, the yearly increase and who pays maintenance.',
      '**Registration:** register the agreement where your state requires it (Maharashtra requires every leave and licence agreement to be registered); a registered agreement is also your address proof.',
      "**Brokerage:** often one month's rent when you go through a broker; agree it in writing first.",
      '**Move-in:** photograph the flat, note every defect in writing, and get receipts for the deposit and rent.',
    ]),
    `Compare rents across neighbourhoods in the ${link('neighbourhood finder', '/place-recommender')}.`,
  ]
    .filter(Boolean)
    .join('\n\n');
}
