import { styled } from '@mui/material/styles';
import {
  CATEGORY_SCORE_RANGES,
  formatRupeeAmount,
  PACKAGE_KIND_LABELS,
  type CatalogPackage,
} from '@neetmentor/contract';

const Table = styled('table')(({ theme }) => ({
  width: '100%',
  borderCollapse: 'collapse',
  '& caption': {
    marginBottom: theme.spacing(1),
    color: theme.palette.text.secondary,
    fontSize: '0.875rem',
    textAlign: 'left',
  },
  '& th, & td': { padding: theme.spacing(1.25, 0), borderTop: `1px solid ${theme.palette.divider}` },
  '& th': { fontWeight: 600, textAlign: 'left' },
  '& td': { fontWeight: 800, fontSize: '1.125rem', textAlign: 'right' },
}));

const Missing = styled('p')(({ theme }) => ({ margin: 0, color: theme.palette.text.secondary }));

/**
 * What a completed session of each package earns the mentor in their category (spec part 2 §9, product
 * rules §5), as the catalog says now: an admin may change it.
 */
export function PriceCard({ packages }: { packages: CatalogPackage[] }) {
  const [first] = packages;
  if (!first) return <Missing>Your earnings appear here once your NEET score is verified.</Missing>;
  const range = CATEGORY_SCORE_RANGES[first.category];
  return (
    <Table>
      <caption>{`Category ${first.category} (NEET score ${range.min}–${range.max}): what you earn per completed session.`}</caption>
      <tbody>
        {packages.map((item) => (
          <tr key={item._id}>
            <th scope="row">{PACKAGE_KIND_LABELS[item.kind]}</th>
            <td>{formatRupeeAmount(item.mentorEarning)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
