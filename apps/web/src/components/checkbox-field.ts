import { useLayoutEffect, useRef, type ChangeEvent } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';

/**
 * Binds MUI's Checkbox to a boolean field of a react-hook-form form. MUI draws the box from its own state,
 * so the box is drawn from the field's value, and a box the visitor ticked in the server's HTML before the
 * scripts ran (hydration keeps the tick) becomes the field's value as the page hydrates, before the box
 * is drawn again.
 */
export function useCheckboxField<V extends FieldValues>(control: Control<V>, name: Path<V>) {
  const { field } = useController({ control, name });
  const input = useRef<HTMLInputElement | null>(null);
  const { onChange } = field;
  useLayoutEffect(() => {
    if (input.current?.checked) onChange(true);
  }, [onChange]);

  return {
    name: field.name,
    checked: field.value === true,
    onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.checked),
    onBlur: field.onBlur,
    slotProps: {
      input: {
        ref: (element: HTMLInputElement | null) => {
          input.current = element;
          field.ref(element);
        },
      },
    },
  };
}
