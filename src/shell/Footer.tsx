import { Trans } from '@lingui/react/macro';

export function Footer() {
  return (
    <footer className="border-t border-slate-200 bg-white py-4 text-center text-sm text-slate-700">
      <Trans>Powered by Publish, the back-office of the open-data platform</Trans>
    </footer>
  );
}
