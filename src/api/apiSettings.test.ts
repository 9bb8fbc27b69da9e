import { describe, expect, it } from 'vitest';
import { defaultRuntimeConfig } from '../config/runtimeConfig';
import { deployedPath } from './apiSettings';

const base = { apiRoot: '/', apiLocale: 'fr', basePaths: defaultRuntimeConfig.basePaths };

describe('deployedPath', () => {
  it('puts the API locale in front of the contract path', () => {
    expect(deployedPath('/dataset/datasets/', base)).toBe('/fr/dataset/datasets/');
  });

  it('follows a configured API root and base path', () => {
    const settings = {
      apiRoot: '/api/',
      apiLocale: 'en',
      basePaths: { ...defaultRuntimeConfig.basePaths, dataset: '/catalogue/' },
    };
    expect(deployedPath('/dataset/datasets/12/', settings)).toBe('/api/en/catalogue/datasets/12/');
    expect(deployedPath('/usergroup/users/', settings)).toBe('/api/en/usergroup/users/');
  });
});
