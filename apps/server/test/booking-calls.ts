import { expect } from 'vitest';
import type { PackageKind } from '@neetmentor/contract';
import type { TestApp } from './app.ts';
import { bearer, checkoutAnswer, type CatalogPackage } from './bookings.ts';
import { pngImage } from './images.ts';
import { multipart } from './multipart.ts';

/** Who books with whom, read at every call: tests set people up per case and sign in again. */
export interface BookingScene {
  subject: TestApp;
  catalog: Record<PackageKind, CatalogPackage>;
  mentorId: string;
  studentToken: string;
  mentorToken: string;
}

/**
 * A booking's steps as its two people take them, through the app's own calls: the student pays (through
 * the sandbox checkout's answer) or books the free intro, the mentor accepts or completes with a proof.
 */
export function bookingCalls(scene: () => BookingScene) {
  function post(url: string, payload: Record<string, unknown>, token: string) {
    return scene().subject.app.inject({ method: 'POST', url, headers: bearer(token), payload });
  }

  async function openOrder(kind: PackageKind = 'session60'): Promise<string> {
    const { catalog, mentorId, studentToken } = scene();
    const order = await post(
      '/api/v1/students/create-order',
      { packageId: catalog[kind].id, mentorId },
      studentToken,
    );
    return order.json().data.id as string;
  }

  async function bookPaid(kind: PackageKind = 'session60'): Promise<string> {
    const verified = await post(
      '/api/v1/students/verify-payment',
      checkoutAnswer(scene().subject, await openOrder(kind)),
      scene().studentToken,
    );
    expect(verified.statusCode).toBe(200);
    return verified.json().data.bookingId as string;
  }

  async function bookFree(): Promise<string> {
    const { catalog, mentorId, studentToken } = scene();
    const booked = await post(
      '/api/v1/students/free-session',
      { packageId: catalog.intro20.id, mentorId },
      studentToken,
    );
    expect(booked.statusCode).toBe(200);
    return booked.json().data.bookingId as string;
  }

  const accept = (requestId: string, token = scene().mentorToken) =>
    post('/api/v1/mentors/accept-sessions-request', { requestId }, token);

  async function complete(requestId: string, withImage = true) {
    const body = multipart({
      requestId,
      ...(withImage
        ? { imageOfProof: { filename: 'proof.png', contentType: 'image/png', data: await pngImage() } }
        : {}),
    });
    return scene().subject.app.inject({
      method: 'POST',
      url: '/api/v1/mentors/change-status-completed',
      headers: { ...body.headers, ...bearer(scene().mentorToken) },
      payload: body.payload,
    });
  }

  return { post, openOrder, bookPaid, bookFree, accept, complete };
}
