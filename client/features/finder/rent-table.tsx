import type { HomeKind } from '../../../shared/constants/home-kinds';
import type { Neighbourhood } from '../../../shared/contracts/recommendations';
import { TermNotes } from '../../components/term-notes';
import { rentRows } from './result-text';

/** Every kind of home the locality has a band for, "not known" where it has none; the asked-for kinds marked, PG, RK and BHK explained. */
export function RentTable({
  rent,
  kinds,
  caption,
}: {
  rent: Neighbourhood['rent'];
  kinds: readonly HomeKind[];
  caption: string;
}) {
  const rows = rentRows(rent, kinds);
  return (
    <>
      <table className="rent-table">
        <caption className="visually-hidden">{caption}</caption>
        <tbody>
          {rows.map((row) => (
            <tr key={row.kind} className={kinds.includes(row.kind) ? 'rent-table__chosen' : undefined}>
              <th scope="row">{row.label}</th>
              <td className={row.text === 'not known' ? 'muted' : undefined}>{row.text}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <TermNotes text={rows.map((row) => row.label).join(' · ')} />
    </>
  );
}
