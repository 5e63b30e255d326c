import { formatCount, formatIstDay, formatRupeeAmount } from './format.ts';

/**
 * Field messages that name a field and carry a figure ("The title can be at most 200 characters."). The
 * server answers with the English sentence; `readFieldMessage` takes it apart again, so the web app can say
 * it in the reader's language (`errors:validation.field.*`). Fixed sentences live in `VALIDATION_MESSAGES`.
 */
export const MESSAGE_FIELDS = {
  title: 'The title',
  content: 'The content',
  description: 'The description',
  time: 'The time',
  date: 'The date',
  day: 'The day',
  name: 'The name',
  testimonial: 'The testimonial',
  update: 'The update',
  price: 'The price',
  realPrice: 'The real price',
  earning: 'The earning',
  verificationAmount: 'The verification amount',
  organisationName: 'The organisation name',
  code: 'The code',
  feeFreeUntil: 'The last fee-free day',
  referralsAvailableFrom: 'The day referrals open',
} as const;
export type MessageField = keyof typeof MESSAGE_FIELDS;

/** What a message may carry besides its field: a count, whole rupees, a number of years or a calendar day. */
export interface FieldMessageFigures {
  count?: number;
  rupees?: number;
  years?: number;
  year?: number;
  /** An India calendar day, "2026-02-15". */
  day?: string;
}

// `{field}` opens a sentence; `{fieldInSentence}` is the same name in lower case inside one.
const TEMPLATES = {
  required: '{field} is required.',
  tooLong: '{field} can be at most {count} characters.',
  rupeesNumber: '{field} is a number of rupees.',
  rupeesWhole: '{field} is a whole number of rupees.',
  rupeesNegative: '{field} cannot be negative.',
  rupeesTooLarge: '{field} is too large.',
  rupeesAtMost: '{field} can be at most {rupees}.',
  dayFromCalendar: 'Choose {fieldInSentence} from the calendar, or leave it empty.',
  dayRequiredOrNull: '{field} is required (null for none).',
  dayFromYear: '{field} can be in {year} or later.',
  dayTooLate: '{field} can be at most {years} years ahead ({day} or earlier).',
} as const;
export type FieldMessageName = keyof typeof TEMPLATES;

export interface FieldMessage {
  name: FieldMessageName;
  field: MessageField;
  figures: FieldMessageFigures;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The English sentence of a field message, as schemas and the server say it. */
export function fieldMessage(
  name: FieldMessageName,
  field: MessageField,
  figures: FieldMessageFigures = {},
): string {
  const label = MESSAGE_FIELDS[field];
  return TEMPLATES[name].replace(/\{(\w+)\}/g, (_, slot: string) => {
    switch (slot) {
      case 'field':
        return label;
      case 'fieldInSentence':
        return label.toLowerCase();
      case 'count':
        return formatCount(figures.count ?? 0);
      case 'rupees':
        return formatRupeeAmount(figures.rupees ?? 0);
      case 'day':
        return formatIstDay(figures.day ?? '');
      default:
        return String(figures[slot as 'years' | 'year'] ?? '');
    }
  });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const FIELD_BY_LABEL = new Map(
  Object.entries(MESSAGE_FIELDS).flatMap(([field, label]) => [
    [label, field as MessageField],
    [label.toLowerCase(), field as MessageField],
  ]),
);
const LABELS = [...FIELD_BY_LABEL.keys()].map(escape).join('|');
const SLOT_PATTERNS: Record<string, string> = {
  field: `(${LABELS})`,
  fieldInSentence: `(${LABELS})`,
  count: '([\\d,]+)',
  rupees: '₹([\\d,]+)',
  years: '(\\d+)',
  year: '(\\d{4})',
  day: '(\\d{2} [A-Z][a-z]{2} \\d{4})',
};

const READERS = Object.entries(TEMPLATES).map(([name, template]) => {
  const slots: string[] = [];
  const source = escape(template).replace(/\\\{(\w+)\\\}/g, (_, slot: string) => {
    slots.push(slot);
    return SLOT_PATTERNS[slot] ?? '';
  });
  return { name: name as FieldMessageName, pattern: new RegExp(`^${source}$`), slots };
});

/** "05 Mar 2025" back to "2025-03-05". */
function calendarDay(written: string): string {
  const [day, month, year] = written.split(' ');
  return `${year}-${String(MONTHS.indexOf(month ?? '') + 1).padStart(2, '0')}-${day}`;
}

/** The parts of a field message's English sentence, or undefined for any other text. */
export function readFieldMessage(message: string): FieldMessage | undefined {
  for (const { name, pattern, slots } of READERS) {
    const match = pattern.exec(message);
    if (!match) continue;
    let field: MessageField | undefined;
    const figures: FieldMessageFigures = {};
    slots.forEach((slot, index) => {
      const value = match[index + 1] ?? '';
      if (slot === 'field' || slot === 'fieldInSentence') field = FIELD_BY_LABEL.get(value);
      else if (slot === 'day') figures.day = calendarDay(value);
      else figures[slot as 'count' | 'rupees' | 'years' | 'year'] = Number(value.replace(/,/g, ''));
    });
    if (field) return { name, field, figures };
  }
  return undefined;
}
