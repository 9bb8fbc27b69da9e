import type { Page, Request } from '@playwright/test';
import { getThroughApi } from './accountsFixtures';
import { apiRequest, expect } from './fixtures';

/** A small PNG: the reference backend recognises images by their first bytes. */
export function pngFile(name = 'logo.png', size = 2048) {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  const buffer = Buffer.alloc(size);
  Buffer.from(signature).copy(buffer);
  return { name, mimeType: 'image/png', buffer };
}

/** A PDF-looking file for the convention. */
export function pdfFile(name = 'convention.pdf') {
  return { name, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% test convention\n%%EOF\n') };
}

/** Every API request the page sends from now on, as 'METHOD /path'. */
export function recordApiRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/publish/')) seen.push(`${request.method()} ${url.pathname}`);
  });
  return seen;
}

export type ApiGroup = {
  id: number;
  display_name: string;
  thumbnail: string | null;
  parents: { id: number }[];
  children: { id: number }[];
};

export type ApiOrganisation = {
  id: number;
  display_name: string;
  phone: string | null;
  logo: string | null;
  jurisdiction: number | null;
  convention: { signed: boolean; file: string | null };
};

export type ApiMember = { user: { id: number }; role: number | null; status: number };

export const getGroup = (page: Page, id: number) =>
  getThroughApi<ApiGroup>(page, `/usergroup/user-groups/${id}/`);

export const getOrganisation = (page: Page, id: number) =>
  getThroughApi<ApiOrganisation>(page, `/organisation/organisations/${id}/`);

export async function membersOf(page: Page, groupId: number): Promise<ApiMember[]> {
  const answer = await getThroughApi<{ results: ApiMember[] }>(
    page,
    `/usergroup/user-groups/${groupId}/members/?page_size=1000`,
  );
  return answer.results;
}

/** An organisation made through the API by a superuser; returns its id. */
export async function createOrganisationThroughApi(page: Page, name: string, status = 2): Promise<number> {
  const types = await getThroughApi<{ id: number }[]>(page, '/organisation/organisation-types/');
  const response = await apiRequest(page, 'POST', '/organisation/organisations/', {
    display_name: name,
    organisation_type: types[0]?.id,
    status,
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** The id out of a page's URL ending in '/{id}/'. */
export function idInUrl(page: Page): number {
  return Number(/\/(\d+)\/$/.exec(new URL(page.url()).pathname)?.[1]);
}

/** The WCAG 2.1 A and AA violations axe finds in the parts of the screen matched by `selector`. */
export async function accessibilityViolations(page: Page, selector = 'main'): Promise<string[]> {
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  const results = await new AxeBuilder({ page })
    .include(selector)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`),
  );
}
