import { useId } from 'react';
import type { RenterFacts } from '../../../shared/contracts/renter-facts';
import { TermNotes } from '../../components/term-notes';
import { OutOfDate } from './fact-note';

type Sourced = { source: string; url?: string; year: number | null; outOfDate: string | null };

/** A fact's source: its page where we have it, else the publication's name, with the year; and its age once old. */
function Source({ fact }: { fact: Sourced }) {
  const label = fact.year && !fact.source.includes(String(fact.year)) ? `${fact.source} (${fact.year})` : fact.source;
  return (
    <span className="muted small">
      {' '}
      Source:{' '}
      {fact.url ? (
        <a href={fact.url} target="_blank" rel="noopener noreferrer">
          {label}
        </a>
      ) : (
        label
      )}
      <OutOfDate note={fact.outOfDate} />
    </span>
  );
}

const NO_AIR_FIGURE = 'No published annual PM2.5 figure for this city or a station near it in our data.';

const FLOOD_STATUS = { listed: 'On a flood list', 'off-list': 'Not on the flood list', unknown: 'Flooding: not known' };

/**
 * What we hold about renting here (docs/data.md, "Renter facts"), every fact with its
 * source; reports are said to be reports, and what we do not know is said too.
 */
export function RenterFactsSection({ facts }: { facts: RenterFacts }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h4 id={titleId}>Renting here</h4>
      <ul className="renter-facts">
        {facts.tenancy.map((t) => (
          <li key={t.text}>
            <span className="renter-facts__status">{t.kind === 'law' ? 'Rule: ' : 'Reported: '}</span>
            {t.text}
            <Source fact={t} />
          </li>
        ))}
        {facts.whoCanRent.map((r) => (
          <li key={r.text}>
            <span className="renter-facts__status">Reported{r.scope === 'city' ? ' in parts of the city' : ''}: </span>
            {r.text}
            <Source fact={r} />
          </li>
        ))}
        <li>
          <span className="renter-facts__status">{FLOOD_STATUS[facts.flood.status]}: </span>
          {facts.flood.text}
          {facts.flood.source && <Source fact={{ ...facts.flood, source: facts.flood.source }} />}
        </li>
        <li>
          <span className="renter-facts__status">Air: </span>
          {facts.airQuality ? (
            <>
              {facts.airQuality.text}
              <Source fact={facts.airQuality} />
            </>
          ) : (
            NO_AIR_FIGURE
          )}
        </li>
        {facts.water && (
          <li>
            <span className="renter-facts__status">Water: </span>
            {facts.water.text}
            <Source fact={facts.water} />
          </li>
        )}
      </ul>
      <TermNotes text={facts.airQuality?.text ?? NO_AIR_FIGURE} />
    </section>
  );
}
