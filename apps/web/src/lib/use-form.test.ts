import { act, renderHook } from '@testing-library/react';
import type { ChangeEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { studentSignupSchema } from '@neetmentor/contract';
import { ApiError } from './api-client.ts';
import { useForm } from './use-form.ts';

const EMPTY = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' };

function type(value: string) {
  return { target: { value } } as ChangeEvent<HTMLInputElement>;
}

describe('useForm', () => {
  it('binds each control to its value', () => {
    const { result } = renderHook(() => useForm(EMPTY));
    act(() => result.current.field('email').onChange(type('a@b.in')));
    expect(result.current.values.email).toBe('a@b.in');
    expect(result.current.field('email')).toMatchObject({ name: 'email', value: 'a@b.in', error: false });
  });

  it('checks the values with a contract schema, marking each refused field once', () => {
    const { result } = renderHook(() => useForm({ ...EMPTY, email: 'not-an-address' }));
    let parsed: unknown = 'unset';
    act(() => {
      parsed = result.current.validate(studentSignupSchema, { ...result.current.values, check: true });
    });
    expect(parsed).toBeNull();
    expect(result.current.field('email')).toMatchObject({ error: true, helperText: expect.any(String) });
    expect(result.current.field('firstName').error).toBe(true);
  });

  it('returns the parsed request and clears the marks when the values pass', () => {
    const filled = {
      firstName: 'Asha',
      lastName: 'Verma',
      email: 'asha@example.com',
      password: 'Secret@123',
      confirmPassword: 'Secret@123',
    };
    const { result } = renderHook(() => useForm(filled));
    act(() => result.current.setErrors({ email: 'Taken' }));
    let parsed: unknown = null;
    act(() => {
      parsed = result.current.validate(studentSignupSchema, { ...filled, referralCode: null, check: true });
    });
    expect(parsed).toMatchObject({ email: 'asha@example.com', check: true });
    expect(result.current.errors).toEqual({});
  });

  it('shows the fields a refused call names, and says when it named none of them', () => {
    const { result } = renderHook(() => useForm(EMPTY));
    let named = false;
    act(() => {
      named = result.current.showErrors(
        new ApiError('Check the marked fields.', 400, 'VALIDATION_FAILED', [
          { path: 'email', message: 'This e-mail is already registered.' },
          { path: 'studentId', message: 'Not a field of this form.' },
        ]),
      );
    });
    expect(named).toBe(true);
    expect(result.current.errors).toEqual({ email: 'This e-mail is already registered.' });

    act(() => {
      named = result.current.showErrors(new ApiError('Too many attempts.', 429, 'RATE_LIMITED'));
    });
    expect(named).toBe(false);
    expect(result.current.errors).toEqual({});
  });

  it('resets to the first values, or to the given ones', () => {
    const { result } = renderHook(() => useForm(EMPTY));
    act(() => result.current.field('firstName').onChange(type('Asha')));
    act(() => result.current.reset());
    expect(result.current.values).toEqual(EMPTY);
    act(() => result.current.reset({ ...EMPTY, lastName: 'Verma' }));
    expect(result.current.values.lastName).toBe('Verma');
  });
});
