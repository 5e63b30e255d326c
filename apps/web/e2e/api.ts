import { inject } from 'vitest';
import type { Envelope, SandboxPayResult } from '@neetmentor/contract';
import { DEMO_LOGINS } from '../../server/src/db/demo-logins.ts';
import { runSql } from './database.ts';

/** A call to the API as someone (or no one): its data, or an error with what the server said. */
export async function callApi<T>(path: string, body: unknown, token?: string): Promise<T> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(`${inject('baseUrl')}/api/v1${path}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as Envelope<T>;
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(answer)}`);
  return answer.data;
}

export interface SignedIn {
  token: string;
  id: string;
}

/** A real login through the API with the demo password, as the login page makes it. */
export async function logIn(role: 'Student' | 'Mentor', email: string): Promise<SignedIn> {
  const credentials = { email, password: DEMO_LOGINS.password };
  if (role === 'Student') {
    const data = await callApi<{ token: string; studentId: string }>('/students/login', credentials);
    return { token: data.token, id: data.studentId };
  }
  const data = await callApi<{ token: string; mentorId: string }>('/mentors/login', credentials);
  return { token: data.token, id: data.mentorId };
}

/**
 * The hour package of the mentor's category, paid through the sandbox checkout's own calls (as its page
 * makes them): a pending request, and the package's name.
 */
export async function payForHour(
  studentToken: string,
  mentorId: string,
): Promise<{ bookingId: string; packageName: string }> {
  const found = await runSql(
    `SELECT p.id, p.name FROM packages p JOIN mentors m ON m.category = p.category
     WHERE m.id = $1 AND p.kind = 'session60' AND p.is_active`,
    [mentorId],
  );
  const item = found.rows[0] as { id: string; name: string } | undefined;
  if (!item) throw new Error('the mentor’s category has no hour package');
  const order = await callApi<{ id: string }>(
    '/students/create-order',
    { packageId: item.id, mentorId },
    studentToken,
  );
  const paid = await callApi<SandboxPayResult>(`/payments/sandbox/orders/${order.id}/pay`, {
    outcome: 'success',
  });
  if (paid.outcome !== 'success') throw new Error('the sandbox declined the payment');
  const booked = await callApi<{ bookingId: string }>(
    '/students/verify-payment',
    { orderId: order.id, paymentId: paid.razorpay_payment_id, signature: paid.razorpay_signature },
    studentToken,
  );
  return { bookingId: booked.bookingId, packageName: item.name };
}
