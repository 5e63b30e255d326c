import type { FieldValues, Resolver } from 'react-hook-form';
import type { publicFormChecks } from './public-form-checks.ts';

type PublicFormChecks = typeof publicFormChecks;

let loading: Promise<PublicFormChecks> | undefined;

/** Loads the public forms' checks once; a form asks for them as soon as the visitor moves into it. */
export function preloadPublicFormChecks(): Promise<PublicFormChecks> {
  loading ??= import('./public-form-checks.ts').then(
    (module) => module.publicFormChecks,
    (error: unknown) => {
      // A failed download (a dropped line) is tried again at the next check.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The react-hook-form resolver of a prerendered public form (sign-in, sign-up, contact, webinar, newsletter),
 * with the contract's schemas as every form has, whose checks (zod with the schemas, about 38 KB gzip)
 * arrive when the visitor moves into the form or first sends it instead of with the page: every public page
 * shows the footer's newsletter form and would otherwise carry zod before anything is typed.
 */
export function publicFormResolver<K extends keyof PublicFormChecks>(name: K): PublicFormChecks[K] {
  const check: Resolver<FieldValues> = async (values, context, options) => {
    const checks = await preloadPublicFormChecks();
    // Each entry is a resolver of its own form's values; `name` ties this one to that form.
    const resolve = checks[name] as unknown as Resolver<FieldValues>;
    return resolve(values, context, options);
  };
  return check as unknown as PublicFormChecks[K];
}
