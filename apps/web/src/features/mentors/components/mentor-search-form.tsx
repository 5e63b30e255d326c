import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { styled } from '@mui/material/styles';
import {
  CATEGORIES,
  CATEGORY_SCORE_RANGES,
  GENDERS,
  MENTOR_SORTS,
  NEET_ATTEMPTS,
  neetExamYears,
  STATES,
  type Category,
} from '@neetmentor/contract';
import { buttonStyles } from '../../../components/button-link.tsx';
import { ChevronDownIcon } from '../../../components/icons.tsx';
import { VisuallyHidden } from '../../../components/visually-hidden.tsx';
import { useValidationText } from '../../../i18n/validation-text.ts';
import { FOLDED_ON_PHONES_STYLES, type FoldedPart } from '../folded-on-phones.ts';
import { preloadPublicFormChecks, publicFormResolver } from '../../../lib/public-form-resolver.ts';
import { countPanelFilters, DEFAULT_SORT, trimFilters, type MentorFilters } from '../mentor-filters.ts';
import { useOptionLabels } from '../option-labels.ts';
import { Field, fieldErrorId, Input, Select } from './filter-controls.tsx';

const Form = styled('form')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(2),
  padding: theme.spacing(2),
  borderRadius: 20,
  background: theme.palette.background.paper,
  border: `1px solid ${theme.palette.divider}`,
  boxShadow: '0 6px 20px rgba(20, 33, 61, 0.07)',
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(3) },
}));

const TopRow = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(2),
  [theme.breakpoints.up('sm')]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' },
}));

const Toggle = styled('button')(({ theme }) => ({
  justifySelf: 'start',
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  minHeight: 44,
  padding: theme.spacing(0.5, 1),
  margin: theme.spacing(0, -1),
  border: 0,
  borderRadius: 10,
  background: 'none',
  color: theme.palette.primary.main,
  font: 'inherit',
  fontWeight: 700,
  cursor: 'pointer',
  '&:hover': { background: theme.palette.primary.light },
  '& svg': { transition: 'transform 200ms ease' },
  '&[aria-expanded="true"] svg': { transform: 'rotate(180deg)' },
}));

const Badge = styled('span')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 22,
  height: 22,
  padding: '0 6px',
  borderRadius: 11,
  background: theme.palette.primary.main,
  color: theme.palette.primary.contrastText,
  fontSize: '0.75rem',
}));

const Panel = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(2),
  ...FOLDED_ON_PHONES_STYLES,
  [theme.breakpoints.up('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  [theme.breakpoints.up('md')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
}));

const Actions = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: theme.spacing(1.5),
  [theme.breakpoints.up('sm')]: { flexDirection: 'row', justifyContent: 'flex-end' },
}));

const SearchButton = styled('button')(({ theme }) => ({
  ...buttonStyles(theme, { size: 'large' }),
  [theme.breakpoints.up('sm')]: { minWidth: 180 },
}));

const ClearButton = styled('button')(({ theme }) =>
  buttonStyles(theme, { variant: 'outlined', size: 'large' }),
);

function categoryLabel(category: Category, t: TFunction<'mentors'>): string {
  const { min, max } = CATEGORY_SCORE_RANGES[category];
  return min === 0
    ? t('form.category.upTo', { category, max })
    : t('form.category.range', { category, min, max });
}

interface MentorSearchFormProps {
  /** The filters in the page address; the form starts from them and is re-created when they change. */
  filters: MentorFilters;
  /** The collapsible set of filters. */
  panel: FoldedPart;
  onSearch: (filters: MentorFilters) => void;
  onClear: () => void;
}

/**
 * Name search and exam year in view, the other filters in a collapsible set. Nothing is applied until
 * Search: on a slow network one request for the whole choice beats one per changed select.
 */
export function MentorSearchForm({ filters, panel, onSearch, onClear }: MentorSearchFormProps) {
  const { t } = useTranslation('mentors');
  const labels = useOptionLabels();
  const id = useId();
  const panelId = `${id}-filters`;
  const panelCount = countPanelFilters(filters);
  const anyFilter = Object.values(filters).some((value) => value !== '');

  // No default values: the fields start from the server's HTML (their `defaultValue`), so what a visitor
  // typed or chose before the page came to life is what the form holds.
  const form = useForm<MentorFilters>({ resolver: publicFormResolver('mentorFilters') });
  const validationText = useValidationText();
  const budgetMessage = form.formState.errors.maxPrice?.message;
  const budgetError = budgetMessage ? validationText(budgetMessage) : undefined;

  return (
    <Form
      role="search"
      aria-label={t('form.label')}
      noValidate
      onFocus={() => void preloadPublicFormChecks()}
      onSubmit={form.handleSubmit((values) => onSearch(trimFilters(values)))}
    >
      <TopRow>
        <Field id={`${id}-username`} label={t('form.username.label')}>
          <Input
            id={`${id}-username`}
            {...form.register('username')}
            type="search"
            defaultValue={filters.username}
            placeholder={t('form.username.placeholder')}
            autoComplete="off"
            enterKeyHint="search"
            maxLength={60}
          />
        </Field>
        <Field id={`${id}-year`} label={t('form.year.label')}>
          <Select id={`${id}-year`} {...form.register('neetExamYear')} defaultValue={filters.neetExamYear}>
            <option value="">{t('form.year.any')}</option>
            {neetExamYears(new Date()).map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </Select>
        </Field>
      </TopRow>
      <Toggle type="button" aria-expanded={panel.open} aria-controls={panelId} onClick={panel.toggle}>
        {t('form.filters')}
        {panelCount > 0 && (
          <>
            <Badge aria-hidden="true">{panelCount}</Badge>
            <VisuallyHidden>{t('form.inUse', { count: panelCount })}</VisuallyHidden>
          </>
        )}
        <ChevronDownIcon size={22} />
      </Toggle>
      <Panel id={panelId} {...panel.partProps}>
        <Field id={`${id}-category`} label={t('form.category.label')}>
          <Select id={`${id}-category`} {...form.register('category')} defaultValue={filters.category}>
            <option value="">{t('form.category.any')}</option>
            {CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {categoryLabel(category, t)}
              </option>
            ))}
          </Select>
        </Field>
        <Field id={`${id}-state`} label={t('form.state.label')}>
          <Select id={`${id}-state`} {...form.register('state')} defaultValue={filters.state}>
            <option value="">{t('form.state.any')}</option>
            {STATES.map((state) => (
              <option key={state} value={state}>
                {labels.state(state)}
              </option>
            ))}
          </Select>
        </Field>
        <Field id={`${id}-gender`} label={t('form.gender.label')}>
          <Select id={`${id}-gender`} {...form.register('gender')} defaultValue={filters.gender}>
            <option value="">{t('form.gender.any')}</option>
            {GENDERS.map((gender) => (
              <option key={gender} value={gender}>
                {labels.gender(gender)}
              </option>
            ))}
          </Select>
        </Field>
        <Field id={`${id}-attempts`} label={t('form.attempts.label')}>
          <Select
            id={`${id}-attempts`}
            {...form.register('neetAttempts')}
            defaultValue={filters.neetAttempts}
          >
            <option value="">{t('form.attempts.any')}</option>
            {NEET_ATTEMPTS.map((attempts) => (
              <option key={attempts} value={attempts}>
                {t('form.attempts.option', { count: attempts })}
              </option>
            ))}
          </Select>
        </Field>
        <Field id={`${id}-budget`} label={t('form.budget.label')} error={budgetError}>
          <Input
            id={`${id}-budget`}
            aria-invalid={budgetError !== undefined}
            aria-describedby={budgetError ? fieldErrorId(`${id}-budget`) : undefined}
            {...form.register('maxPrice')}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            defaultValue={filters.maxPrice}
            placeholder={t('form.budget.placeholder')}
          />
        </Field>
        <Field id={`${id}-sort`} label={t('form.sort.label')}>
          <Select id={`${id}-sort`} {...form.register('sort')} defaultValue={filters.sort || DEFAULT_SORT}>
            {MENTOR_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`sorts.${sort}`)}
              </option>
            ))}
          </Select>
        </Field>
      </Panel>
      <Actions>
        {anyFilter && (
          <ClearButton type="button" onClick={onClear}>
            {t('form.clear')}
          </ClearButton>
        )}
        <SearchButton type="submit">{t('form.search')}</SearchButton>
      </Actions>
    </Form>
  );
}
