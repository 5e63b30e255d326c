import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { formatIstDate, mentorEditStamp, type MentorProfile } from '@neetmentor/contract';
import { imageTypeMessage } from '../../../components/image-picker.tsx';
import { mentorAccount } from '../../../test/mentor-account-fixtures.ts';
import { envelopeResponse, renderWithProviders, stubFetch } from '../../../test/render.tsx';
import { SignedInContext } from '../../../lib/signed-in.ts';
import { renderAsMentor } from '../../../test/render-as-mentor.tsx';
import { clearStorages, signInAs } from '../../../test/session.ts';
import { ProfileSettingsPage } from './profile-settings-page.tsx';

/** The spec's alert when a fourth language is chosen (part 2 §5). */
const LANGUAGE_LIMIT_MESSAGE = 'You can select up to 3 languages only';
const PROFILE_SAVED_MESSAGE = 'Your profile has been saved.';

type Answer = (body: BodyInit | null | undefined) => Response;

/** mentor-details answers the account; the update and away calls answer as the test says. */
function stubProfile(account: MentorProfile, answers: { update?: Answer; away?: Answer } = {}) {
  const sent: { url: string; body: BodyInit | null | undefined }[] = [];
  stubFetch((url, init) => {
    sent.push({ url, body: init?.body });
    if (url === '/api/v1/mentors/mentor-update-details' && answers.update) return answers.update(init?.body);
    if (url === '/api/v1/mentors/set-away' && answers.away) return answers.away(init?.body);
    return envelopeResponse(account);
  });
  return sent;
}

async function renderPage() {
  renderAsMentor(<ProfileSettingsPage />, '/mentor-dashboard/profile-setting');
  await screen.findByRole('form', { name: 'Profile' });
}

function input(label: string | RegExp): HTMLInputElement {
  return screen.getByLabelText<HTMLInputElement>(label, { selector: 'input, textarea, select' });
}

function optionsOf(label: string | RegExp): string[] {
  return Array.from(screen.getByLabelText<HTMLSelectElement>(label, { selector: 'select' }).options).map(
    (option) => option.value,
  );
}

function chosenLanguages(): string[] {
  const list = screen.queryByRole('list', { name: 'Chosen languages' });
  return list
    ? within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent ?? '')
    : [];
}

const PNG = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });

describe('ProfileSettingsPage', () => {
  afterEach(clearStorages);

  it('shows every field of the profile, the score and exam year read-only, with the spec’s options', async () => {
    stubProfile(mentorAccount());
    await renderPage();

    expect(input(/^First Name/).value).toBe('Ananya');
    expect(input(/^Last Name/).value).toBe('Iyer');
    expect(input(/^Phone Number/).value).toBe('9876543210');
    expect(input(/^City/).value).toBe('New Delhi');
    expect(input(/^State/).value).toBe('Delhi - UT');
    expect(input('AIR Rank').value).toBe('412');
    expect(input('About').value).toBe('I help droppers build steady habits.');
    for (const label of ['Email', 'NEET Score', 'NEET Exam Year']) expect(input(label).readOnly).toBe(true);
    expect([input('NEET Score').value, input('NEET Exam Year').value]).toEqual(['668', '2023']);
    expect(optionsOf(/^Year of Education/)).toEqual([
      '',
      '1st year',
      '2nd year',
      '3rd year',
      '4th year',
      'Final Year',
    ]);
    expect(input(/^Year of Education/).value).toBe('4th year');
    expect(optionsOf(/^Gender/)).toEqual(['', 'Male', 'Female', 'Others']);
    expect(chosenLanguages()).toEqual(['English', 'Hindi']);
    expect(screen.getByRole('img', { name: 'Current Profile Picture' }).getAttribute('src')).toBe(
      '/uploads/mentors/m-1.webp',
    );
  });

  it('refuses a fourth language with the spec’s alert and never offers a language twice', async () => {
    const user = userEvent.setup();
    stubProfile(mentorAccount());
    await renderPage();

    expect(optionsOf('Add a language')).not.toContain('Hindi');
    expect(optionsOf('Add a language')).toHaveLength(1 + 25 - 2);
    await user.selectOptions(input('Add a language'), 'Tamil');
    expect(chosenLanguages()).toEqual(['English', 'Hindi', 'Tamil']);
    expect(screen.queryByRole('alert')).toBeNull();

    await user.selectOptions(input('Add a language'), 'Marathi');
    expect(screen.getByRole('alert').textContent).toContain(LANGUAGE_LIMIT_MESSAGE);
    expect(chosenLanguages()).toEqual(['English', 'Hindi', 'Tamil']);

    await user.click(screen.getByRole('button', { name: 'Remove Hindi' }));
    expect(screen.queryByText(LANGUAGE_LIMIT_MESSAGE)).toBeNull();
    expect(chosenLanguages()).toEqual(['English', 'Tamil']);
    expect(optionsOf('Add a language')).toContain('Hindi');
  });

  it('keeps the AIR rank to digits', async () => {
    const user = userEvent.setup();
    stubProfile(mentorAccount({ airRank: null }));
    await renderPage();

    await user.type(input('AIR Rank'), '1a2-3');
    expect(input('AIR Rank').value).toBe('123');
  });

  it('sends the profile as multipart with each language and the new picture, then confirms', async () => {
    const user = userEvent.setup();
    const sent = stubProfile(mentorAccount(), {
      update: () =>
        envelopeResponse(
          mentorAccount({
            address: { city: 'Chennai', state: 'Delhi - UT' },
            languages: ['English', 'Tamil'],
          }),
        ),
    });
    await renderPage();

    await user.clear(input(/^City/));
    await user.type(input(/^City/), 'Chennai');
    await user.click(screen.getByRole('button', { name: 'Remove Hindi' }));
    await user.selectOptions(input('Add a language'), 'Tamil');
    await user.upload(screen.getByLabelText('Profile Picture'), PNG);
    expect(screen.getByRole('img', { name: 'Profile Picture preview' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText(PROFILE_SAVED_MESSAGE)).toBeTruthy();
    const body = sent.find((call) => call.url === '/api/v1/mentors/mentor-update-details')?.body;
    if (!(body instanceof FormData)) throw new Error('the profile was not sent as multipart');
    expect(
      Object.fromEntries(
        [...body.entries()].filter(([name]) => !name.startsWith('languages') && name !== 'profilePicture'),
      ),
    ).toEqual({
      firstName: 'Ananya',
      lastName: 'Iyer',
      email: 'ananya@example.com',
      number: '9876543210',
      city: 'Chennai',
      state: 'Delhi - UT',
      yearOfEducation: '4th year',
      gender: 'Female',
      airRank: '412',
      about: 'I help droppers build steady habits.',
      // The profile the page opened with, so a save made elsewhere meanwhile is not undone.
      editedFrom: mentorEditStamp(mentorAccount()),
    });
    expect(body.getAll('languages[]')).toEqual(['English', 'Tamil']);
    expect(body.get('profilePicture')).toBe(PNG);
    // The form shows what the server saved, and the chosen picture is no longer pending.
    expect(input(/^City/).value).toBe('Chennai');
    expect(chosenLanguages()).toEqual(['English', 'Tamil']);
    expect(screen.queryByRole('img', { name: 'Profile Picture preview' })).toBeNull();
  });

  it('checks the fields with the contract’s rules before sending', async () => {
    const user = userEvent.setup();
    const sent = stubProfile(mentorAccount());
    await renderPage();

    await user.clear(input(/^First Name/));
    await user.clear(input(/^Phone Number/));
    await user.type(input(/^Phone Number/), '12345');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('First name is required.')).toBeTruthy();
    expect(screen.getByText('Please enter a valid 10-digit Indian mobile number.')).toBeTruthy();
    expect(screen.getByText('Some details need a change: see the marked fields.')).toBeTruthy();
    expect(sent.some((call) => call.url === '/api/v1/mentors/mentor-update-details')).toBe(false);
  });

  it('shows the server’s field messages under their fields', async () => {
    const user = userEvent.setup();
    stubProfile(mentorAccount(), {
      update: () =>
        envelopeResponse(
          { errors: [{ path: 'city', message: 'City must be at most 60 characters.' }] },
          400,
          'City must be at most 60 characters.',
        ),
    });
    await renderPage();

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('City must be at most 60 characters.')).toBeTruthy();
    expect(input(/^City/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a refused picture under the picture, and refuses a file that is no image before sending', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const sent = stubProfile(mentorAccount(), {
      update: () =>
        envelopeResponse(null, 415, 'Please upload an image (JPEG, PNG or WebP).', 'UNSUPPORTED_MEDIA_TYPE'),
    });
    await renderPage();

    await user.upload(
      screen.getByLabelText('Profile Picture'),
      new File(['not an image'], 'notes.txt', { type: 'text/plain' }),
    );
    expect(screen.getByRole('alert').textContent).toBe(imageTypeMessage('Profile Picture'));
    expect(screen.queryByRole('img', { name: 'Profile Picture preview' })).toBeNull();

    await user.upload(screen.getByLabelText('Profile Picture'), PNG);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Please upload an image (JPEG, PNG or WebP).')).toBeTruthy();
    expect(sent.filter((call) => call.url === '/api/v1/mentors/mentor-update-details')).toHaveLength(1);
  });

  it('pauses new bookings until the chosen day in India time, and takes them again', async () => {
    const user = userEvent.setup();
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(
      Date.now() + 10 * 24 * 60 * 60 * 1000,
    );
    const until = `${day}T00:00:00+05:30`;
    const sent = stubProfile(mentorAccount(), {
      away: (body) => {
        const request = JSON.parse(String(body)) as { until: string | null };
        return envelopeResponse(
          mentorAccount({ awayUntil: request.until && new Date(request.until).toISOString() }),
        );
      },
    });
    await renderPage();
    const away = screen.getByRole('region', { name: 'Away mode' });
    expect(
      within(away).getByText(/Requests already waiting and sessions already running are not affected/),
    ).toBeTruthy();

    await user.click(within(away).getByRole('button', { name: 'Pause bookings' }));
    expect(within(away).getByText('Choose the date you are back.')).toBeTruthy();

    fireEvent.change(within(away).getByLabelText('Back on'), { target: { value: day } });
    await user.click(within(away).getByRole('button', { name: 'Pause bookings' }));
    const paused = `Students can book you again from ${formatIstDate(until)}.`;
    expect(await within(away).findByText(`New bookings are paused. ${paused}`)).toBeTruthy();
    const awayCalls = sent.filter((call) => call.url === '/api/v1/mentors/set-away');
    expect(JSON.parse(String(awayCalls[0]?.body))).toEqual({ until });

    await user.click(within(away).getByRole('button', { name: 'Take bookings again' }));
    expect(await within(away).findByText('You are taking new bookings again.')).toBeTruthy();
    expect(
      JSON.parse(String(sent.filter((call) => call.url === '/api/v1/mentors/set-away')[1]?.body)),
    ).toEqual({
      until: null,
    });
    await waitFor(() =>
      expect(within(away).queryByRole('button', { name: 'Take bookings again' })).toBeNull(),
    );
  });
});

describe('ProfileSettingsPage in Hindi', () => {
  afterEach(clearStorages);

  function renderInHindi() {
    signInAs('mentor', 'm-1');
    renderWithProviders(
      <SignedInContext value={{ role: 'mentor', id: 'm-1' }}>
        <ProfileSettingsPage />
      </SignedInContext>,
      { route: '/mentor-dashboard/profile-setting', language: 'hi' },
    );
  }

  it('shows the form, the language choice and away mode in Hindi', async () => {
    stubProfile(mentorAccount());
    renderInHindi();

    expect(await screen.findByRole('form', { name: 'प्रोफ़ाइल' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'प्रोफ़ाइल सेटिंग' })).toBeTruthy();
    expect(input(/पहला नाम/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'बदलाव सेव करें' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'छुट्टी मोड' })).toBeTruthy();
    // The account's choice of language (site-language-choice.test.tsx), in its card beside the form.
    const choice = screen.getByRole('radiogroup', { name: 'भाषा' });
    expect((within(choice).getByRole('radio', { name: 'हिन्दी' }) as HTMLInputElement).checked).toBe(true);
    expect((within(choice).getByRole('radio', { name: 'English' }) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole('button', { name: 'यह भाषा चुनें' })).toHaveProperty('disabled', true);
  });

  it('shows when bookings reopen as a hi-IN date', async () => {
    stubProfile(mentorAccount({ awayUntil: '2025-04-10T00:00:00+05:30' }));
    renderInHindi();

    expect(
      await screen.findByText(
        `नई बुकिंग रुकी हुई है। स्टूडेंट ${formatIstDate('2025-04-10T00:00:00+05:30', 'hi')} से आपको फिर बुक कर सकेंगे।`,
      ),
    ).toBeTruthy();
  });

  it('shows the contract’s field messages in Hindi under their fields', async () => {
    const user = userEvent.setup();
    const sent = stubProfile(mentorAccount());
    renderInHindi();
    await screen.findByRole('form', { name: 'प्रोफ़ाइल' });

    await user.clear(input(/^पहला नाम/));
    await user.clear(input(/^फ़ोन नंबर/));
    await user.type(input(/^फ़ोन नंबर/), '12345');
    await user.click(screen.getByRole('button', { name: 'बदलाव सेव करें' }));

    expect(await screen.findByText('पहला नाम ज़रूरी है।')).toBeTruthy();
    expect(screen.getByText('10 अंकों का सही भारतीय मोबाइल नंबर डालें।')).toBeTruthy();
    expect(screen.queryByText('First name is required.')).toBeNull();
    expect(sent.some((call) => call.url === '/api/v1/mentors/mentor-update-details')).toBe(false);
  });

  it('announces the saved profile in Hindi', async () => {
    const account = mentorAccount();
    stubProfile(account, { update: () => envelopeResponse(account) });
    renderInHindi();

    await userEvent.click(await screen.findByRole('button', { name: 'बदलाव सेव करें' }));
    expect(await screen.findByText('आपकी प्रोफ़ाइल सेव हो गई है।')).toBeTruthy();
  });
});
