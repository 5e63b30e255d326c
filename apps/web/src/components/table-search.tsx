import type { FormEvent } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { styled } from '@mui/material/styles';
import { TABLE_SEARCH_MIN_LENGTH } from '@neetmentor/contract';
import { useForm } from '../lib/use-form.ts';
import { SearchIcon } from './account-icons.tsx';
import { TextField } from './text-field.tsx';

const Form = styled('form')(({ theme }) => ({
  width: '100%',
  [theme.breakpoints.up('sm')]: { maxWidth: 360 },
}));

const TOO_SHORT = `Type at least ${TABLE_SEARCH_MIN_LENGTH} characters to search.`;

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
  const form = useForm({ term: applied });
  const { onChange, helperText, ...termField } = form.field('term');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const term = form.values.term.trim();
    if (term.length > 0 && term.length < TABLE_SEARCH_MIN_LENGTH) {
      form.setErrors({ term: TOO_SHORT });
      return;
    }
    form.setErrors({});
    onSearch(term);
  }

  return (
    <Form role="search" aria-label={label} onSubmit={submit} noValidate>
      <TextField
        {...termField}
        type="search"
        label={label}
        fullWidth
        helperText={helperText ?? hint}
        onChange={(event) => {
          onChange(event);
          if (form.errors.term) form.setErrors({});
          if (event.target.value.trim() === '' && applied !== '') onSearch('');
        }}
        slotProps={{
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton type="submit" edge="end" aria-label="Search">
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
