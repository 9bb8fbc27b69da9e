import { useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Button } from '../Button';
import { Page } from '../Page';
import { Spinner } from '../Spinner';
import type { Detail } from './useDetailScreen';

type DetailScreenProps<T> = {
  detail: Detail<T>;
  /** The page's heading until the object is read ("Dataset"). */
  title: string;
  /** Actions beside that heading, when the screen has some before the object is read. */
  actions?: ReactNode;
  /** The sentence shown when reading failed ("The dataset could not be loaded."). */
  failure: string;
  /** The screen of the object once read. */
  children: (data: T) => ReactNode;
};

/**
 * The one shape of a screen about one object: the object once read, the router's not-found page
 * (its `defaultNotFoundComponent`, src/router.ts) when the server says it does not exist, and
 * meanwhile a page under `title` saying it loads, or that it failed with a Retry. A screen whose
 * loaded page has the same heading returns a `Page` from `children`: React keeps the page, and its
 * heading keeps the focus it took on arrival.
 */
export function DetailScreen<T>({ detail, title, actions, failure, children }: DetailScreenProps<T>) {
  // Taken from the router rather than imported: src/ui sits below the shell that draws that page.
  const NotFound = useRouter().options.defaultNotFoundComponent;
  if (detail.data !== undefined) return children(detail.data);
  if (detail.missing) return NotFound ? <NotFound isNotFound routeId="__root__" /> : null;
  return (
    <Page title={title} actions={actions}>
      <DetailStates detail={detail} failure={failure} />
    </Page>
  );
}

/** Loading (a status), or the failure (an alert) with its Retry. */
function DetailStates({ detail, failure }: { detail: Detail<unknown>; failure: string }) {
  const { t } = useLingui();
  if (!detail.failed) return <Spinner label={t`Loading…`} />;
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3">
      <p className="text-red-800">{failure}</p>
      <Button variant="secondary" onClick={detail.retry}>
        {t`Retry`}
      </Button>
    </div>
  );
}
