import { useTranslation } from 'react-i18next';
import { CATEGORIES, CATEGORY_SCORE_RANGES, formatRupeeAmount, PRICE_CARD } from '@neetmentor/contract';
import { useLanguage } from '../../../i18n/language.ts';

/** What a mentor earns per completed session, by category (the wallet's price card, product rules §5). */
export function EarningsTable() {
  const { t } = useTranslation('content');
  const language = useLanguage();
  return (
    <table>
      <caption>{t('earnings.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('earnings.category')}</th>
          <th scope="col">{t('earnings.intro20')}</th>
          <th scope="col">{t('earnings.session60')}</th>
        </tr>
      </thead>
      <tbody>
        {CATEGORIES.map((category) => {
          const { min, max } = CATEGORY_SCORE_RANGES[category];
          return (
            <tr key={category}>
              <th scope="row">
                {min === 0
                  ? t('earnings.upTo', { category, max })
                  : t('earnings.range', { category, min, max })}
              </th>
              <td>{formatRupeeAmount(PRICE_CARD.intro20[category], language)}</td>
              <td>{formatRupeeAmount(PRICE_CARD.session60[category], language)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
