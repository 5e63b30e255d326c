import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Testimonial } from '@neetmentor/contract';
import { formFields, jsonBody, stubApi } from '../../../test/admin-api.ts';
import { renderAsAdmin } from '../../../test/render-as-admin.tsx';
import { clearStorages } from '../../../test/session.ts';
import { AdminTestimonialsPage } from './admin-testimonials-page.tsx';

const TESTIMONIAL: Testimonial = {
  _id: 't-1',
  name: 'Neha Gupta',
  image: '/uploads/testimonials/neha.webp',
  testimonial: 'My mentor planned every week with me.',
};

describe('AdminTestimonialsPage', () => {
  afterEach(clearStorages);

  it('needs a name, the text and a picture, then adds the testimonial', async () => {
    const user = userEvent.setup();
    let testimonials: Testimonial[] = [];
    const api = stubApi({
      '/admin/get-testimonial': () => testimonials,
      '/admin/add-testimonial': () => {
        testimonials = [TESTIMONIAL];
        return TESTIMONIAL;
      },
    });
    renderAsAdmin(<AdminTestimonialsPage />, '/admin-dashboard/testimonial');
    expect(await screen.findByText('No testimonials yet.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Add testimonial' }));
    expect(screen.getByText('The name is required.')).toBeTruthy();
    expect(screen.getByText('The testimonial is required.')).toBeTruthy();
    expect(screen.getByText('A picture is required.')).toBeTruthy();
    expect(api.callsTo('/admin/add-testimonial')).toHaveLength(0);

    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    await user.paste('Neha Gupta');
    await user.click(screen.getByRole('textbox', { name: 'Testimonial' }));
    await user.paste('My mentor planned every week with me.');
    await user.upload(
      screen.getByLabelText('Picture'),
      new File([new Uint8Array([137, 80, 78, 71])], 'neha.png', { type: 'image/png' }),
    );
    await user.click(screen.getByRole('button', { name: 'Add testimonial' }));

    expect(await screen.findByText('The testimonial of Neha Gupta is added to the home page.')).toBeTruthy();
    expect(formFields(api.callsTo('/admin/add-testimonial')[0])).toEqual({
      name: 'Neha Gupta',
      message: 'My mentor planned every week with me.',
      image: 'file:neha.png',
    });
    expect(
      await screen.findByText('My mentor planned every week with me.', { selector: 'blockquote' }),
    ).toBeTruthy();
  });

  it('deletes a testimonial after the confirmation', async () => {
    const user = userEvent.setup();
    let testimonials = [TESTIMONIAL];
    const api = stubApi({
      '/admin/get-testimonial': () => testimonials,
      '/admin/delete-testimonial': () => {
        testimonials = [];
        return null;
      },
    });
    renderAsAdmin(<AdminTestimonialsPage />, '/admin-dashboard/testimonial');

    await user.click(await screen.findByRole('button', { name: 'Delete the testimonial of Neha Gupta' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete testimonial' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The testimonial of Neha Gupta is deleted.')).toBeTruthy();
    expect(jsonBody(api.callsTo('/admin/delete-testimonial')[0])).toEqual({ id: 't-1' });
  });
});
