/** The active-project selection as the portal uses it: provider + stored id + picker. */
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserProject } from '../../../../common/projects/contract.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { mockApi } from '../../../testing/mock-api.ts';
import { ProjectPicker } from '../components/project-picker.tsx';
import { ActiveProjectProvider, useActiveProject } from './active-project.tsx';

const acme: UserProject = {
  id: 3,
  name: 'Acme Holdings',
  slug: 'acme',
  status: 'active',
  role: 'owner',
};
const beta: UserProject = {
  id: 7,
  name: 'Beta Capital',
  slug: 'beta',
  status: 'active',
  role: 'viewer',
};

function Probe() {
  const { activeProject, setActiveProjectId, projects } = useActiveProject();
  return (
    <div>
      <p data-testid="active">
        {activeProject ? `${activeProject.name} (${activeProject.role})` : 'none'}
      </p>
      {projects.map((project) => (
        <button key={project.id} type="button" onClick={() => setActiveProjectId(project.id)}>
          choose {project.name}
        </button>
      ))}
      <button type="button" onClick={() => setActiveProjectId(null)}>
        clear
      </button>
    </div>
  );
}

function renderWith(projects: UserProject[]) {
  mockApi({ 'GET /api/user/projects': { body: projects } });
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <ActiveProjectProvider>
        <ProjectPicker />
        <Probe />
      </ActiveProjectProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the active project', () => {
  it('is the one a link names (?project=), when the user has it', async () => {
    localStorage.setItem('activeProjectId', String(acme.id));
    window.history.replaceState(null, '', `/portal/dashboard?project=${beta.id}`);
    try {
      renderWith([acme, beta]);
      await waitFor(() =>
        expect(screen.getByTestId('active')).toHaveTextContent('Beta Capital (viewer)'),
      );
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('is none, with a disabled picker, when the user has no project', async () => {
    renderWith([]);
    expect(await screen.findByRole('combobox', { name: 'Active project' })).toBeDisabled();
    await waitFor(() => expect(screen.getByRole('combobox')).toHaveTextContent('No projects yet'));
    expect(screen.getByTestId('active')).toHaveTextContent('none');
    expect(localStorage.getItem('activeProjectId')).toBeNull();
  });

  it('starts on the stored project when it is still in the list', async () => {
    localStorage.setItem('activeProjectId', '7');
    renderWith([acme, beta]);
    expect(await screen.findByText('Beta Capital (viewer)')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Active project' })).toHaveTextContent(
      'Beta Capital',
    );
  });

  it('starts on the first project when the stored one is gone, and remembers that', async () => {
    localStorage.setItem('activeProjectId', '99');
    renderWith([acme, beta]);
    expect(await screen.findByText('Acme Holdings (owner)')).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('activeProjectId')).toBe('3'));
  });

  it('changes and is stored when the user selects another project', async () => {
    const user = userEvent.setup();
    renderWith([acme, beta]);
    await screen.findByText('Acme Holdings (owner)');
    await user.click(screen.getByRole('button', { name: 'choose Beta Capital' }));
    expect(screen.getByTestId('active')).toHaveTextContent('Beta Capital (viewer)');
    expect(localStorage.getItem('activeProjectId')).toBe('7');
  });

  it('removes the stored value when set to null (and the first project is used again)', async () => {
    const user = userEvent.setup();
    localStorage.setItem('activeProjectId', '7');
    renderWith([acme, beta]);
    await screen.findByText('Beta Capital (viewer)');
    await user.click(screen.getByRole('button', { name: 'clear' }));
    expect(screen.getByTestId('active')).toHaveTextContent('Acme Holdings (owner)');
    // Beta's saved id is gone: the first project is used, and saved as a selection would be.
    expect(localStorage.getItem('activeProjectId')).toBe(String(acme.id));
  });

  it('is chosen from the picker', async () => {
    const user = userEvent.setup();
    renderWith([acme, beta]);
    await screen.findByText('Acme Holdings (owner)');
    const picker = screen.getByRole('combobox', { name: 'Active project' });
    picker.focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('option', { name: 'Beta Capital' }));
    expect(screen.getByTestId('active')).toHaveTextContent('Beta Capital (viewer)');
    expect(localStorage.getItem('activeProjectId')).toBe('7');
  });
});
