import { formatRupees, ROUTES } from '@neetmentor/contract';
import type { OutgoingMail } from '../../adapters/mail/mail-transport.ts';
import type { QueuedMail } from './queued-mail.ts';

export interface MailBrand {
  brandName: string;
  supportEmail: string;
  publicUrl: string;
}

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * One simple, mobile-friendly layout for every message; the text part carries the same content. People are
 * greeted by the full name the caller gives.
 */
function layout(
  brand: MailBrand,
  heading: string,
  paragraphs: string[],
  action?: { label: string; url: string },
  code?: string,
) {
  const htmlParagraphs = paragraphs
    .map((text) => `<p style="margin:0 0 14px;line-height:1.5">${escapeHtml(text)}</p>`)
    .join('');
  const htmlCode = code
    ? `<p style="font-size:32px;letter-spacing:8px;font-weight:700;margin:8px 0 18px;color:#0b5394">${escapeHtml(code)}</p>`
    : '';
  const htmlAction = action
    ? `<p style="margin:8px 0 18px"><a href="${escapeHtml(action.url)}" style="background:#0b5394;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p><p style="font-size:13px;color:#4a5568;word-break:break-all">${escapeHtml(action.url)}</p>`
    : '';
  const html = `<!doctype html><html lang="en"><body style="margin:0;background:#f4f7fb;font-family:Arial,Helvetica,sans-serif;color:#1a2433">
<div style="max-width:560px;margin:0 auto;padding:24px 16px">
<p style="font-weight:700;font-size:18px;color:#0b5394;margin:0 0 16px">${escapeHtml(brand.brandName)}</p>
<div style="background:#ffffff;border-radius:8px;padding:24px">
<h1 style="font-size:20px;margin:0 0 14px">${escapeHtml(heading)}</h1>${htmlParagraphs}${htmlCode}${htmlAction}
</div>
<p style="font-size:12px;color:#4a5568;margin:16px 0 0">Questions? Write to ${escapeHtml(brand.supportEmail)} (09:00 AM to 09:00 PM).</p>
</div></body></html>`;
  const text = [
    heading,
    '',
    ...paragraphs,
    ...(code ? ['', code] : []),
    ...(action ? ['', `${action.label}: ${action.url}`] : []),
    '',
    `— ${brand.brandName} · ${brand.supportEmail}`,
  ].join('\n');
  return { html, text };
}

export function verificationCodeMail(brand: MailBrand, to: string, name: string, code: string): QueuedMail {
  const { html, text } = layout(
    brand,
    'Your verification code',
    [
      `Hi ${name},`,
      `Use this code to verify your e-mail address for ${brand.brandName}. It is valid for 10 minutes.`,
    ],
    undefined,
    code,
  );
  return {
    to,
    subject: `${code} is your ${brand.brandName} verification code`,
    text: `${text}\n\nIf you did not sign up, ignore this e-mail.`,
    html,
    urgent: true,
  };
}

export function passwordResetMail(brand: MailBrand, to: string, name: string, url: string): QueuedMail {
  const { html, text } = layout(
    brand,
    'Reset your password',
    [
      `Hi ${name},`,
      'We received a request to reset your password. The link works once and expires in 30 minutes.',
      'If you did not ask for this, you can ignore this e-mail: your password stays the same.',
    ],
    { label: 'Reset password', url },
  );
  return { to, subject: `Reset your ${brand.brandName} password`, text, html, urgent: true };
}

/**
 * To the owner of an address someone tried to sign up with again: the sign-up answers as for a new address
 * (so it tells nobody who is registered), and the owner learns it here instead of getting a code.
 */
export function signupAttemptNoticeMail(brand: MailBrand, to: string, name: string): OutgoingMail {
  const { html, text } = layout(
    brand,
    'You already have an account',
    [
      `Hi ${name},`,
      `Someone (perhaps you) tried to create a new ${brand.brandName} account with this e-mail address. You already have an account with it: please sign in, or reset your password if you have forgotten it.`,
      'If it was not you, you can ignore this e-mail: nothing was changed.',
    ],
    { label: 'Sign in', url: `${brand.publicUrl}${ROUTES.login}` },
  );
  return { to, subject: `You already have a ${brand.brandName} account`, text, html };
}

export function accountCreatedMail(brand: MailBrand, to: string, name: string): OutgoingMail {
  const { html, text } = layout(
    brand,
    'Your account is ready',
    [
      `Hi ${name},`,
      'Your e-mail address is verified and your account has been created. Find a mentor who scored well in NEET and book your first session.',
    ],
    { label: 'Find a mentor', url: `${brand.publicUrl}/search-mentor` },
  );
  return { to, subject: `Welcome to ${brand.brandName}`, text, html };
}

export function mentorApplicationReceivedMail(
  brand: MailBrand,
  to: string,
  name: string,
  { feeDuePaise }: { feeDuePaise: number },
): OutgoingMail {
  const fee =
    feeDuePaise > 0
      ? [
          `Your application goes to our team once the one-time application fee of ${formatRupees(feeDuePaise)} is paid. If you closed the payment, log in with your e-mail and password to pay it.`,
        ]
      : [];
  const { html, text } = layout(brand, 'We received your application', [
    `Hi ${name},`,
    'Thank you for applying to mentor NEET aspirants. Our team will verify your NEET score card and college ID, and may invite you to a short soft-skills interview.',
    ...fee,
    'You can log in as soon as your application is approved. We will write to you then.',
  ]);
  return { to, subject: `Your ${brand.brandName} mentor application`, text, html };
}

/** An admin rejected the application: its own subject, and how to apply again (a re-application). */
export function mentorApplicationRejectedMail(brand: MailBrand, to: string, name: string): OutgoingMail {
  const { html, text } = layout(
    brand,
    'Your mentor application was not approved',
    [
      `Hi ${name},`,
      'Thank you for applying to mentor NEET aspirants. After reviewing your documents, our team could not approve your application this time.',
      'You can re-apply: log in on the Mentor tab with your e-mail address and password, choose Re-apply, and send your academic details with a clear NEET score card and college ID. An application fee you already paid is not charged again.',
      `If you think this is a mistake, reply to ${brand.supportEmail} with your NEET score card and college ID.`,
    ],
    { label: 'Log in to re-apply', url: `${brand.publicUrl}/login` },
  );
  return { to, subject: `Your ${brand.brandName} mentor application was not approved`, text, html };
}

/** A short notice to the support inbox (webinar registrations, newsletter sign-ups, contact messages). */
export function supportNoticeMail(
  brand: MailBrand,
  subject: string,
  fields: [string, string][],
  replyHint?: string,
): OutgoingMail {
  const paragraphs = fields.map(([label, value]) => `${label}: ${value}`);
  const { html, text } = layout(brand, subject, replyHint ? [...paragraphs, replyHint] : paragraphs);
  return { to: brand.supportEmail, subject: `[${brand.brandName}] ${subject}`, text, html };
}

/** Sent to the person who registered, so the date and time of the webinar are in their inbox. */
export function webinarRegistrationMail(
  brand: MailBrand,
  to: string,
  name: string,
  webinar: { day: string; date: string; year: string; time: string },
): OutgoingMail {
  const when = `${webinar.day}, ${webinar.date} ${webinar.year} at ${webinar.time} (India time)`;
  const { html, text } = layout(
    brand,
    'You are registered for the webinar',
    [
      `Hi ${name},`,
      `Thank you for registering for our free NEET webinar with MBBS mentors. It takes place on ${when}.`,
      'Keep this e-mail so you have the date and time at hand. The webinar page always shows the latest details.',
    ],
    { label: 'See the webinar page', url: `${brand.publicUrl}/webinar-page` },
  );
  return { to, subject: `You are registered: ${brand.brandName} webinar on ${webinar.date}`, text, html };
}

/** A short welcome for a new newsletter subscriber, which also confirms the address works. */
export function newsletterWelcomeMail(brand: MailBrand, to: string): OutgoingMail {
  const { html, text } = layout(
    brand,
    'Welcome to our newsletter',
    [
      'Thank you for subscribing. You will get NEET study strategies, webinar dates and advice from MBBS mentors who cracked the exam.',
      `If you did not subscribe, write to ${brand.supportEmail} and we will remove this address.`,
    ],
    { label: 'Read the latest guides', url: `${brand.publicUrl}/blogs-page` },
  );
  return { to, subject: `Welcome to the ${brand.brandName} newsletter`, text, html };
}

/** A message in the common layout, for modules that write their own (bookings, payouts…). */
export function composeMail(
  brand: MailBrand,
  message: {
    to: string;
    subject: string;
    heading: string;
    paragraphs: string[];
    action?: { label: string; url: string };
  },
): OutgoingMail {
  const { html, text } = layout(brand, message.heading, message.paragraphs, message.action);
  return { to: message.to, subject: message.subject, text, html };
}
