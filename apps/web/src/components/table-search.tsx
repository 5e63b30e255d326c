import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { styled } from '@mui/material/styles';
import { tableSearchFormSchema } from '@neetmentor/contract';
import { SearchIcon } from './account-icons.tsx';
import { registerField, TextField } from './text-field.tsx';
import { useTranslation } from 'react-i18next';

const Form = styled('form')(({ theme }) => ({
  width: '100%',
  [theme.breakpoints.up('sm')]: { maxWidth: 360 },
}));

interface TableSearchProps {
  /** The field's label, saying what is matched ("Search by student username"). */
  label: string;
  /** A line under the field saying how the search matches. */
  hint: string;
  /** The term the list is filtered by now; '' for none. */
  applied: string;
  /** Called with a term of at least the minimum length, or '' to show the whole list again. */
  onSearch: (term: string) => void;
}

/**
 * The search of the mentor and admin tables (spec part 2 §5): Enter or the search icon applies a term of
 * 4 or more characters; a shorter one is refused with a reason instead of silently showing everything;
 * emptying the field shows the whole list again at once.
 */
export function TableSearch({ label, hint, applied, onSearch }: TableSearchProps) {
  const { t } = useTranslation();
  const form = useForm({ resolver: zodResolver(tableSearchFormSchema), defaultValues: { term: applied } });
  const { helperText, onChange, ...termField } = registerField(form, 'term');

  return (
    <Form
      role="search"
      aria-label={label}
      onSubmit={form.handleSubmit(({ term }) => onSearch(term))}
      noValidate
    >
      <TextField
        {...termField}
        type="search"
        label={label}
        fullWidth
        helperText={helperText ?? hint}
        onChange={(event) => {
          void onChange(event);
          if (event.target.value.trim() === '' && applied !== '') onSearch('');
        }}
        slotProps={{
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton type="submit" edge="end" aria-label={t('actions.search')}>
                  <SearchIcon size={22} />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
    </Form>
  );
}
