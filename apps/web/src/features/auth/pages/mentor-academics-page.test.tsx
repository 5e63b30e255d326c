import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ROUTES } from '@neetmentor/contract';
import { imageSizeMessage, imageTypeMessage } from '../../../components/image-picker.tsx';
import { envelopeResponse, renderWithProviders, stubFetch } from '../../../test/render.tsx';
import { clearMentorDraft, saveMentorDraft } from '../mentor-application-draft.ts';
import { REAPPLY_STATE } from '../reapply-state.ts';
import { FILL_ALL_MESSAGE, MentorAcademicsPage } from './mentor-academics-page.tsx';

// Dialogs and chunks loaded on demand can take seconds when the whole suite shares two cores.
configure({ asyncUtilTimeout: 5000 });

/** Journeys of several calls and dialogs: slow when the whole suite shares two cores. */
const FLOW_TIMEOUT_MS = 15_000;

/** The waiver the demo data sets: it ended on 15 February 2025 (India time). */
const PAST_WAIVER = '2025-02-15T18:29:59.000Z';
const FEE = { amount: 149, freeUntil: PAST_WAIVER };

const FEE_ORDER = {
  id: 'order_fee1',
  amount: 14900,
  currency: 'INR',
  provider: 'sandbox',
  keyId: 'rzp_sandbox',
  name: 'NEET Mentor Connect',
  description: 'Mentor application fee',
  prefill: { name: 'Arjun Rao', email: 'arjun@example.com' },
} as const;

const DRAFT = {
  firstName: 'Arjun',
  lastName: 'Rao',
  email: 'arjun@example.com',
  password: 'Secret@123',
  confirmPassword: 'Secret@123',
  city: 'Mysuru',
  state: 'Karnataka',
};

function SuccessProbe() {
  return <p>Application submitted page, state {JSON.stringify(useLocation().state)}</p>;
}

function SignupProbe() {
  const location = useLocation();
  return <p>Sign-up page, state {JSON.stringify(location.state)}</p>;
}

function renderPage(state?: unknown) {
  renderWithProviders(
    <Routes>
      <Route path="/signup" element={<SignupProbe />} />
      <Route path="/signup/mentor-signup" element={<MentorAcademicsPage />} />
      <Route path={ROUTES.mentorSignupSuccess} element={<SuccessProbe />} />
    </Routes>,
    { route: state === undefined ? '/signup/mentor-signup' : { pathname: '/signup/mentor-signup', state } },
  );
}

function png(name: string, bytes = 100) {
  return new File([new Uint8Array(bytes)], name, { type: 'image/png' });
}

async function fillAll(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'NEET Score' }), '652');
  await user.selectOptions(screen.getByRole('combobox', { name: 'NEET Exam Year' }), '2023');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Year of Education' }), '2nd year');
  await user.selectOptions(screen.getByRole('combobox', { name: 'NEET Attempts' }), '1');
  await user.type(screen.getByRole('textbox', { name: 'Medical College' }), 'Mysore Medical College');
  await user.type(screen.getByRole('textbox', { name: 'Contact Number' }), '9876543210');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Gender' }), 'Male');
  await user.upload(screen.getByLabelText('NEET Score Card'), png('score.png'));
  await user.upload(screen.getByLabelText('College ID'), png('college-id.png'));
}

describe('MentorAcademicsPage', () => {
  afterEach(clearMentorDraft);

  it('sends someone without step one back to the Mentor tab of /signup', async () => {
    renderPage();
    expect(await screen.findByText('Sign-up page, state {"role":"Mentor"}')).toBeTruthy();
  });

  it('keeps Verify and Continue inactive until the verification step is accepted', async () => {
    const user = userEvent.setup({ delay: null });
    saveMentorDraft(DRAFT);
    renderPage();
    expect(screen.getByRole('heading', { name: 'ACADEMICS DETAILS' })).toBeTruthy();
    expect(screen.getByText('Only For MBBS Students')).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Verify and Continue' });
    expect(submit.hasAttribute('disabled')).toBe(true);

    await user.click(screen.getByRole('checkbox', { name: /I agree to the verification step/ }));
    expect(submit.hasAttribute('disabled')).toBe(false);
  });

  it('states the waiver with its last day while it runs, as the public pages do', async () => {
    const end = new Date(Date.now() + 20 * 24 * 60 * 60 * 1000);
    stubFetch(() => envelopeResponse({ amount: 199, freeUntil: end.toISOString() }));
    saveMentorDraft(DRAFT);
    renderPage();
    const day = new Intl.DateTimeFormat('en-IN', {
      timeZone: 'Asia/Kolkata',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }).format(end);
    expect(
      await screen.findByText(
        `Application fee: free for applications submitted until ${day}; ₹199 after that.`,
      ),
    ).toBeTruthy();
  });

  it('asks for every detail, including both images', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = stubFetch(() => envelopeResponse(FEE));
    saveMentorDraft(DRAFT);
    renderPage();

    await user.type(screen.getByRole('textbox', { name: 'NEET Score' }), '652');
    await user.type(screen.getByRole('textbox', { name: 'Medical College' }), '   ');
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Verify and Continue' }));

    expect((await screen.findByRole('alert')).textContent).toBe(FILL_ALL_MESSAGE);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/v1/mentors/application-fee']);
  });

  it(
    'checks formats before the account is created',
    async () => {
      const user = userEvent.setup({ delay: null });
      const fetchMock = stubFetch(() => envelopeResponse(FEE));
      saveMentorDraft(DRAFT);
      renderPage();
      await fillAll(user);
      await user.clear(screen.getByRole('textbox', { name: 'Contact Number' }));
      await user.type(screen.getByRole('textbox', { name: 'Contact Number' }), '12345');
      await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
      await user.click(screen.getByRole('button', { name: 'Verify and Continue' }));

      expect(await screen.findByText('Please enter a valid 10-digit Indian mobile number.')).toBeTruthy();
      expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/v1/mentors/application-fee']);
    },
    FLOW_TIMEOUT_MS,
  );

  it('accepts only images up to 5 MB', async () => {
    const user = userEvent.setup({ applyAccept: false });
    saveMentorDraft(DRAFT);
    stubFetch(() => envelopeResponse(FEE));
    renderPage();

    await user.upload(
      screen.getByLabelText('NEET Score Card'),
      new File(['%PDF'], 'score.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText(imageTypeMessage('NEET Score Card'))).toBeTruthy();

    await user.upload(screen.getByLabelText('College ID'), png('huge.png', 5 * 1024 * 1024 + 1));
    expect(await screen.findByText(imageSizeMessage('College ID'))).toBeTruthy();

    await user.upload(screen.getByLabelText('College ID'), png('ok.png'));
    expect(screen.queryByText(imageSizeMessage('College ID'))).toBeNull();
    expect(screen.getByText('ok.png')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove College ID' }));
    expect(screen.queryByText('ok.png')).toBeNull();
  });

  it(
    'creates the account, verifies the code, uploads the academics and shows the success page',
    async () => {
      const user = userEvent.setup({ delay: null });
      let upload: FormData | undefined;
      const urls: string[] = [];
      stubFetch((url, init) => {
        urls.push(url);
        if (url.endsWith('/application-fee')) return envelopeResponse(FEE);
        if (url.endsWith('/create-account')) return envelopeResponse('pending-mentor-id');
        if (init?.body instanceof FormData) upload = init.body;
        if (url.endsWith('/fill-academic-details')) return envelopeResponse({ feeDue: false, amount: 0 });
        return envelopeResponse(null);
      });
      saveMentorDraft(DRAFT);
      renderPage();

      // The waiver has ended: the application states the fee as /became-mentor and the FAQ do.
      expect(await screen.findByText('Application fee: ₹149, one-time and non-refundable.')).toBeTruthy();
      await fillAll(user);
      await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
      await user.click(screen.getByRole('button', { name: 'Verify and Continue' }));

      await user.type(await screen.findByLabelText('Verification code'), '123456');
      await user.click(screen.getByRole('button', { name: 'Verify' }));

      expect(await screen.findByText('Application submitted page, state null')).toBeTruthy();
      expect(urls).toEqual([
        '/api/v1/mentors/application-fee',
        '/api/v1/mentors/create-account',
        '/api/v1/mentors/verify-email',
        '/api/v1/mentors/fill-academic-details',
      ]);
      expect(
        Object.fromEntries([...(upload?.entries() ?? [])].filter(([, value]) => typeof value === 'string')),
      ).toEqual({
        id: 'pending-mentor-id',
        neetScore: '652',
        neetExamYear: '2023',
        yearOfEducation: '2nd year',
        institute: 'Mysore Medical College',
        number: '9876543210',
        gender: 'Male',
        neetAttempt: '1',
        agreeVerificationStep: 'true',
      });
      expect(upload?.get('scoreCard')).toBeInstanceOf(File);
      expect(upload?.get('studentId')).toBeInstanceOf(File);
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    'asks for the application fee when it is due and pays it through the sandbox checkout',
    async () => {
      const user = userEvent.setup({ delay: null });
      const urls: string[] = [];
      stubFetch((url) => {
        urls.push(url);
        if (url.endsWith('/application-fee')) return envelopeResponse(FEE);
        if (url.endsWith('/create-account')) return envelopeResponse('pending-mentor-id');
        if (url.endsWith('/fill-academic-details')) return envelopeResponse({ feeDue: true, amount: 149 });
        if (url.endsWith('/create-fee-order')) return envelopeResponse(FEE_ORDER);
        if (url.endsWith(`/sandbox/orders/${FEE_ORDER.id}`)) {
          return envelopeResponse({ id: FEE_ORDER.id, amount: 14900, currency: 'INR', status: 'created' });
        }
        if (url.endsWith('/pay')) {
          return envelopeResponse({
            outcome: 'success',
            razorpay_order_id: FEE_ORDER.id,
            razorpay_payment_id: 'pay_fee1',
            razorpay_signature: 'a'.repeat(64),
          });
        }
        if (url.endsWith('/verify-fee-payment')) {
          return envelopeResponse(
            null,
            200,
            'Application fee received. Your application is now under review.',
          );
        }
        return envelopeResponse(null);
      });
      saveMentorDraft(DRAFT);
      renderPage();
      await fillAll(user);
      await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
      await user.click(screen.getByRole('button', { name: 'Verify and Continue' }));
      await user.type(await screen.findByLabelText('Verification code'), '123456');
      await user.click(screen.getByRole('button', { name: 'Verify' }));

      expect(await screen.findByRole('heading', { name: 'APPLICATION FEE' })).toBeTruthy();
      expect(screen.getByText('Non-refundable, also if the application is not approved.')).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Pay ₹149' }));
      await screen.findByText('Test mode — no money moves');
      const checkout = screen.getByRole('dialog', { name: 'Checkout: NEET Mentor Connect' });
      await user.click(await within(checkout).findByRole('button', { name: 'Pay ₹149' }));

      expect(
        await screen.findByText(
          'Application submitted page, state {"feePaid":"Application fee received. Your application is now under review."}',
        ),
      ).toBeTruthy();
      expect(urls.slice(-4)).toEqual([
        '/api/v1/mentors/create-fee-order',
        `/api/v1/payments/sandbox/orders/${FEE_ORDER.id}`,
        `/api/v1/payments/sandbox/orders/${FEE_ORDER.id}/pay`,
        '/api/v1/mentors/verify-fee-payment',
      ]);
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    'deletes the pending mentor and returns to /signup when the code dialog is cancelled',
    async () => {
      const user = userEvent.setup({ delay: null });
      const urls: string[] = [];
      stubFetch((url) => {
        urls.push(url);
        return envelopeResponse(url.endsWith('/create-account') ? 'pending-mentor-id' : null);
      });
      saveMentorDraft(DRAFT);
      renderPage();
      await fillAll(user);
      await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
      await user.click(screen.getByRole('button', { name: 'Verify and Continue' }));
      await screen.findByLabelText('Verification code');
      await user.click(screen.getByRole('button', { name: 'Cancel' }));

      expect(await screen.findByText('Sign-up page, state {"role":"Mentor"}')).toBeTruthy();
      expect(urls).toContain('/api/v1/mentors/delete-mentor');
    },
    FLOW_TIMEOUT_MS,
  );

  it('refuses a document of the wrong type on the page, naming the field, before any account exists', async () => {
    const user = userEvent.setup({ applyAccept: false });
    saveMentorDraft(DRAFT);
    const fetchMock = stubFetch(() => envelopeResponse(FEE));
    renderPage();

    await fillAll(user);
    const collegeId = screen.getByLabelText('College ID');
    await user.upload(collegeId, new File(['GIF89a'], 'id.gif', { type: 'image/gif' }));
    expect(await screen.findByText('College ID must be a JPEG, PNG or WebP image.')).toBeTruthy();
    expect(collegeId.getAttribute('aria-invalid')).toBe('true');
    expect(collegeId.getAttribute('aria-describedby')).toContain(
      screen.getByText('College ID must be a JPEG, PNG or WebP image.').id,
    );
    // The earlier, good college ID is kept; the refused file never reaches the form.
    expect(screen.getByText('college-id.png')).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/v1/mentors/application-fee']);
  });

  it('puts the focus on the step heading when the step appears', async () => {
    saveMentorDraft(DRAFT);
    stubFetch(() => envelopeResponse(FEE));
    renderPage();
    const heading = screen.getByRole('heading', { level: 1, name: 'ACADEMICS DETAILS' });
    expect(heading.getAttribute('tabindex')).toBe('-1');
    expect(document.activeElement).toBe(heading);
  });

  it(
    'moves the focus to the fee step heading after the details are saved',
    async () => {
      const user = userEvent.setup({ delay: null });
      stubFetch((url) => {
        if (url.endsWith('/application-fee')) return envelopeResponse(FEE);
        if (url.endsWith('/create-account')) return envelopeResponse('pending-mentor-id');
        if (url.endsWith('/fill-academic-details')) return envelopeResponse({ feeDue: true, amount: 149 });
        return envelopeResponse(null);
      });
      saveMentorDraft(DRAFT);
      renderPage();
      await fillAll(user);
      await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
      await user.click(screen.getByRole('button', { name: 'Verify and Continue' }));
      await user.type(await screen.findByLabelText('Verification code'), '123456');
      await user.click(screen.getByRole('button', { name: 'Verify' }));

      const heading = await screen.findByRole('heading', { level: 1, name: 'APPLICATION FEE' });
      await waitFor(() => expect(document.activeElement).toBe(heading));
    },
    FLOW_TIMEOUT_MS,
  );

  it('takes a message away as soon as the field is right', async () => {
    const user = userEvent.setup({ delay: null });
    saveMentorDraft(DRAFT);
    stubFetch(() => envelopeResponse(FEE));
    renderPage();

    const phone = screen.getByRole('textbox', { name: 'Contact Number' });
    await user.type(phone, '12345');
    await user.tab();
    expect(await screen.findByText('Please enter a valid 10-digit Indian mobile number.')).toBeTruthy();
    await user.clear(phone);
    await user.type(phone, '9876543210');
    await waitFor(() =>
      expect(screen.queryByText('Please enter a valid 10-digit Indian mobile number.')).toBeNull(),
    );
    expect(phone.getAttribute('aria-invalid')).toBe('false');
  });

  it(
    'takes the fill-all message away once nothing is left out',
    async () => {
      const user = userEvent.setup({ delay: null });
      saveMentorDraft(DRAFT);
      stubFetch(() => envelopeResponse(FEE));
      renderPage();
      await fillAll(user);
      await user.clear(screen.getByRole('textbox', { name: 'Medical College' }));
      await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
      await user.click(screen.getByRole('button', { name: 'Verify and Continue' }));
      expect(await screen.findByText(FILL_ALL_MESSAGE)).toBeTruthy();

      await user.type(screen.getByRole('textbox', { name: 'Medical College' }), 'Mysore Medical College');
      await waitFor(() => expect(screen.queryByText(FILL_ALL_MESSAGE)).toBeNull());
    },
    FLOW_TIMEOUT_MS * 2,
  );

  it(
    'shows progress the moment Verify and Continue is pressed',
    async () => {
      const user = userEvent.setup({ delay: null });
      const fetchMock = stubFetch((url) =>
        url.endsWith('/application-fee') ? envelopeResponse(FEE) : new Promise<Response>(() => undefined),
      );
      saveMentorDraft(DRAFT);
      renderPage();
      await fillAll(user);
      await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
      // A synchronous press, read straight after: the checks have not run yet.
      fireEvent.click(screen.getByRole('button', { name: 'Verify and Continue' }));

      // Disabled from the press on, so a second press cannot start a second account.
      const button = screen.getByRole('button', { name: 'Creating account…' });
      expect(button.hasAttribute('disabled')).toBe(true);
      await waitFor(() =>
        expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/v1/mentors/create-account'),
      );
      expect(fetchMock.mock.calls.filter(([url]) => url === '/api/v1/mentors/create-account')).toHaveLength(
        1,
      );
    },
    FLOW_TIMEOUT_MS * 2,
  );

  it('lets a rejected applicant sent from the login page re-apply, without step one', async () => {
    const user = userEvent.setup({ delay: null });
    let upload: FormData | undefined;
    const urls: string[] = [];
    stubFetch((url, init) => {
      urls.push(url);
      if (url.endsWith('/application-fee')) return envelopeResponse(FEE);
      if (init?.body instanceof FormData) upload = init.body;
      return envelopeResponse({ feeDue: false, amount: 0 });
    });
    renderPage(REAPPLY_STATE);

    const heading = screen.getByRole('heading', { level: 1, name: 'RE-APPLY AS A MENTOR' });
    expect(document.activeElement).toBe(heading);
    await fillAll(user);
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Verify and Continue' }));

    expect(await screen.findByText('Application submitted page, state null')).toBeTruthy();
    expect(urls).toEqual(['/api/v1/mentors/application-fee', '/api/v1/mentors/reapply']);
    expect(upload?.has('id')).toBe(false);
    expect(upload?.get('neetScore')).toBe('652');
    expect(upload?.get('studentId')).toBeInstanceOf(File);
  });
});
