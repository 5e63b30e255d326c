import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { IMAGE_SIZE_MESSAGE, IMAGE_TYPE_MESSAGE } from '../../../components/image-picker.tsx';
import { envelopeResponse, renderWithProviders, stubFetch } from '../../../test/render.tsx';
import { clearMentorDraft, saveMentorDraft } from '../mentor-application-draft.ts';
import {
  FILL_ALL_MESSAGE,
  MentorAcademicsPage,
  MENTOR_SIGNUP_SUCCESS_PATH,
} from './mentor-academics-page.tsx';

const DRAFT = {
  firstName: 'Arjun',
  lastName: 'Rao',
  email: 'arjun@example.com',
  password: 'Secret@123',
  confirmPassword: 'Secret@123',
  city: 'Mysuru',
  state: 'Karnataka',
};

function SignupProbe() {
  const location = useLocation();
  return <p>Sign-up page, state {JSON.stringify(location.state)}</p>;
}

function renderPage() {
  renderWithProviders(
    <Routes>
      <Route path="/signup" element={<SignupProbe />} />
      <Route path="/signup/mentor-signup" element={<MentorAcademicsPage />} />
      <Route path={MENTOR_SIGNUP_SUCCESS_PATH} element={<p>Application submitted page</p>} />
    </Routes>,
    { route: '/signup/mentor-signup' },
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
    const user = userEvent.setup();
    saveMentorDraft(DRAFT);
    renderPage();
    expect(screen.getByRole('heading', { name: 'ACADEMICS DETAILS' })).toBeTruthy();
    expect(screen.getByText('Only For MBBS Students')).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Verify and Continue' });
    expect(submit.hasAttribute('disabled')).toBe(true);

    await user.click(screen.getByRole('checkbox', { name: /I agree to the verification step/ }));
    expect(submit.hasAttribute('disabled')).toBe(false);
  });

  it('asks for every detail, including both images', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch(() => envelopeResponse(149));
    saveMentorDraft(DRAFT);
    renderPage();

    await user.type(screen.getByRole('textbox', { name: 'NEET Score' }), '652');
    await user.type(screen.getByRole('textbox', { name: 'Medical College' }), '   ');
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Verify and Continue' }));

    expect((await screen.findByRole('alert')).textContent).toBe(FILL_ALL_MESSAGE);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/v1/admin/get-amount']);
  });

  it('checks formats before the account is created', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch(() => envelopeResponse(149));
    saveMentorDraft(DRAFT);
    renderPage();
    await fillAll(user);
    await user.clear(screen.getByRole('textbox', { name: 'Contact Number' }));
    await user.type(screen.getByRole('textbox', { name: 'Contact Number' }), '12345');
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Verify and Continue' }));

    expect(await screen.findByText('Please enter a valid 10-digit Indian mobile number.')).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/v1/admin/get-amount']);
  });

  it('accepts only images up to 5 MB', async () => {
    const user = userEvent.setup({ applyAccept: false });
    saveMentorDraft(DRAFT);
    stubFetch(() => envelopeResponse(149));
    renderPage();

    await user.upload(
      screen.getByLabelText('NEET Score Card'),
      new File(['%PDF'], 'score.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText(IMAGE_TYPE_MESSAGE)).toBeTruthy();

    await user.upload(screen.getByLabelText('College ID'), png('huge.png', 5 * 1024 * 1024 + 1));
    expect(await screen.findByText(IMAGE_SIZE_MESSAGE)).toBeTruthy();

    await user.upload(screen.getByLabelText('College ID'), png('ok.png'));
    expect(screen.queryByText(IMAGE_SIZE_MESSAGE)).toBeNull();
    expect(screen.getByText('ok.png')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove College ID' }));
    expect(screen.queryByText('ok.png')).toBeNull();
  });

  it('creates the account, verifies the code, uploads the academics and shows the success page', async () => {
    const user = userEvent.setup();
    let upload: FormData | undefined;
    const urls: string[] = [];
    stubFetch((url, init) => {
      urls.push(url);
      if (url.endsWith('/get-amount')) return envelopeResponse(149);
      if (url.endsWith('/create-account')) return envelopeResponse('pending-mentor-id');
      if (init?.body instanceof FormData) upload = init.body;
      return envelopeResponse(null);
    });
    saveMentorDraft(DRAFT);
    renderPage();

    expect(await screen.findByText('Verification fee: ₹149 (waived for now)')).toBeTruthy();
    await fillAll(user);
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Verify and Continue' }));

    await user.type(await screen.findByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('Application submitted page')).toBeTruthy();
    expect(urls).toEqual([
      '/api/v1/admin/get-amount',
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
  });

  it('deletes the pending mentor and returns to /signup when the code dialog is cancelled', async () => {
    const user = userEvent.setup();
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
  });
});
