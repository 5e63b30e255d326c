import { ROUTES, type SiteLanguage } from '@neetmentor/contract';
import type { OutgoingMail } from '../../adapters/mail/mail-transport.ts';
import type { QueuedMail } from './queued-mail.ts';
import { wordingFor, type Wording } from './wording.ts';

export interface MailBrand {
  brandName: string;
  supportEmail: string;
  publicUrl: string;
}

/** The language of mail to the support inbox: the team works in English. */
export const TEAM_LANGUAGE: SiteLanguage = 'en';

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * One simple, mobile-friendly layout for every message; the text part carries the same content. People are
 * greeted by the full name the caller gives.
 */
function layout(
  brand: MailBrand,
  w: Wording,
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
  const html = `<!doctype html><html lang="${w.language}"><body style="margin:0;background:#f4f7fb;font-family:Arial,Helvetica,sans-serif;color:#1a2433">
<div style="max-width:560px;margin:0 auto;padding:24px 16px">
<p style="font-weight:700;font-size:18px;color:#0b5394;margin:0 0 16px">${escapeHtml(brand.brandName)}</p>
<div style="background:#ffffff;border-radius:8px;padding:24px">
<h1 style="font-size:20px;margin:0 0 14px">${escapeHtml(heading)}</h1>${htmlParagraphs}${htmlCode}${htmlAction}
</div>
<p style="font-size:12px;color:#4a5568;margin:16px 0 0">${escapeHtml(w.t('layout.questions', { supportEmail: brand.supportEmail }))}</p>
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

/** The greeting every personal message opens with, by full name. */
export function greeting(w: Wording, name: string): string {
  return w.t('layout.greeting', { name });
}

export function verificationCodeMail(
  brand: MailBrand,
  language: SiteLanguage,
  to: string,
  name: string,
  code: string,
): QueuedMail {
  const w = wordingFor(language);
  const b = { brand: brand.brandName };
  const { html, text } = layout(
    brand,
    w,
    w.t('account.verificationCode.heading'),
    [greeting(w, name), w.t('account.verificationCode.body', b)],
    undefined,
    code,
  );
  return {
    to,
    subject: w.t('account.verificationCode.subject', { ...b, code }),
    text: `${text}\n\n${w.t('account.verificationCode.notYou')}`,
    html,
    urgent: true,
  };
}

export function passwordResetMail(
  brand: MailBrand,
  language: SiteLanguage,
  to: string,
  name: string,
  url: string,
): QueuedMail {
  const w = wordingFor(language);
  const { html, text } = layout(
    brand,
    w,
    w.t('account.passwordReset.heading'),
    [greeting(w, name), w.t('account.passwordReset.body'), w.t('account.passwordReset.notYou')],
    { label: w.t('account.passwordReset.action'), url },
  );
  return {
    to,
    subject: w.t('account.passwordReset.subject', { brand: brand.brandName }),
    text,
    html,
    urgent: true,
  };
}

/**
 * To the owner of an address someone tried to sign up with again: the sign-up answers as for a new address
 * (so it tells nobody who is registered), and the owner learns it here instead of getting a code.
 */
export function signupAttemptNoticeMail(
  brand: MailBrand,
  language: SiteLanguage,
  to: string,
  name: string,
): OutgoingMail {
  const w = wordingFor(language);
  const b = { brand: brand.brandName };
  const { html, text } = layout(
    brand,
    w,
    w.t('account.signupAttempt.heading'),
    [greeting(w, name), w.t('account.signupAttempt.body', b), w.t('account.signupAttempt.notYou')],
    { label: w.t('account.signupAttempt.action'), url: w.page(brand.publicUrl, ROUTES.login) },
  );
  return { to, subject: w.t('account.signupAttempt.subject', b), text, html };
}

export function accountCreatedMail(
  brand: MailBrand,
  language: SiteLanguage,
  to: string,
  name: string,
): OutgoingMail {
  const w = wordingFor(language);
  const { html, text } = layout(
    brand,
    w,
    w.t('account.created.heading'),
    [greeting(w, name), w.t('account.created.body')],
    { label: w.t('account.created.action'), url: w.page(brand.publicUrl, ROUTES.searchMentor) },
  );
  return { to, subject: w.t('account.created.subject', { brand: brand.brandName }), text, html };
}

export function mentorApplicationReceivedMail(
  brand: MailBrand,
  language: SiteLanguage,
  to: string,
  name: string,
  { feeDuePaise }: { feeDuePaise: number },
): OutgoingMail {
  const w = wordingFor(language);
  const fee =
    feeDuePaise > 0 ? [w.t('mentorApplication.received.feeDue', { fee: w.rupees(feeDuePaise) })] : [];
  const { html, text } = layout(brand, w, w.t('mentorApplication.received.heading'), [
    greeting(w, name),
    w.t('mentorApplication.received.thanks'),
    ...fee,
    w.t('mentorApplication.received.next'),
  ]);
  return {
    to,
    subject: w.t('mentorApplication.received.subject', { brand: brand.brandName }),
    text,
    html,
  };
}

/** An admin rejected the application: its own subject, and how to apply again (a re-application). */
export function mentorApplicationRejectedMail(
  brand: MailBrand,
  language: SiteLanguage,
  to: string,
  name: string,
): OutgoingMail {
  const w = wordingFor(language);
  const { html, text } = layout(
    brand,
    w,
    w.t('mentorApplication.rejected.heading'),
    [
      greeting(w, name),
      w.t('mentorApplication.rejected.decision'),
      w.t('mentorApplication.rejected.reapply'),
      w.t('mentorApplication.rejected.mistake', { supportEmail: brand.supportEmail }),
    ],
    { label: w.t('mentorApplication.rejected.action'), url: w.page(brand.publicUrl, ROUTES.login) },
  );
  return {
    to,
    subject: w.t('mentorApplication.rejected.subject', { brand: brand.brandName }),
    text,
    html,
  };
}

/**
 * A short notice to the support inbox (webinar registrations, newsletter sign-ups, contact messages), in
 * the team's language.
 */
export function supportNoticeMail(
  brand: MailBrand,
  subject: string,
  fields: [string, string][],
  replyHint?: string,
): OutgoingMail {
  const paragraphs = fields.map(([label, value]) => `${label}: ${value}`);
  const { html, text } = layout(
    brand,
    wordingFor(TEAM_LANGUAGE),
    subject,
    replyHint ? [...paragraphs, replyHint] : paragraphs,
  );
  return { to: brand.supportEmail, subject: `[${brand.brandName}] ${subject}`, text, html };
}

/**
 * Sent to the person who registered, so the date and time of the webinar are in their inbox. The date and
 * time are as the admin typed them.
 */
export function webinarRegistrationMail(
  brand: MailBrand,
  language: SiteLanguage,
  to: string,
  name: string,
  webinar: { day: string; date: string; year: string; time: string },
): OutgoingMail {
  const w = wordingFor(language);
  const { html, text } = layout(
    brand,
    w,
    w.t('content.webinarRegistration.heading'),
    [
      greeting(w, name),
      w.t('content.webinarRegistration.when', webinar),
      w.t('content.webinarRegistration.keep'),
    ],
    { label: w.t('content.webinarRegistration.action'), url: w.page(brand.publicUrl, ROUTES.webinar) },
  );
  return {
    to,
    subject: w.t('content.webinarRegistration.subject', { brand: brand.brandName, date: webinar.date }),
    text,
    html,
  };
}

/** A short welcome for a new newsletter subscriber, which also confirms the address works. */
export function newsletterWelcomeMail(brand: MailBrand, language: SiteLanguage, to: string): OutgoingMail {
  const w = wordingFor(language);
  const { html, text } = layout(
    brand,
    w,
    w.t('content.newsletterWelcome.heading'),
    [
      w.t('content.newsletterWelcome.thanks'),
      w.t('content.newsletterWelcome.notYou', { supportEmail: brand.supportEmail }),
    ],
    { label: w.t('content.newsletterWelcome.action'), url: w.page(brand.publicUrl, ROUTES.blogs) },
  );
  return {
    to,
    subject: w.t('content.newsletterWelcome.subject', { brand: brand.brandName }),
    text,
    html,
  };
}

/**
 * A message in the common layout, in `language`, for modules that write their own (bookings, payouts…);
 * its texts come in that language already.
 */
export function composeMail(
  brand: MailBrand,
  language: SiteLanguage,
  message: {
    to: string;
    subject: string;
    heading: string;
    paragraphs: string[];
    action?: { label: string; url: string };
  },
): OutgoingMail {
  const { html, text } = layout(
    brand,
    wordingFor(language),
    message.heading,
    message.paragraphs,
    message.action,
  );
  return { to: message.to, subject: message.subject, text, html };
}

/** The code a student's parent or guardian reads out to them, to confirm the address is theirs. */
export function guardianCodeMail(
  brand: MailBrand,
  language: SiteLanguage,
  to: string,
  student: string,
  code: string,
): QueuedMail {
  const w = wordingFor(language);
  const values = { brand: brand.brandName, student, code };
  const { html, text } = layout(
    brand,
    w,
    w.t('guardians.code.heading', values),
    [w.t('guardians.copy.greeting'), w.t('guardians.code.body', values), w.t('guardians.code.after')],
    undefined,
    code,
  );
  return {
    to,
    subject: w.t('guardians.code.subject', values),
    text: `${text}\n\n${w.t('guardians.code.notYou', values)}`,
    html,
    urgent: true,
  };
}

/**
 * A guardian's copy of something that happened to the student (a receipt, an agreed time, a recap), in the
 * student's language: facts only, never a link into the student's account or their chat.
 */
export function guardianCopyMail(
  brand: MailBrand,
  language: SiteLanguage,
  message: { to: string; student: string; subject: string; heading: string; paragraphs: string[] },
): OutgoingMail {
  const w = wordingFor(language);
  const { html, text } = layout(brand, w, message.heading, [
    w.t('guardians.copy.greeting'),
    ...message.paragraphs,
    w.t('guardians.copy.intro', { student: message.student, brand: brand.brandName }),
  ]);
  return { to: message.to, subject: message.subject, text, html };
}
