import { styled } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { CATEGORY_SCORE_RANGES, formatRupeeAmount, type CatalogPackage } from '@neetmentor/contract';
import { useLanguage } from '../../../i18n/language.ts';

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
  const { t } = useTranslation('mentor');
  const language = useLanguage();
  const [first] = packages;
  if (!first) return <Missing>{t('wallet.priceCard.missing')}</Missing>;
  const range = CATEGORY_SCORE_RANGES[first.category];
  return (
    <Table>
      <caption>
        {t('wallet.priceCard.caption', { category: first.category, min: range.min, max: range.max })}
      </caption>
      <tbody>
        {packages.map((item) => (
          <tr key={item._id}>
            <th scope="row">{t(`wallet.priceCard.kinds.${item.kind}`)}</th>
            <td>{formatRupeeAmount(item.mentorEarning, language)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
