import { expect, type Page } from '@playwright/test';
import { apiRequest } from '../e2e/fixtures.ts';

/**
 * The organisation's sFTP access, requested and accepted as a superuser does (decision 0032): without
 * it the organisation's space lists no file, to a superuser neither. Asking again answers the open
 * request, so a replay may call it every time.
 */
export async function grantFtpAccess(page: Page, group: number): Promise<void> {
  const asked = await apiRequest(page, 'POST', '/resource/ftp-access-requests/', { usergroup_id: group });
  expect([200, 201], await asked.text()).toContain(asked.status());
  const request = (await asked.json()) as { id: number; status: string };
  if (request.status !== 'pending') return;
  const accepted = await apiRequest(page, 'POST', `/resource/ftp-access-requests/${request.id}/accept/`);
  expect(accepted.status(), await accepted.text()).toBe(200);
}
