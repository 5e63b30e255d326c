import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type mentors from '../../locales/en/mentors.json';

type Catalog = typeof mentors;
type LabelGroup = 'states' | 'genders' | 'languages' | 'educationYears' | 'packageKinds';

export interface OptionLabels {
  /** A state or union territory of the contract's list, in the page's language. */
  state(value: string): string;
  gender(value: string): string;
  language(value: string): string;
  /** "4th year" → "4th year MBBS". */
  educationYear(value: string): string;
  /** A package kind's name, or null for a kind this app does not know (a newer server may send others). */
  packageKind(value: string): string | null;
}

/**
 * Names of the contract's fixed lists (states, genders, languages…) in the page's language. The values
 * stay as the API takes them; a value the catalog does not know (a newer server's) shows as it is.
 */
export function useOptionLabels(): OptionLabels {
  const { t, i18n } = useTranslation('mentors');
  return useMemo(() => {
    const known = (group: LabelGroup, value: string) => i18n.exists(`${group}.${value}`, { ns: 'mentors' });
    return {
      state: (value) => (known('states', value) ? t(`states.${value as keyof Catalog['states']}`) : value),
      gender: (value) =>
        known('genders', value) ? t(`genders.${value as keyof Catalog['genders']}`) : value,
      language: (value) =>
        known('languages', value) ? t(`languages.${value as keyof Catalog['languages']}`) : value,
      educationYear: (value) =>
        known('educationYears', value)
          ? t(`educationYears.${value as keyof Catalog['educationYears']}`)
          : `${value} MBBS`,
      packageKind: (value) =>
        known('packageKinds', value) ? t(`packageKinds.${value as keyof Catalog['packageKinds']}`) : null,
    };
  }, [t, i18n]);
}
