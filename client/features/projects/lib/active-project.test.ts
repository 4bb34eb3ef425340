import { afterEach, describe, expect, it } from 'vitest';
import { ACTIVE_PROJECT_STORAGE_KEY } from '../../../../common/projects/constants.ts';
import {
  readStoredProjectId,
  resolveActiveProjectId,
  writeStoredProjectId,
} from './active-project.ts';

const projects = [{ id: 3 }, { id: 7 }, { id: 9 }];

describe('resolveActiveProjectId', () => {
  it('is null while the list is empty', () => {
    expect(resolveActiveProjectId([], null, null)).toBeNull();
    expect(resolveActiveProjectId([], 3, 3)).toBeNull();
  });

  it('uses the stored id on load when it is still in the list', () => {
    expect(resolveActiveProjectId(projects, null, 7)).toBe(7);
  });

  it('falls back to the first project when the stored id is not in the list, or none is stored', () => {
    expect(resolveActiveProjectId(projects, null, 42)).toBe(3);
    expect(resolveActiveProjectId(projects, null, null)).toBe(3);
  });

  it('keeps the selected project over the stored one', () => {
    expect(resolveActiveProjectId(projects, 9, 7)).toBe(9);
  });

  it('treats a selected project that left the list as no selection', () => {
    expect(resolveActiveProjectId(projects, 42, 7)).toBe(7);
    expect(resolveActiveProjectId(projects, 42, null)).toBe(3);
  });
});

describe('the stored id', () => {
  afterEach(() => localStorage.clear());

  it(`lives in localStorage under "${ACTIVE_PROJECT_STORAGE_KEY}"`, () => {
    writeStoredProjectId(7);
    expect(localStorage.getItem('activeProjectId')).toBe('7');
    expect(readStoredProjectId()).toBe(7);
  });

  it('is removed when set to null', () => {
    writeStoredProjectId(7);
    writeStoredProjectId(null);
    expect(localStorage.getItem('activeProjectId')).toBeNull();
    expect(readStoredProjectId()).toBeNull();
  });

  it('reads anything but a positive whole number as nothing', () => {
    for (const raw of ['abc', '0', '-2', '1.5', '']) {
      localStorage.setItem('activeProjectId', raw);
      expect(readStoredProjectId(), raw).toBeNull();
    }
  });
});
