import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './routes.tsx';

async function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('routes', () => {
  it('redirects /product to /services', async () => {
    const router = await renderAt('/product');
    expect(await screen.findByRole('heading', { level: 1, name: 'Our Services' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/services');
  });

  it('redirects an unknown path to the home page', async () => {
    const router = await renderAt('/what/is/this');
    await screen.findByRole('heading', { level: 1 });
    expect(router.state.location.pathname).toBe('/');
  });

  it.each([
    ['/services', 'Our Services'],
    ['/pricing', 'Investment Intelligence Solutions'],
    ['/team', 'Meet Our Team'],
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms of Service'],
  ])('renders %s', async (path, heading) => {
    await renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible();
  });
});
