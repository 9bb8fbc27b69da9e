import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearNotifications } from '../../notifications/notificationStore';
import { Toaster } from '../../notifications/Toaster';
import { renderWithI18n } from '../testing/renderWithI18n';
import { ProgressModal } from './ProgressModal';

// Other files' toasts may still be in the store: tests share one module graph (isolate: false).
beforeEach(() => clearNotifications());
afterEach(() => clearNotifications());

const spoken = () =>
  [...document.querySelectorAll('#toast-region [role="status"] p')].map((line) => line.textContent);

function Upload({ percent }: { percent: number }) {
  return (
    <>
      <ProgressModal open title="Sending the file" percent={percent} />
      <Toaster />
    </>
  );
}

describe('ProgressModal', () => {
  it('says each quarter of the progress reached, once, up to its end', () => {
    const { rerender } = renderWithI18n(<Upload percent={0} />);
    for (const percent of [10, 26, 30, 51, 74, 80, 100]) rerender(<Upload percent={percent} />);
    expect(spoken()).toEqual([
      'Sending the file: 25 %',
      'Sending the file: 50 %',
      'Sending the file: 75 %',
      'Sending the file: 100 %',
    ]);
  });
});
