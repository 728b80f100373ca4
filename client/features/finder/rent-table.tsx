import type { HomeKind } from '../../../shared/constants/home-kinds';
import type { Neighbourhood } from '../../../shared/contracts/recommendations';
import { TermNotes } from '../../components/term-notes';
import { rentRows } from './result-text';

/** Every kind of home the locality has a band for, "not known" where it has none; PG, RK and BHK explained. */
export function RentTable({ rent, kind, caption }: { rent: Neighbourhood['rent']; kind: HomeKind; caption: string }) {
  const rows = rentRows(rent, kind);
  return (
    <>
      <table className="rent-table">
        <caption className="visually-hidden">{caption}</caption>
        <tbody>
          {rows.map((row) => (
            <tr key={row.kind} className={row.kind === kind ? 'rent-table__chosen' : undefined}>
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
