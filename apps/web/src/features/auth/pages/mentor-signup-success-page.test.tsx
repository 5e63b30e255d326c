import { configure, screen } from '@testing-library/react';
import { Navigate, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '@neetmentor/contract';
import { renderWithProviders } from '../../../test/render.tsx';
import type { SignupSuccessState } from '../signup-success-state.ts';
import { MentorSignupSuccessPage } from './mentor-signup-success-page.tsx';

// Dialogs and chunks loaded on demand can take seconds when the whole suite shares two cores.
configure({ asyncUtilTimeout: 5000 });

function renderPage(state: SignupSuccessState | null) {
  renderWithProviders(
    <Routes>
      <Route path="/" element={<Navigate to={ROUTES.mentorSignupSuccess} state={state} />} />
      <Route path={ROUTES.mentorSignupSuccess} element={<MentorSignupSuccessPage />} />
    </Routes>,
  );
}

describe('MentorSignupSuccessPage', () => {
  it('says the application is under review', () => {
    renderPage(null);
    expect(screen.getByRole('heading', { name: 'Application Submitted' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
  });

  it('keeps the way to pay for an applicant who closed the fee’s checkout', async () => {
    renderPage({ feeDue: 149 });
    expect(screen.getByRole('heading', { name: 'Application Saved' })).toBeTruthy();
    expect(screen.getByText('₹149')).toBeTruthy();
    expect(screen.getByText('Non-refundable, also if the application is not approved.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Pay ₹149' })).toBeTruthy();
  });

  it('confirms a fee just paid above the usual text', () => {
    renderPage({ feePaid: 'Application fee received. Your application is now under review.' });
    expect(screen.getByText('Application fee received. Your application is now under review.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Application Submitted' })).toBeTruthy();
  });
});
