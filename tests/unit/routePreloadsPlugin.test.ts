import { describe, expect, it } from 'vitest';
import { type BuiltChunk, routePathOf, routePreloads } from '../../scripts/routePreloadsPlugin';

describe('the address of a route file', () => {
  it.each([
    ['$locale/data/datasets/new', '/$locale/data/datasets/new'],
    ['$locale/data/datasets/$id/index', '/$locale/data/datasets/$id/'],
    ['$locale/$', '/$locale/$'],
    ['index', '/'],
  ])('%s → %s', (file, path) => {
    expect(routePathOf(file)).toBe(path);
  });

  it('is none for the root and a layout, which are no screen of their own', () => {
    expect(routePathOf('__root')).toBeNull();
    expect(routePathOf('$locale/route')).toBeNull();
  });
});

describe("each screen's files", () => {
  const root = '/repo/src/routes';
  const chunks: BuiltChunk[] = [
    {
      fileName: 'assets/index-1.js',
      facadeModuleId: '/repo/src/main.tsx',
      imports: ['assets/framework-2.js'],
    },
    { fileName: 'assets/framework-2.js', facadeModuleId: null, imports: [] },
    {
      fileName: 'assets/route.new-3.js',
      facadeModuleId: `${root}/$locale/data/datasets/new.tsx?tsr-split=loader---component`,
      imports: ['assets/DatasetForm-4.js', 'assets/framework-2.js', 'assets/index-1.js'],
    },
    {
      fileName: 'assets/DatasetForm-4.js',
      facadeModuleId: null,
      imports: ['assets/fields-5.js', 'assets/index-1.js'],
    },
    { fileName: 'assets/fields-5.js', facadeModuleId: null, imports: ['assets/DatasetForm-4.js'] },
    {
      fileName: 'assets/route.new.errorComponent-6.js',
      facadeModuleId: `${root}/$locale/data/datasets/new.tsx?tsr-split=errorComponent`,
      imports: [],
    },
    {
      fileName: 'assets/BreadcrumbTrail-7.js',
      facadeModuleId: '/repo/src/shell/BreadcrumbTrail.tsx',
      imports: [],
    },
  ];
  const announced = (file: string) => /^assets\/(index|framework)-/.test(file);

  it('are the chunk of its component and every chunk it imports, once each, less what the page announces', () => {
    expect(routePreloads(chunks, announced)).toEqual([
      {
        path: '/$locale/data/datasets/new',
        files: ['assets/route.new-3.js', 'assets/DatasetForm-4.js', 'assets/fields-5.js'],
      },
    ]);
  });
});
