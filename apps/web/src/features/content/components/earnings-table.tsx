import { CATEGORIES, CATEGORY_SCORE_RANGES, PRICE_CARD } from '@neetmentor/contract';

/** What a mentor earns per completed session, by category (the wallet's price card, product rules §5). */
export function EarningsTable() {
  return (
    <table>
      <caption>Earnings per completed session</caption>
      <thead>
        <tr>
          <th scope="col">Category (NEET score)</th>
          <th scope="col">20-minute session</th>
          <th scope="col">60-minute session</th>
        </tr>
      </thead>
      <tbody>
        {CATEGORIES.map((category) => {
          const { min, max } = CATEGORY_SCORE_RANGES[category];
          return (
            <tr key={category}>
              <th scope="row">{`${category} (${min === 0 ? `up to ${max}` : `${min}–${max}`})`}</th>
              <td>₹{PRICE_CARD.intro20[category]}</td>
              <td>₹{PRICE_CARD.session60[category]}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
