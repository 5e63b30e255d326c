import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { envelopeResponse, stubFetch } from '../../../test/render.tsx';
import { clearStorages, signInAs } from '../../../test/session.ts';
import { useChangeStudentPassword } from './change-student-password.ts';

function wrapper({ children }: { children: ReactNode }) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

const CHANGE = { oldPassword: 'Old@12345', newPassword: 'New@12345', confirmPassword: 'New@12345' };

describe('useChangeStudentPassword', () => {
  afterEach(clearStorages);

  it('sends the change for the student and keeps this device signed in with the fresh token', async () => {
    signInAs('student', 's-1', true);
    const fetchMock = stubFetch(() => envelopeResponse({ token: 'fresh-token' }));
    const { result } = renderHook(() => useChangeStudentPassword('s-1'), { wrapper });

    await result.current.mutateAsync(CHANGE);

    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/students/change-password');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ ...CHANGE, studentId: 's-1' });
    expect(localStorage.getItem('auth')).toBe('fresh-token');
  });

  it('keeps the stored token when the change is refused', async () => {
    const token = signInAs('student', 's-1', true);
    stubFetch(() =>
      envelopeResponse(null, 400, 'Your current password is not correct.', 'PASSWORD_REJECTED'),
    );
    const { result } = renderHook(() => useChangeStudentPassword('s-1'), { wrapper });

    await expect(result.current.mutateAsync(CHANGE)).rejects.toMatchObject({ code: 'PASSWORD_REJECTED' });
    expect(localStorage.getItem('auth')).toBe(token);
  });
});
