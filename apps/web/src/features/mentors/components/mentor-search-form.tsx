import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { styled } from '@mui/material/styles';
import {
  CATEGORIES,
  CATEGORY_SCORE_RANGES,
  GENDERS,
  MENTOR_SORTS,
  MENTOR_SORT_LABELS,
  NEET_ATTEMPTS,
  neetExamYears,
  STATES,
  type Category,
} from '@neetmentor/contract';
import { buttonStyles } from '../../../components/button-link.tsx';
import { ChevronDownIcon } from '../../../components/icons.tsx';
import { VisuallyHidden } from '../../../components/visually-hidden.tsx';
import { FOLDED_ON_PHONES_STYLES, type FoldedPart } from '../folded-on-phones.ts';
import { preloadPublicFormChecks, publicFormResolver } from '../../../lib/public-form-resolver.ts';
import { countPanelFilters, DEFAULT_SORT, trimFilters, type MentorFilters } from '../mentor-filters.ts';
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

function categoryLabel(category: Category): string {
  const { min, max } = CATEGORY_SCORE_RANGES[category];
  return min === 0 ? `${category} (score up to ${max})` : `${category} (score ${min}–${max})`;
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
  const id = useId();
  const panelId = `${id}-filters`;
  const panelCount = countPanelFilters(filters);
  const anyFilter = Object.values(filters).some((value) => value !== '');

  // No default values: the fields start from the server's HTML (their `defaultValue`), so what a visitor
  // typed or chose before the page came to life is what the form holds.
  const form = useForm<MentorFilters>({ resolver: publicFormResolver('mentorFilters') });
  const budgetError = form.formState.errors.maxPrice?.message;

  return (
    <Form
      role="search"
      aria-label="Find a mentor"
      noValidate
      onFocus={() => void preloadPublicFormChecks()}
      onSubmit={form.handleSubmit((values) => onSearch(trimFilters(values)))}
    >
      <TopRow>
        <Field id={`${id}-username`} label="Search by name or mentor id">
          <Input
            id={`${id}-username`}
            {...form.register('username')}
            type="search"
            defaultValue={filters.username}
            placeholder="Name or mentor id"
            autoComplete="off"
            enterKeyHint="search"
            maxLength={60}
          />
        </Field>
        <Field id={`${id}-year`} label="NEET exam year">
          <Select id={`${id}-year`} {...form.register('neetExamYear')} defaultValue={filters.neetExamYear}>
            <option value="">Any year</option>
            {neetExamYears(new Date()).map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </Select>
        </Field>
      </TopRow>
      <Toggle type="button" aria-expanded={panel.open} aria-controls={panelId} onClick={panel.toggle}>
        Filters
        {panelCount > 0 && (
          <>
            <Badge aria-hidden="true">{panelCount}</Badge>
            <VisuallyHidden>{`(${panelCount} in use)`}</VisuallyHidden>
          </>
        )}
        <ChevronDownIcon size={22} />
      </Toggle>
      <Panel id={panelId} {...panel.partProps}>
        <Field id={`${id}-category`} label="Category">
          <Select id={`${id}-category`} {...form.register('category')} defaultValue={filters.category}>
            <option value="">Any category</option>
            {CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {categoryLabel(category)}
              </option>
            ))}
          </Select>
        </Field>
        <Field id={`${id}-state`} label="State">
          <Select id={`${id}-state`} {...form.register('state')} defaultValue={filters.state}>
            <option value="">Any state</option>
            {STATES.map((state) => (
              <option key={state} value={state}>
                {state}
              </option>
            ))}
          </Select>
        </Field>
        <Field id={`${id}-gender`} label="Gender">
          <Select id={`${id}-gender`} {...form.register('gender')} defaultValue={filters.gender}>
            <option value="">Any gender</option>
            {GENDERS.map((gender) => (
              <option key={gender} value={gender}>
                {gender}
              </option>
            ))}
          </Select>
        </Field>
        <Field id={`${id}-attempts`} label="NEET attempts">
          <Select
            id={`${id}-attempts`}
            {...form.register('neetAttempts')}
            defaultValue={filters.neetAttempts}
          >
            <option value="">Any number</option>
            {NEET_ATTEMPTS.map((attempts) => (
              <option key={attempts} value={attempts}>
                {attempts === 1 ? '1 attempt' : `${attempts} attempts`}
              </option>
            ))}
          </Select>
        </Field>
        <Field id={`${id}-budget`} label="Budget per 60-minute session (₹)" error={budgetError}>
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
            placeholder="Any budget"
          />
        </Field>
        <Field id={`${id}-sort`} label="Sort by">
          <Select id={`${id}-sort`} {...form.register('sort')} defaultValue={filters.sort || DEFAULT_SORT}>
            {MENTOR_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {MENTOR_SORT_LABELS[sort]}
              </option>
            ))}
          </Select>
        </Field>
      </Panel>
      <Actions>
        {anyFilter && (
          <ClearButton type="button" onClick={onClear}>
            Clear filters
          </ClearButton>
        )}
        <SearchButton type="submit">Search</SearchButton>
      </Actions>
    </Form>
  );
}
