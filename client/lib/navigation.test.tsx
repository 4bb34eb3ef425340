import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { BrowserNavigation, Link, useLocation } from './navigation.tsx';

const handles = (pathname: string) => ['/', '/services', '/pricing'].includes(pathname);
const redirect = (pathname: string) => (pathname === '/product' ? '/services' : null);

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderApp() {
  return render(
    <BrowserNavigation handles={handles} redirect={redirect}>
      <Where />
      <Link to="/services">Services</Link>
      <Link to="/product">Product</Link>
      <Link to="/portal">Portal</Link>
      <Link to="/pricing" reloadDocument>
        Pricing (reload)
      </Link>
    </BrowserNavigation>,
  );
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('Link and BrowserNavigation', () => {
  it('renders real links, so they work without JavaScript', () => {
    renderApp();
    expect(screen.getByRole('link', { name: 'Services' })).toHaveAttribute('href', '/services');
    expect(screen.getByRole('link', { name: 'Portal' })).toHaveAttribute('href', '/portal');
  });

  it('navigates on the client to a page it handles', async () => {
    renderApp();
    await userEvent.click(screen.getByRole('link', { name: 'Services' }));
    expect(window.location.pathname).toBe('/services');
    expect(await screen.findByText('/services')).toBeInTheDocument();
  });

  it('follows the redirect of /product to /services without a history entry', async () => {
    renderApp();
    const before = window.history.length;
    await userEvent.click(screen.getByRole('link', { name: 'Product' }));
    expect(window.location.pathname).toBe('/services');
    expect(window.history.length).toBe(before);
    expect(await screen.findByText('/services')).toBeInTheDocument();
  });

  it('follows the browser history back', async () => {
    renderApp();
    await userEvent.click(screen.getByRole('link', { name: 'Services' }));
    expect(await screen.findByText('/services')).toBeInTheDocument();
    window.history.back();
    expect(await screen.findByText('/')).toBeInTheDocument();
  });

  it('leaves other documents and modified clicks to the browser', async () => {
    renderApp();
    const portal = screen.getByRole('link', { name: 'Portal' });
    const clicks: boolean[] = [];
    document.addEventListener('click', (event) => clicks.push(event.defaultPrevented), {
      once: true,
    });
    await userEvent.click(portal);
    expect(clicks).toEqual([false]);

    const reload = screen.getByRole('link', { name: 'Pricing (reload)' });
    document.addEventListener('click', (event) => clicks.push(event.defaultPrevented), {
      once: true,
    });
    await userEvent.click(reload);
    expect(clicks).toEqual([false, false]);

    document.addEventListener('click', (event) => clicks.push(event.defaultPrevented), {
      once: true,
    });
    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: 'Services' }));
    await user.keyboard('{/Control}');
    expect(clicks).toEqual([false, false, false]);
    expect(screen.getByTestId('where')).toHaveTextContent('/');
  });
});
