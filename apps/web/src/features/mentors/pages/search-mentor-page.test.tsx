import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { envelopeResponse, renderWithProviders, stubFetch } from '../../../test/render.tsx';
import { mentorCard, mentorPage } from '../../../test/mentor-fixtures.ts';
import { SearchMentorPage } from './search-mentor-page.tsx';

const TOTAL_PAGES = 3;

/** The listing answers with one mentor per page, named after the page, out of three pages. */
function stubListing() {
  return stubFetch((url) => {
    const page = Number(new URL(url, 'http://localhost').searchParams.get('page'));
    return envelopeResponse(
      mentorPage([mentorCard({ _id: `m-${page}`, firstName: `Mentor${page}` })], page, TOTAL_PAGES),
    );
  });
}

function requestedQueries(fetchMock: ReturnType<typeof stubFetch>): URLSearchParams[] {
  return fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').searchParams);
}

function AddressProbe() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <p data-testid="address">{location.search}</p>
      <button type="button" onClick={() => navigate(-1)}>
        Browser back
      </button>
    </>
  );
}

function renderPage(route: string) {
  return renderWithProviders(
    <>
      <SearchMentorPage />
      <AddressProbe />
    </>,
    { route },
  );
}

const address = () => screen.getByTestId('address').textContent;

describe('SearchMentorPage', () => {
  it('loads the filters and the page named in the address', async () => {
    const fetchMock = stubListing();
    renderPage('/search-mentor?category=M2&state=Kerala&page=2');

    expect(await screen.findByRole('heading', { level: 3, name: 'Mentor2 Iyer' })).toBeTruthy();
    const query = requestedQueries(fetchMock)[0];
    expect(query?.get('category')).toBe('M2');
    expect(query?.get('state')).toBe('Kerala');
    expect(query?.get('page')).toBe('2');
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    expect((screen.getByLabelText('Category') as HTMLSelectElement).value).toBe('M2');
    expect((screen.getByLabelText('State') as HTMLSelectElement).value).toBe('Kerala');
    // Phones start with the filter set folded; its toggle says how many of its filters are in use.
    expect(screen.getByRole('button', { name: 'Filters (2 in use)' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
  });

  it('applies the combined filters on Search, back to page 1, and keeps them in the address', async () => {
    const user = userEvent.setup();
    const fetchMock = stubListing();
    renderPage('/search-mentor?page=3');
    await screen.findByText('Page 3 of 3');

    await user.type(screen.getByLabelText('Search by name or mentor id'), 'ananya');
    await user.selectOptions(screen.getByLabelText('NEET exam year'), '2023');
    await user.click(screen.getByRole('button', { name: /Filters/ }));
    await user.selectOptions(screen.getByLabelText('Category'), 'M4');
    await user.selectOptions(screen.getByLabelText('State'), 'Delhi - UT');
    await user.selectOptions(screen.getByLabelText('Gender'), 'Female');
    await user.selectOptions(screen.getByLabelText('NEET attempts'), '1');
    await user.type(screen.getByLabelText('Budget per 60-minute session (₹)'), '400');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() =>
      expect(address()).toBe(
        '?username=ananya&neetExamYear=2023&category=M4&state=Delhi+-+UT&gender=Female&neetAttempts=1&maxPrice=400',
      ),
    );
    await screen.findByText('Page 1 of 3');
    const last = requestedQueries(fetchMock).at(-1);
    expect(last?.get('page')).toBe('1');
    expect(last?.get('state')).toBe('Delhi - UT');
    expect(last?.get('maxPrice')).toBe('400');
  });

  it('pages with Previous and Next, each disabled at its end', async () => {
    const user = userEvent.setup();
    stubListing();
    renderPage('/search-mentor?gender=Male');
    await screen.findByText('Page 1 of 3');
    const pager = screen.getByRole('navigation', { name: 'Pages of mentors' });
    const previous = within(pager).getByRole('button', { name: 'Previous' }) as HTMLButtonElement;
    const next = within(pager).getByRole('button', { name: 'Next' }) as HTMLButtonElement;
    expect(previous.disabled).toBe(true);

    await user.click(next);
    await screen.findByText('Page 2 of 3');
    expect(address()).toBe('?gender=Male&page=2');
    await user.click(next);
    await screen.findByRole('heading', { level: 3, name: 'Mentor3 Iyer' });
    expect(next.disabled).toBe(true);
    expect(previous.disabled).toBe(false);

    await user.click(previous);
    await screen.findByRole('heading', { level: 3, name: 'Mentor2 Iyer' });
    expect(address()).toBe('?gender=Male&page=2');
  });

  it('shows the last page for a page past the end, says so, and pages on from there', async () => {
    const user = userEvent.setup();
    // As the server does: a page past the end is answered with the last page.
    stubFetch((url) => {
      const asked = Number(new URL(url, 'http://localhost').searchParams.get('page'));
      const page = Math.min(asked, TOTAL_PAGES);
      return envelopeResponse(
        mentorPage([mentorCard({ _id: `m-${page}`, firstName: `Mentor${page}` })], page, TOTAL_PAGES),
      );
    });
    renderPage('/search-mentor?page=999');

    expect(await screen.findByRole('heading', { level: 3, name: 'Mentor3 Iyer' })).toBeTruthy();
    expect(
      screen.getByText('There is no page 999: showing page 3, the last page of this search.'),
    ).toBeTruthy();
    expect(screen.getByText('Page 3 of 3')).toBeTruthy();
    expect(screen.queryByText(/Page 999/)).toBeNull();
    const pager = screen.getByRole('navigation', { name: 'Pages of mentors' });
    expect((within(pager).getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(within(pager).getByRole('button', { name: 'Previous' }));
    await screen.findByRole('heading', { level: 3, name: 'Mentor2 Iyer' });
    expect(address()).toBe('?page=2');
    expect(screen.queryByText(/There is no page/)).toBeNull();
  });

  it('goes back to the earlier search with Back, form included', async () => {
    const user = userEvent.setup();
    stubListing();
    renderPage('/search-mentor?state=Goa');
    await screen.findByText('Page 1 of 3');
    await user.click(screen.getByRole('button', { name: /Filters/ }));
    await user.selectOptions(screen.getByLabelText('State'), 'Kerala');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(address()).toBe('?state=Kerala'));

    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    await waitFor(() => expect(address()).toBe('?state=Goa'));
    expect((screen.getByLabelText('State') as HTMLSelectElement).value).toBe('Goa');
  });

  it('clears every filter at once', async () => {
    const user = userEvent.setup();
    stubListing();
    renderPage('/search-mentor?state=Goa&sort=score&page=2');
    await user.click(await screen.findByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(address()).toBe(''));
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('says so when nothing matches', async () => {
    stubFetch(() => envelopeResponse(mentorPage([], 1, 1)));
    renderPage('/search-mentor?state=Ladakh%20-%20UT');
    expect(await screen.findByText('No Mentors Found')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Pages of mentors' })).toBeNull();
  });

  it('shows the server’s message in the error dialog and an empty list when the search fails', async () => {
    const user = userEvent.setup();
    stubFetch(() =>
      envelopeResponse(
        { errors: [{ path: 'state', message: 'Choose a state from the list.' }] },
        400,
        'Choose a state from the list.',
      ),
    );
    renderPage('/search-mentor?state=Atlantis');

    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(dialog).getByText('Choose a state from the list.')).toBeTruthy();
    expect(screen.getByText('No Mentors Found')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says the search box also finds a mentor by id', async () => {
    stubFetch(() => envelopeResponse(mentorPage([mentorCard()])));
    renderPage('/search-mentor');
    const box = screen.getByRole('searchbox', { name: 'Search by name or mentor id' });
    expect(box.getAttribute('placeholder')).toBe('Name or mentor id');
    expect(await screen.findByRole('heading', { level: 3, name: 'Ananya Iyer' })).toBeTruthy();
  });

  it('shows a loading state until the first answer arrives', async () => {
    let answer: (response: Response) => void = () => undefined;
    stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderPage('/search-mentor');
    expect(screen.getByRole('status').textContent).toBe('Loading mentors...');
    answer(envelopeResponse(mentorPage([mentorCard()])));
    expect(await screen.findByRole('heading', { level: 3, name: 'Ananya Iyer' })).toBeTruthy();
  });
});
