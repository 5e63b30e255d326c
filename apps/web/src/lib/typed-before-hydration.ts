import { useLayoutEffect, useRef, type RefObject } from 'react';
import { useHydrated } from './use-hydrated.ts';

/** What a visitor typed or ticked in a form before the page's scripts ran, by control name. */
export interface TypedValues {
  texts: Record<string, string>;
  checks: Record<string, boolean>;
}

/**
 * The controls whose value differs from the one in the server's HTML (the default the browser keeps
 * beside the live value), that is what the visitor changed. Files are left out: a picked file cannot be
 * handed over, and no prerendered form asks for one.
 */
export function readTypedValues(form: HTMLFormElement): TypedValues {
  const typed: TypedValues = { texts: {}, checks: {} };
  for (const control of Array.from(form.elements)) {
    if (control instanceof HTMLInputElement && control.name) {
      if (control.type === 'checkbox') {
        if (control.checked !== control.defaultChecked) typed.checks[control.name] = control.checked;
      } else if (control.type !== 'file' && control.value !== control.defaultValue) {
        typed.texts[control.name] = control.value;
      }
    } else if (control instanceof HTMLTextAreaElement && control.name) {
      if (control.value !== control.defaultValue) typed.texts[control.name] = control.value;
    } else if (control instanceof HTMLSelectElement && control.name) {
      const changed = Array.from(control.options).some(
        (option) => option.selected !== option.defaultSelected,
      );
      if (changed) typed.texts[control.name] = control.value;
    }
  }
  return typed;
}

/** What each prerendered form held when the app started to hydrate the page (see captureTypedValues). */
const typedAtHydration = new WeakMap<HTMLFormElement, TypedValues>();

/**
 * Called just before the app hydrates the server's HTML: what has been typed into each of its forms so far.
 * Hydration may write a field's value from the app's (still empty) state, as Preact does for a textarea,
 * so a form hydrated after that would no longer find it in the page. Hydration keeps the elements, so the
 * form element itself is the key.
 */
export function captureTypedValues(root: ParentNode): void {
  for (const form of Array.from(root.querySelectorAll('form')))
    typedAtHydration.set(form, readTypedValues(form));
}

/** What was captured when hydration began, with what the form holds now laid over it. */
function typedSoFar(form: HTMLFormElement): TypedValues {
  const captured = typedAtHydration.get(form);
  const current = readTypedValues(form);
  if (!captured) return current;
  return {
    texts: { ...captured.texts, ...current.texts },
    checks: { ...captured.checks, ...current.checks },
  };
}

/** The typed texts of the named fields only: a form's state never takes a control it does not own. */
export function pickTexts<K extends string>(
  typed: TypedValues,
  names: readonly K[],
): Partial<Record<K, string>> {
  const picked: Partial<Record<K, string>> = {};
  for (const name of names) {
    const text = typed.texts[name];
    if (text !== undefined) picked[name] = text;
  }
  return picked;
}

/**
 * For a form the server prerenders. Its fields work before the scripts arrive; when React hydrates the
 * form (its state still says empty), `adopt` receives what the visitor typed meanwhile, once, before
 * anything renders again, so nothing typed is lost. Returns whether the page has hydrated: until then the
 * form's submit button stays disabled: a submission without the scripts would reload the page with the values in the
 * address, and a disabled default button also stops Enter from submitting.
 */
export function useTypedBeforeHydration(
  formRef: RefObject<HTMLFormElement | null>,
  adopt: (typed: TypedValues) => void,
): boolean {
  const hydrated = useHydrated();
  // True only when the first render hydrates the server's HTML; a form rendered in the browser has
  // nothing typed before it.
  const adoptPending = useRef(!hydrated);

  useLayoutEffect(() => {
    if (!adoptPending.current) return;
    adoptPending.current = false;
    const form = formRef.current;
    if (!form) return;
    const typed = typedSoFar(form);
    if (Object.keys(typed.texts).length > 0 || Object.keys(typed.checks).length > 0) adopt(typed);
  }, [formRef, adopt]);

  return hydrated;
}
