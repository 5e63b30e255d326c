import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { envelopeResponse, renderWithProviders, stubFetch } from '../../../test/render.tsx';
import { mentorCard, mentorPage } from '../../../test/mentor-fixtures.ts';
import { SearchMentorPage } from './search-mentor-page.tsx';

// The page's sections arrive one by one; on a busy shared machine that can take several seconds.
configure({ asyncUtilTimeout: 15_000 });

function AddressProbe() {
  return <p data-testid="address">{useLocation().search}</p>;
}

function renderInHindi(route: string) {
  return renderWithProviders(
    <>
      <SearchMentorPage />
      <AddressProbe />
    </>,
    { route, language: 'hi' },
  );
}

function selectedText(label: string): string | undefined {
  const select = screen.getByLabelText(label) as HTMLSelectElement;
  return select.selectedOptions[0]?.textContent ?? undefined;
}

describe('the mentor directory in Hindi', () => {
  it('names the filters and their choices in Hindi, keeping the values the address holds', async () => {
    const user = userEvent.setup();
    stubFetch((url) => {
      const page = Number(new URL(url, 'http://localhost').searchParams.get('page'));
      return envelopeResponse(mentorPage([mentorCard({ _id: `m-${page}` })], page, 3));
    });
    renderInHindi('/search-mentor?state=Kerala&category=M2');

    expect(screen.getByRole('heading', { level: 1, name: 'मेंटर खोजें' })).toBeTruthy();
    expect(await screen.findByText('पेज 1 / 3')).toBeTruthy();
    expect(screen.getByText('36 मेंटर्स में से 1–1 दिखाए जा रहे हैं')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'फ़िल्टर (2 लगे हुए)' })).toBeTruthy();
    expect(selectedText('राज्य')).toBe('केरल');
    expect(selectedText('कैटेगरी')).toBe('M2 (स्कोर 600–640)');
    expect(within(screen.getByLabelText('जेंडर')).getByRole('option', { name: 'महिला' })).toBeTruthy();
    expect(
      within(screen.getByLabelText('NEET में कितने प्रयास')).getByRole('option', { name: '2 प्रयास' }),
    ).toBeTruthy();
    expect(selectedText('क्रम')).toBe('सबसे अच्छी रेटिंग');

    await user.selectOptions(screen.getByLabelText('राज्य'), 'दिल्ली (केंद्र शासित प्रदेश)');
    await user.selectOptions(screen.getByLabelText('जेंडर'), 'महिला');
    await user.click(screen.getByRole('button', { name: 'खोजें' }));
    await waitFor(() =>
      expect(screen.getByTestId('address').textContent).toBe('?category=M2&state=Delhi+-+UT&gender=Female'),
    );
    expect(
      within(screen.getByRole('navigation', { name: 'मेंटर्स के पेज' })).getByRole('button', { name: 'अगला' }),
    ).toBeTruthy();
  });

  it('says an empty search and a refused one in Hindi', async () => {
    stubFetch(() => envelopeResponse(null, 400, 'Choose a state from the list.', 'VALIDATION_FAILED'));
    renderInHindi('/search-mentor?state=Atlantis');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByText('Choose a state from the list.')).toBeNull();
    expect(dialog.textContent).toMatch(/[\u0900-\u097F]/);
    expect(screen.getByText('कोई मेंटर नहीं मिला')).toBeTruthy();
  });
});
