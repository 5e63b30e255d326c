import { useCallback, useRef, useState } from 'react';
import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import {
  captureTypedValues,
  pickTexts,
  useTypedBeforeHydration,
  type TypedValues,
} from './typed-before-hydration.ts';

const FIELDS = ['name', 'message', 'level'] as const;

function Form({ onSend }: { onSend: (values: unknown) => void }) {
  const [values, setValues] = useState({ name: '', message: '', level: '11th' });
  const [remember, setRemember] = useState(false);
  const adopt = useCallback((typed: TypedValues) => {
    setValues((current) => ({ ...current, ...pickTexts(typed, FIELDS) }));
    if (typed.checks.remember !== undefined) setRemember(typed.checks.remember);
  }, []);
  const formRef = useRef<HTMLFormElement>(null);
  const hydrated = useTypedBeforeHydration(formRef, adopt);
  return (
    <form
      ref={formRef}
      onSubmit={(event) => {
        event.preventDefault();
        onSend({ ...values, remember });
      }}
    >
      <input
        name="name"
        aria-label="Name"
        value={values.name}
        onChange={(e) => setValues({ ...values, name: e.target.value })}
      />
      <textarea
        name="message"
        aria-label="Message"
        value={values.message}
        onChange={(e) => setValues({ ...values, message: e.target.value })}
      />
      <select
        name="level"
        aria-label="Level"
        value={values.level}
        onChange={(e) => setValues({ ...values, level: e.target.value })}
      >
        <option>11th</option>
        <option>12th</option>
      </select>
      <input
        type="checkbox"
        name="remember"
        aria-label="Remember"
        checked={remember}
        onChange={(e) => setRemember(e.target.checked)}
      />
      <input name="unrelated" aria-label="Unrelated" defaultValue="" />
      <button type="submit" disabled={!hydrated}>
        Send
      </button>
    </form>
  );
}

let root: Root | undefined;
let container: HTMLElement | undefined;

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
});

function get<T extends Element>(selector: string): T {
  const element = container?.querySelector<T>(selector);
  if (!element) throw new Error(`${selector} missing`);
  return element;
}

describe('useTypedBeforeHydration', () => {
  it('keeps what was typed into the server’s HTML before hydration and sends it', () => {
    const sent: unknown[] = [];
    container = document.createElement('div');
    container.innerHTML = renderToString(<Form onSend={(values) => sent.push(values)} />);
    document.body.append(container);
    // The server's form is usable but cannot be sent yet.
    expect(get<HTMLButtonElement>('button').disabled).toBe(true);

    // The visitor types before the scripts run.
    get<HTMLInputElement>('[name="name"]').value = 'Asha';
    get<HTMLTextAreaElement>('[name="message"]').value = 'When is the next webinar?';
    get<HTMLSelectElement>('[name="level"]').value = '12th';
    get<HTMLInputElement>('[name="remember"]').checked = true;
    get<HTMLInputElement>('[name="unrelated"]').value = 'not for the form state';

    const host = container;
    act(() => {
      root = hydrateRoot(host, <Form onSend={(values) => sent.push(values)} />);
    });

    expect(get<HTMLInputElement>('[name="name"]').value).toBe('Asha');
    expect(get<HTMLTextAreaElement>('[name="message"]').value).toBe('When is the next webinar?');
    expect(get<HTMLSelectElement>('[name="level"]').value).toBe('12th');
    expect(get<HTMLInputElement>('[name="remember"]').checked).toBe(true);
    const send = get<HTMLButtonElement>('button');
    expect(send.disabled).toBe(false);

    act(() => send.click());
    expect(sent).toEqual([
      { name: 'Asha', message: 'When is the next webinar?', level: '12th', remember: true },
    ]);
  });

  it('keeps what was typed when hydration writes over a field, from what was captured as it began', () => {
    const sent: unknown[] = [];
    container = document.createElement('div');
    container.innerHTML = renderToString(<Form onSend={(values) => sent.push(values)} />);
    document.body.append(container);
    get<HTMLInputElement>('[name="name"]').value = 'Asha';
    get<HTMLTextAreaElement>('[name="message"]').value = 'When is the next webinar?';

    captureTypedValues(container);
    // What Preact's hydration does to a textarea: its value written from the state, still empty.
    get<HTMLTextAreaElement>('[name="message"]').value = '';
    // Typed after the capture, before this form hydrated: the page's own value wins.
    get<HTMLInputElement>('[name="name"]').value = 'Asha Verma';
    const host = container;
    act(() => {
      root = hydrateRoot(host, <Form onSend={(values) => sent.push(values)} />);
    });

    expect(get<HTMLTextAreaElement>('[name="message"]').value).toBe('When is the next webinar?');
    act(() => get<HTMLButtonElement>('button').click());
    expect(sent).toEqual([
      { name: 'Asha Verma', message: 'When is the next webinar?', level: '11th', remember: false },
    ]);
  });
});
