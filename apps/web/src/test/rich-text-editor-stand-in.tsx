import { useId } from 'react';

interface StandInProps {
  label: string;
  initialHtml?: string;
  onChange: (html: string) => void;
  hint?: string;
  error?: string;
}

/**
 * Stands in for the rich-text editor in page tests (`vi.mock` of components/rich-text-editor.tsx): jsdom
 * has no layout, so the real editor cannot be typed into there. A textarea with the same label and the
 * same contract: HTML in, HTML out, '' when empty. The real editor is typed into in the browser journeys.
 */
export function RichTextEditor({ label, initialHtml = '', onChange, hint, error }: StandInProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        defaultValue={initialHtml}
        aria-invalid={Boolean(error)}
        aria-describedby={`${id}-help`}
        onChange={(event) => onChange(event.target.value.trim() ? `<p>${event.target.value}</p>` : '')}
      />
      <span id={`${id}-help`} role={error ? 'alert' : undefined}>
        {error ?? hint}
      </span>
    </div>
  );
}
