import type { TravelMode } from '../../../shared/constants/travel-modes';
import type { CommuteOptionView } from '../../../shared/contracts/recommendations';
import { commuteText, journeySourceText, modeName, orderedCommutes } from './result-text';

interface Props {
  commutes: readonly CommuteOptionView[];
  /** The mode the card leads with (spec §3 commuteDetails: the active one where it has a time). */
  headline: TravelMode;
  /** "Workplace 1", with two workplaces. */
  to?: string;
}

/** Every enabled mode's commute, the headline first. */
export function CommuteList({ commutes, headline, to }: Props) {
  const ordered = orderedCommutes(commutes, headline);
  return (
    <div className="commute">
      {to && <p className="commute__to">{to}</p>}
      <ul className="commute__list" aria-label={to ? `Commute to ${to.toLowerCase()}` : 'Commute to work'}>
        {ordered.map((option, index) => (
          <li key={option.mode} className={index === 0 ? 'commute__headline' : undefined}>
            <span className="commute__mode">{modeName(option.mode)}:</span> {commuteText(option)}
            {journeySourceText(option) && <span className="commute__source">{journeySourceText(option)}</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}
