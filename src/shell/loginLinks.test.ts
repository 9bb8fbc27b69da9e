import { describe, expect, it } from 'vitest';
import { defaultRuntimeConfig } from '../config/runtimeConfig';
import { currentPlace, loginPageUrl } from './loginLinks';

describe('loginPageUrl', () => {
  it('carries the current path and hash as next', () => {
    const next = currentPlace({
      pathname: '/publish/fr/data/datasets/',
      search: '?page=2',
      hash: '#annexes',
    });
    expect(loginPageUrl(defaultRuntimeConfig, 'fr', 'signin', next)).toBe(
      '/fr/login/signin/?next=%2Fpublish%2Ffr%2Fdata%2Fdatasets%2F%3Fpage%3D2%23annexes',
    );
  });

  it('uses the first API locale when the backend does not serve the interface locale', () => {
    expect(loginPageUrl(defaultRuntimeConfig, 'it', 'profile', '/publish/it/home/')).toBe(
      '/fr/login/profile/?next=%2Fpublish%2Fit%2Fhome%2F',
    );
  });
});
